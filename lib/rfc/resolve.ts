// RFC 3986 §5.2 reference resolution (RFC 3987 §6.5: IRIs are resolved as characters):
// §5.2.2 transform references (strict, or the non-strict variant), §5.2.3 merge paths,
// §5.2.4 remove_dot_segments (linear time), §5.3 component recomposition.

/** The five components of RFC 3986 §5.2.2; undefined components are null. */
export interface Components {
  scheme: string | null;
  authority: string | null;
  path: string;
  query: string | null;
  fragment: string | null;
}

/** RFC 3986 §5.2.4 remove_dot_segments, with an index into the input instead of rewriting it. */
export function removeDotSegments(input: string): string {
  // Nothing to remove unless a segment starts with "." (most paths).
  if (input.charCodeAt(0) !== 0x2e && input.indexOf('/.') < 0) return input;
  if (input.charCodeAt(0) === 0x2f) return removeDotSegmentsAbsolute(input);
  const out: string[] = [];
  const n = input.length;
  let i = 0;
  while (i < n) {
    // charCodeAt past the end is NaN, which equals no code unit.
    const c0 = input.charCodeAt(i), c1 = input.charCodeAt(i + 1), c2 = input.charCodeAt(i + 2), c3 = input.charCodeAt(i + 3);
    if (c0 === 0x2e && c1 === 0x2e && c2 === 0x2f) { i += 3; continue; } // 2A "../"
    if (c0 === 0x2e && c1 === 0x2f) { i += 2; continue; } // 2A "./"
    if (c0 === 0x2f && c1 === 0x2e && c2 === 0x2f) { i += 2; continue; } // 2B "/./" -> "/"
    if (c0 === 0x2f && c1 === 0x2e && i + 2 === n) { out.push('/'); break; } // 2B "/." -> "/"
    if (c0 === 0x2f && c1 === 0x2e && c2 === 0x2e && c3 === 0x2f) { i += 3; out.pop(); continue; } // 2C "/../"
    if (c0 === 0x2f && c1 === 0x2e && c2 === 0x2e && i + 3 === n) { out.pop(); out.push('/'); break; } // 2C "/.."
    if ((c0 === 0x2e && i + 1 === n) || (c0 === 0x2e && c1 === 0x2e && i + 2 === n)) break; // 2D
    // 2E: move the first segment (with its initial "/", if any) to the output.
    let j = c0 === 0x2f ? i + 1 : i;
    while (j < n && input.charCodeAt(j) !== 0x2f) j++;
    out.push(input.slice(i, j));
    i = j;
  }
  return out.join('');
}

/**
 * remove_dot_segments for a path that starts with "/", by segments: the same output as the
 * §5.2.4 loop (each "." is dropped, each ".." drops the segment before it, and a final "." or
 * ".." leaves a trailing "/"), with native split and join.
 */
function removeDotSegmentsAbsolute(input: string): string {
  const segs = input.split('/');
  const out: string[] = [];
  const last = segs.length - 1;
  for (let i = 1; i <= last; i++) {
    const seg = segs[i];
    if (seg === '.' || seg === '..') {
      if (seg === '..') out.pop();
      if (i === last) out.push('');
    } else out.push(seg);
  }
  return '/' + out.join('/');
}

/** RFC 3986 §5.2.3 merge. */
function merge(base: Components, refPath: string): string {
  if (base.authority !== null && base.path === '') return '/' + refPath;
  const slash = base.path.lastIndexOf('/');
  return slash < 0 ? refPath : base.path.slice(0, slash + 1) + refPath;
}

/** RFC 3986 §5.2.2 transform references; `base` must have a scheme. */
export function transformReference(base: Components, ref: Components, strict = true): Components {
  let scheme = ref.scheme;
  if (!strict && scheme !== null && base.scheme !== null && scheme.toLowerCase() === base.scheme.toLowerCase()) scheme = null;
  const t: Components = { scheme: null, authority: null, path: '', query: null, fragment: ref.fragment };
  if (scheme !== null) {
    t.scheme = scheme;
    t.authority = ref.authority;
    t.path = removeDotSegments(ref.path);
    t.query = ref.query;
  } else {
    if (ref.authority !== null) {
      t.authority = ref.authority;
      t.path = removeDotSegments(ref.path);
      t.query = ref.query;
    } else {
      if (ref.path === '') {
        t.path = base.path;
        t.query = ref.query !== null ? ref.query : base.query;
      } else {
        t.path = ref.path.charCodeAt(0) === 0x2f ? removeDotSegments(ref.path) : removeDotSegments(merge(base, ref.path));
        t.query = ref.query;
      }
      t.authority = base.authority;
    }
    t.scheme = base.scheme;
  }
  return t;
}

/**
 * RFC 3986 §5.3 component recomposition. Unlike the RFC text, a path that starts with "//"
 * when there is no authority is written as "/." + path (as the URL Standard does), because
 * "//" would otherwise turn its first segment into an authority (RFC 3986 erratum 4547).
 */
export function recompose(t: Components): string {
  let result = '';
  if (t.scheme !== null) result += t.scheme + ':';
  if (t.authority !== null) result += '//' + t.authority;
  else if (t.path.charCodeAt(0) === 0x2f && t.path.charCodeAt(1) === 0x2f) result += '/.';
  result += t.path;
  if (t.query !== null) result += '?' + t.query;
  if (t.fragment !== null) result += '#' + t.fragment;
  return result;
}
