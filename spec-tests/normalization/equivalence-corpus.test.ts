// IRI.equals on the IRI corpus: each line is equivalent to variants that normalize to it (scheme
// and the host's ASCII letters in upper case, a "." segment) and to its URI (RFC 3987 §5.3.3: an IDN host and its
// A-labels; a URN is not, by RFC 8141 §3), and not to the next line; the same at 'syntax' except for the URI form with
// A-labels, which only the scheme rung equates.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IRI } from '../../lib/index';

const O = { mode: 'rfc3987' } as const;
const lines = readFileSync(new URL('../../../shared/bench/iri.txt', import.meta.url), 'utf8').split('\n')
  .filter((l, i) => l !== '' && i % 4 === 0 && IRI.canParse(l, undefined, O));

/** The scheme and the ASCII letters of the host in upper case, and a "." segment. */
function variant(s: string): string {
  const i = s.indexOf('://');
  if (i < 0) return s;
  const j = s.indexOf('/', i + 3);
  const authority = j < 0 ? s.slice(i + 3) : s.slice(i + 3, j);
  const at = authority.lastIndexOf('@') + 1;
  const host = authority.slice(at).replace(/[a-z]/g, (c) => c.toUpperCase());
  return s.slice(0, i).toUpperCase() + '://' + authority.slice(0, at) + host + (j < 0 ? '' : '/.' + s.slice(j));
}

describe('IRI.equals on iri.txt', () => {
  it('a line equals its variants and its URI, and not the next line', () => {
    let idn = 0;
    for (let k = 0; k < lines.length; k++) {
      const a = lines[k];
      const v = variant(a);
      if (IRI.canParse(v, undefined, O)) expect(IRI.equals(a, v)).toBe(true);
      const uri = new IRI(a, undefined, O).toURI().href;
      // (A URN and its URI differ: RFC 8141 §3 never decodes a triplet.)
      expect(IRI.equals(a, uri)).toBe(!/^urn:/i.test(a) || uri === a);
      if (/^(https?|ftp|wss?):\/\/[^/?#]*[^\x00-\x7f]/.test(a) && !/%/.test(a)) {
        // An IDN host: its A-labels are equivalent only at the scheme rung.
        idn++;
        expect(IRI.equals(a, uri, { level: 'syntax' })).toBe(false);
      }
      const b = lines[(k + 1) % lines.length];
      if (b !== a) expect(IRI.equals(a, b)).toBe(false);
    }
    expect(idn).toBeGreaterThan(500);
  });
});
