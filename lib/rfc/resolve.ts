// RFC 3986 §5.2 reference resolution (RFC 3987 §6.5: IRIs are resolved as characters):
// §5.2.2 transform references (strict, or the non-strict variant), §5.2.3 merge paths,
// §5.2.4 remove_dot_segments (linear time), §5.3 component recomposition; and a base prepared
// once for many references (IRI.resolve caches it per base).

/** The five components of RFC 3986 §5.2.2; undefined components are null. */
export interface Components {
  scheme: string | null;
  authority: string | null;
  path: string;
  query: string | null;
  fragment: string | null;
}

/** RFC 3986 §5.2.4 remove_dot_segments. */
export function removeDotSegments(input: string): string {
  return removeDotSegmentsIn(input, 0, input.length);
}

/**
 * The output buffer of removeDotSegmentsIn as ranges of its input: [starts[k], ends[k]) for k
 * below `top`; kept from call to call (no array per call).
 */
const starts: number[] = [];
const ends: number[] = [];
/**
 * How many times 2C found the output buffer empty in the last removeDotSegmentsIn call: the
 * segments it would have removed from an output that started with more (mergeDotFree).
 */
let underflow = 0;

/**
 * RFC 3986 §5.2.4 remove_dot_segments of s[start, end), over offsets: an index into the input
 * instead of rewriting it, and the output buffer as a stack of ranges of the input (step 2E
 * pushes the segment it moves, 2C pops the last one), joined at the end from as few slices as
 * the ranges allow (usually one or two). Linear time; a slice when there is no dot segment.
 */
export function removeDotSegmentsIn(s: string, start: number, end: number): string {
  underflow = 0;
  // Nothing to remove unless a segment starts with "." (most paths).
  if (!mayHoldDotSegment(s, start, end)) return start === 0 && end === s.length ? s : s.slice(start, end);
  let top = 0;
  let i = start;
  while (i < end) {
    // Past `end`, a code unit reads as -1, which equals none of the delimiters.
    const c0 = s.charCodeAt(i);
    const c1 = i + 1 < end ? s.charCodeAt(i + 1) : -1;
    const c2 = i + 2 < end ? s.charCodeAt(i + 2) : -1;
    const c3 = i + 3 < end ? s.charCodeAt(i + 3) : -1;
    if (c0 === 0x2e && c1 === 0x2e && c2 === 0x2f) { i += 3; continue; } // 2A "../"
    if (c0 === 0x2e && c1 === 0x2f) { i += 2; continue; } // 2A "./"
    if (c0 === 0x2f && c1 === 0x2e && c2 === 0x2f) { i += 2; continue; } // 2B "/./" -> "/"
    if (c0 === 0x2f && c1 === 0x2e && i + 2 === end) { // 2B "/." -> "/"
      starts[top] = i; ends[top++] = i + 1;
      break;
    }
    if (c0 === 0x2f && c1 === 0x2e && c2 === 0x2e && c3 === 0x2f) { i += 3; if (top > 0) top--; else underflow++; continue; } // 2C "/../"
    if (c0 === 0x2f && c1 === 0x2e && c2 === 0x2e && i + 3 === end) { // 2C "/.." -> "/"
      if (top > 0) top--; else underflow++;
      starts[top] = i; ends[top++] = i + 1;
      break;
    }
    if ((c0 === 0x2e && i + 1 === end) || (c0 === 0x2e && c1 === 0x2e && i + 2 === end)) break; // 2D
    // 2E: move the first segment (with its initial "/", if any) to the output.
    let j = c0 === 0x2f ? i + 1 : i;
    while (j < end && s.charCodeAt(j) !== 0x2f) j++;
    starts[top] = i; ends[top++] = j;
    i = j;
  }
  // 3. The output: runs of ranges that follow each other in the input make one slice.
  let out = '';
  for (let k = 0; k < top; ) {
    const from = starts[k];
    let to = ends[k++];
    while (k < top && starts[k] === to) to = ends[k++];
    out += s.slice(from, to);
  }
  return out;
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

/**
 * A base (without fragment) prepared for §5.2.2 with references that have neither scheme nor
 * authority: what §5.2.2, §5.2.3 and §5.3 take from the base, computed once.
 */
export interface PreparedBase {
  components: Components;
  /** §5.3 up to the path: scheme ":" and "//" authority when defined. */
  prefix: string;
  /** prefix + Base.path, and the same + "?" Base.query (for an empty reference path). */
  withPath: string;
  withQuery: string;
  /** prefix + dir (with an authority: a relative path's target starts with a part of it). */
  withDir: string;
  /** §5.3: a path starting with "//" needs "/." before it (no authority). */
  guardPath: boolean;
  /** §5.2.3 merge(Base, ""): the base path up to its last "/", or "/" for an empty one after an authority. */
  dir: string;
  /**
   * The offsets of the "/"s of dir when dir starts with "/" and has no dot segment, else null:
   * then "../" steps of a reference only drop the last segments of dir (no rewrite needed).
   */
  slashes: number[] | null;
}

export function prepareBase(c: Components): PreparedBase {
  const prefix = c.authority !== null ? c.scheme + '://' + c.authority : c.scheme + ':';
  const guardPath = c.authority === null;
  const withPath = prefix + (guardPath && c.path.charCodeAt(0) === 0x2f && c.path.charCodeAt(1) === 0x2f ? '/.' : '') + c.path;
  const dir = c.authority !== null && c.path === '' ? '/' : c.path.slice(0, c.path.lastIndexOf('/') + 1);
  let slashes: number[] | null = null;
  if (dir.charCodeAt(0) === 0x2f && dir.indexOf('/./') < 0 && dir.indexOf('/../') < 0) {
    slashes = [];
    for (let i = dir.indexOf('/'); i >= 0; i = dir.indexOf('/', i + 1)) slashes.push(i);
  }
  return { components: c, prefix, withPath, withQuery: c.query !== null ? withPath + '?' + c.query : withPath, withDir: prefix + dir, guardPath, dir, slashes };
}

/**
 * §5.2.2 and §5.3 for a reference with no scheme and no authority, given as ref with its path
 * at [pathStart, pathEnd) and its query and fragment (if any) after it: the target's string.
 */
export function resolvePathReference(b: PreparedBase, ref: string, pathStart: number, pathEnd: number, hasQuery: boolean): string {
  // Empty path: Base.path, and R.query if defined else Base.query; then R.fragment.
  if (pathStart === pathEnd) return (hasQuery ? b.withPath : b.withQuery) + ref.slice(pathEnd);
  if (ref.charCodeAt(pathStart) !== 0x2f && b.dir !== '') return mergeDotFree(b, ref, pathStart, pathEnd);
  // R.path (also what merge gives when dir is ''); with an authority and no dot segment, the
  // rest of R as it is.
  if (!b.guardPath && !mayHoldDotSegment(ref, pathStart, pathEnd)) return b.prefix + ref.slice(pathStart);
  return target(b, removeDotSegmentsIn(ref, pathStart, pathEnd), ref, pathEnd);
}

/** §5.3 from the base's scheme and authority, the target's path, then R's query and fragment from `pathEnd`. */
function target(b: PreparedBase, path: string, ref: string, pathEnd: number): string {
  const guard = b.guardPath && path.charCodeAt(0) === 0x2f && path.charCodeAt(1) === 0x2f ? '/.' : '';
  return b.prefix + guard + path + ref.slice(pathEnd);
}

/** Whether s[start,end) may hold a dot segment: it starts with "." or has "/." (most paths have neither). */
export function mayHoldDotSegment(s: string, start: number, end: number): boolean {
  const dot = s.indexOf('/.', start);
  return s.charCodeAt(start) === 0x2e || (dot >= 0 && dot + 1 < end);
}

/**
 * The target of a relative-path reference: remove_dot_segments(merge(Base, R.path)), then §5.3.
 * When dir has no dot segment and R.path is leading "../" and "./" steps (or a final ".." or
 * ".") before a rest with none, each "../" drops the last segment of dir (not past the root), as
 * §5.2.4 rule 2C would: one slice of prefix + dir and one of R. When the rest has dot segments
 * too, §5.2.4 runs on "/" R.path alone: dir's segments (a dot-free "/a/b/" gives "/a" and "/b")
 * would be the output buffer's first, so each 2C that finds the buffer empty removes one of them
 * instead. Else (dir has dot segments or no "/" first) the merged path is rewritten.
 */
function mergeDotFree(b: PreparedBase, ref: string, start: number, end: number): string {
  const slashes = b.slashes;
  if (slashes === null) return target(b, removeDotSegments(b.dir + ref.slice(start, end)), ref, end);
  let up = 0;
  let i = start;
  for (;;) {
    if (ref.charCodeAt(i) !== 0x2e) break;
    const c1 = i + 1 < end ? ref.charCodeAt(i + 1) : -1;
    if (c1 === 0x2f) { i += 2; continue; } // "./"
    if (c1 === -1) { i = end; break; } // a final "."
    if (c1 !== 0x2e) break;
    const c2 = i + 2 < end ? ref.charCodeAt(i + 2) : -1;
    if (c2 === 0x2f) { up++; i += 3; continue; } // "../"
    if (c2 === -1) { up++; i = end; break; } // a final ".."
    break;
  }
  const last = slashes.length - 1; // (the number of dir's segments)
  if (i === end || !mayHoldDotSegment(ref, i, end)) {
    const keep = up > last ? 1 : slashes[last - up] + 1;
    if (!b.guardPath) return b.withDir.slice(0, b.prefix.length + keep) + ref.slice(i);
    return target(b, b.dir.slice(0, keep) + ref.slice(i, end), ref, end);
  }
  const rest = removeDotSegments('/' + ref.slice(start, end));
  return target(b, (underflow >= last ? '' : b.dir.slice(0, slashes[last - underflow])) + rest, ref, end);
}
