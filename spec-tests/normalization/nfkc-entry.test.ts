// NFKC is an opt-in entry ('iri-url/nfkc'): without it, asking for NFKC is a clear error and
// NFC still works; after importing it, NFKC works.
import { describe, expect, it } from 'vitest';
import { IRI } from '../../lib/index';

describe("the 'iri-url/nfkc' entry", () => {
  it('is needed for NFKC', async () => {
    const x = new IRI('http://h/\uff21', undefined, { mode: 'rfc3987' });
    expect(() => x.normalize({ characters: 'nfkc' })).toThrow(RangeError);
    expect(x.normalize().path).toBe('/\uff21');
    const m = await import('../../lib/nfkc');
    expect(x.normalize({ characters: 'nfkc' }).path).toBe('/A');
    expect(m.nfkc('\ufb01')).toBe('fi');
    expect(m.nfkd('\u00e9')).toBe('e\u0301');
  });
});
