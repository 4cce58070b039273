// RFC 3986 §5.2.4 remove_dot_segments against a literal transcription of the RFC's loop (string
// rewriting, as the RFC words it), on generated paths: lib/rfc/resolve.ts takes shortcuts (offsets
// into the input, ranges for the output), which must never change the output.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { removeDotSegments, removeDotSegmentsIn } from '../../lib/rfc/resolve';
/** §5.2.4 step 2, rule by rule, on strings. */
function rfc(input: string): string {
  let out = '';
  while (input.length) {
    if (input.startsWith('../')) input = input.slice(3);
    else if (input.startsWith('./')) input = input.slice(2);
    else if (input.startsWith('/./')) input = input.slice(2);
    else if (input === '/.') input = '/';
    else if (input.startsWith('/../')) { input = input.slice(3); out = out.slice(0, Math.max(0, out.lastIndexOf('/'))); }
    else if (input === '/..') { input = '/'; out = out.slice(0, Math.max(0, out.lastIndexOf('/'))); }
    else if (input === '.' || input === '..') input = '';
    else { const j = input.indexOf('/', input[0] === '/' ? 1 : 0); const seg = j < 0 ? input : input.slice(0, j); out += seg; input = input.slice(seg.length); }
  }
  return out;
}
test('remove_dot_segments = the RFC loop on 20000 generated paths', () => {
  fc.assert(fc.property(fc.array(fc.constantFrom('/', '.', '..', 'a', 'b', '...', '%2e'), { maxLength: 12 }).map((a) => a.join('')), (p) => {
    expect(removeDotSegments(p)).toBe(rfc(p));
  }), { numRuns: 20000 });
});
test('remove_dot_segments of a range of a string = the RFC loop on the slice', () => {
  const part = fc.array(fc.constantFrom('/', '.', '..', 'a', 'b', '?', '#'), { maxLength: 10 }).map((a) => a.join(''));
  fc.assert(fc.property(part, part, part, (x, p, y) => {
    expect(removeDotSegmentsIn(x + p + y, x.length, x.length + p.length)).toBe(rfc(p));
  }), { numRuns: 20000 });
});
