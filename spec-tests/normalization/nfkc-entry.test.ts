// NFKC comes from the 'iri-url/nfkc' entry, passed as the characters option; the option rejects
// anything but 'nfc', false or a function with a clear error.
import { describe, expect, it } from 'vitest';
import { IRI } from '../../lib/index';
import { nfkc, nfkd } from '../../lib/nfkc';

describe("the 'iri-url/nfkc' entry", () => {
  it('normalizes with the function given', () => {
    const x = new IRI('http://h/\uff21', undefined, { mode: 'rfc3987' });
    expect(x.normalize().path).toBe('/\uff21');
    expect(x.normalize({ characters: nfkc }).path).toBe('/A');
    expect(nfkc('\ufb01')).toBe('fi');
    expect(nfkd('\u00e9')).toBe('e\u0301');
  });
  it('rejects an unknown characters value', () => {
    const x = new IRI('http://h/\uff21', undefined, { mode: 'rfc3987' });
    expect(() => x.normalize({ characters: 'nfkc' as unknown as 'nfc' })).toThrow(RangeError);
  });
});
