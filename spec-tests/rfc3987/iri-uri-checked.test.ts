// RFC 3987 §3.1 and §3.2 map an IRI's hosts by the IDNA policy it was checked with, and
// normalization (RFC 3986 §6.2.2, RFC 3987 §5.3.2) keeps a valid host valid, so toURI, fromURI
// and normalize do not check the result's hosts by IDNA again: the result must still be what a
// full parse, IDNA included, accepts and makes. On the IRI corpus, with each policy and host
// mapping, and on its variants with upper-case and percent-encoded hosts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IRI } from '../../lib/index';
import { recordOf } from '../support/invariants';

// Every third line (the whole corpus takes long; the lines are alike).
const lines = readFileSync(new URL('../../../shared/bench/iri.txt', import.meta.url), 'utf8').split('\n').filter((l, i) => l !== '' && i % 3 === 0);
const FIELDS = ['href', 'schemeEnd', 'usernameEnd', 'hostStart', 'hostEnd', 'port', 'pathStart', 'queryStart', 'fragmentStart', 'bits'] as const;
const fields = (x: IRI) => { const r = recordOf(x); return FIELDS.map((f) => r[f]); };

describe('toURI, fromURI and normalize results equal a full parse', () => {
  for (const idna of ['idna2008', 'idna2008-registration', 'uts46', 'none'] as const) {
    it(`idna ${idna}`, () => {
      let mapped = 0;
      for (const line of lines) {
        const iri = IRI.parse(line, undefined, { mode: 'rfc3987', idna });
        if (iri === null) continue;
        const upper = IRI.parse(line.toUpperCase(), undefined, { mode: 'rfc3987', idna });
        const encoded = iri.toURI({ host: 'percent-encode' });
        for (const x of [iri, upper, encoded, IRI.fromURI(encoded, { idna })]) {
          if (x === null) continue;
          const n = x.normalize();
          expect(fields(n)).toEqual(fields(new IRI(n.href, undefined, { mode: n.mode, idna })));
        }
        for (const host of ['idna', 'percent-encode'] as const) {
          const uri = iri.toURI({ host });
          expect(uri.mode).toBe('rfc3986');
          expect(fields(uri)).toEqual(fields(new IRI(uri.href, undefined, { mode: 'rfc3986', idna })));
          for (const unicodeHost of [false, true]) {
            const back = IRI.fromURI(uri, { idna, unicodeHost });
            expect(fields(back)).toEqual(fields(new IRI(back.href, undefined, { mode: 'rfc3987', idna })));
          }
          mapped++;
        }
      }
      expect(mapped).toBeGreaterThan(10000);
    });
  }
});
