// parseUrn and the strict modes against the URN ABNF transcribed as regular expressions (test
// only; they know nothing of lib/rfc/urn.ts): RFC 8141 §2, with its prose rule that an r-component
// ends at "?=" (§2.3.1), and RFC 2141 §2. In the strict modes a "urn" IRI is valid when it
// matches the RFC 3986/3987 grammar and the URN grammar; in mode rfc3987 the URN grammar applies
// to its RFC 3987 §3.1 mapping (each non-ASCII character as a pct-encoded triplet).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IRI } from '../../lib/index';
import { parseUrn } from '../../lib/rfc/urn';
import { RFC3986_GRAMMAR, RFC3987_GRAMMAR } from '../rfc3987/abnf-oracle';

const pchar = "(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})";
const nid8141 = '[A-Za-z0-9][A-Za-z0-9-]{0,30}[A-Za-z0-9]';
const nss8141 = `${pchar}(?:${pchar}|/)*`;
const rComponent = `${pchar}(?:(?!\\?=)(?:${pchar}|[/?]))*`;
const qComponent = `${pchar}(?:${pchar}|[/?])*`;
const fragment = `(?:${pchar}|[/?])*`;
const URN8141 = new RegExp(`^[Uu][Rr][Nn]:${nid8141}:${nss8141}(?:\\?\\+${rComponent})?(?:\\?=${qComponent})?(?:#${fragment})?$`);
const URN2141 = /^[Uu][Rr][Nn]:(?![Uu][Rr][Nn]:)[A-Za-z0-9][A-Za-z0-9-]{0,31}:(?:[A-Za-z0-9()+,\-.:=@;$_!*'/?#]|%[0-9A-Fa-f]{2})+$/;

const BIDI = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/** RFC 3987 §3.1 for the URN check: every non-ASCII code point as one triplet (lone surrogates stay). */
const mapped = (s: string) => s.replace(/[^\u0000-\u007f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff]/gu, '%C3');

const PIECES = [
  'urn:', 'URN:', 'ex', 'a', 'B', '7', '-', ':', ':', ':', '/', '?', '?+', '?=', '+', '=', '#', '%', '%2c', '%zz', '%00', '~', '&',
  ' ', '.', '_', "'", '(', '[', '\\', '"', 'é', '\ue000', '\ud800', 'urn', 'URN', 'x-', 'abcdefghijklmnopqrstuvwxyz012345', '6',
];

function parses(fn: () => unknown): boolean {
  try {
    fn();
    return true;
  } catch (e) {
    expect((e as Error).name).toBe('IRIError');
    return false;
  }
}

describe('URN grammar vs ABNF regular expressions', () => {
  const pieces = fc.array(fc.constantFrom(...PIECES), { maxLength: 10 }).map((a) => a.join(''));
  const likely = fc.array(fc.constantFrom('a', 'B', '7', ':', '/', '?+', '?=', '#', '%2c', '~', '&', "'", 'é', '\ue000'), { maxLength: 8 }).map((a) => a.join(''));
  const strings = fc.oneof(
    pieces.map((p) => 'urn:' + p),
    fc.tuple(fc.constantFrom('ex', 'a', 'ab-', 'URN', 'urn', 'x-y', '-x', 'a.b', 'é'), pieces).map(([n, p]) => `urn:${n}:${p}`),
    { arbitrary: fc.tuple(fc.constantFrom('ex', 'a', 'ab-', 'URN', 'x-y'), likely).map(([n, p]) => `urn:${n}:${p}`), weight: 3 },
    pieces,
  );
  for (const syntax of ['rfc8141', 'rfc2141'] as const) {
    it(syntax, () => {
      const urn = syntax === 'rfc8141' ? URN8141 : URN2141;
      let count = 0, urns = 0, iris = 0;
      const disagreements: string[] = [];
      fc.assert(fc.property(strings, (s) => {
        if (BIDI.test(s)) return;
        count++;
        const isUrnScheme = /^urn:/i.test(s);
        const got = {
          parseUrn: parses(() => parseUrn(s, { urn: syntax })),
          parseUrnIri: parses(() => parseUrn(s, { urn: syntax, iri: true })),
          rfc3986: IRI.canParse(s, undefined, { mode: 'rfc3986', idna: 'none', urn: syntax }),
          rfc3987: IRI.canParse(s, undefined, { mode: 'rfc3987', idna: 'none', urn: syntax }),
        };
        const expected = {
          parseUrn: urn.test(s),
          parseUrnIri: urn.test(mapped(s)) && !/[\ud800-\udfff]/.test(s.replace(/[\ud800-\udbff][\udc00-\udfff]/g, '')) && iprivateOk(s),
          rfc3986: RFC3986_GRAMMAR.absolute.test(s) && (!isUrnScheme || urn.test(s)),
          rfc3987: RFC3987_GRAMMAR.absolute.test(s) && (!isUrnScheme || urn.test(mapped(s))),
        };
        if (got.parseUrn) urns++;
        if (got.rfc3987) iris++;
        if (JSON.stringify(got) !== JSON.stringify(expected)) disagreements.push(`${JSON.stringify(s)}: ${JSON.stringify(got)} expected ${JSON.stringify(expected)}`);
      }), { numRuns: 30000, seed: syntax === 'rfc8141' ? 8141 : 2141 });
      console.log(`[urn oracle ${syntax}] ${count} strings, ${urns} URNs, ${iris} rfc3987 IRIs accepted, ${disagreements.length} disagreements`);
      expect(disagreements.slice(0, 20)).toEqual([]);
      expect(urns).toBeGreaterThan(count / 20);
    });
  }
});

/**
 * parseUrn { iri: true } on its own (no RFC 3987 grammar around it): iprivate is allowed where
 * RFC 3987 allows it, i.e. in what the generic grammar calls the query.
 */
function iprivateOk(s: string): boolean {
  const p = s.indexOf('\ue000');
  if (p < 0) return true;
  const q = s.indexOf('?');
  const f = s.indexOf('#');
  // Every iprivate must be after the first "?" and before the first "#".
  let i = p;
  while (i >= 0) {
    if (q < 0 || i < q || (f >= 0 && i > f) || (f >= 0 && f < q)) return false;
    i = s.indexOf('\ue000', i + 1);
  }
  return true;
}
