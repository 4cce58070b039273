// The inverse of RFC 3986 §5.2 resolution: the shortest reference r such that resolving r
// against a base gives the target. Candidates are built from the components (fragment only,
// query, relative path with "../", absolute path, network path, the target itself) and each is
// checked by resolving it, so the answer is always right; the shortest that checks wins.

import type { Components } from './resolve';

function suffix(c: Components): string {
  return (c.query !== null ? '?' + c.query : '') + (c.fragment !== null ? '#' + c.fragment : '');
}

function fragmentPart(c: Components): string {
  return c.fragment !== null ? '#' + c.fragment : '';
}

/**
 * Candidate references for `target` against `base` (both absolute, same scheme unless the
 * last candidate, the target itself, is the only one that can work).
 */
export function relativeCandidates(base: Components, target: Components, targetString: string): string[] {
  const out: string[] = [];
  const sameScheme = base.scheme !== null && target.scheme !== null && base.scheme === target.scheme;
  if (sameScheme && base.authority === target.authority) {
    if (base.path === target.path) {
      if (base.query === target.query) {
        out.push(fragmentPart(target)); // "" or "#f"
      } else if (target.query !== null) {
        out.push(suffix(target)); // "?q..."
      }
    }
    // A relative path: "../" up from the base's directory to the common ancestor, then down.
    if (target.path.charCodeAt(0) === 0x2f || (base.authority === null && base.path === '' && target.path !== '')) {
      const baseDir = base.path.slice(0, base.path.lastIndexOf('/') + 1);
      const bSegs = baseDir.split('/');
      const tSegs = target.path.split('/');
      bSegs.pop(); // the empty piece after the last "/"
      let common = 0;
      while (common < bSegs.length && common < tSegs.length - 1 && bSegs[common] === tSegs[common]) common++;
      let rel = '';
      for (let i = common; i < bSegs.length; i++) rel += '../';
      rel += tSegs.slice(common).join('/');
      // "" would mean "the base itself"; a first segment with ":" would read as a scheme;
      // a leading "/" would make an absolute path: all three need "./".
      const first = rel.split('/')[0];
      if (rel === '' || first.indexOf(':') >= 0 || rel.charCodeAt(0) === 0x2f) rel = './' + rel;
      out.push(rel + suffix(target));
      // The last segment alone, or "./" for the directory itself, when the directory is shared.
      if (common === bSegs.length && tSegs.length - 1 === common) {
        const last = tSegs[tSegs.length - 1];
        out.push((last === '' ? './' : last.indexOf(':') >= 0 ? './' + last : last) + suffix(target));
      }
    }
    // An absolute path (not starting with "//", which would read as an authority).
    if (target.path.charCodeAt(0) === 0x2f && target.path.charCodeAt(1) !== 0x2f) out.push(target.path + suffix(target));
  }
  if (sameScheme && target.authority !== null) out.push('//' + target.authority + target.path + suffix(target));
  out.push(targetString);
  return out;
}
