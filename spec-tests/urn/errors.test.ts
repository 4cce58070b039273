// Every URN code of RFC_ERRORS (lib/core/errors.ts) produced by at least one case, with its
// index and component, through checkUrn (the function the strict parser calls), parseUrn and
// IRI.validate; warnings only when asked for.
import { describe, expect, it } from 'vitest';
import { IRI } from '../../lib/index';
import { RFC_ERRORS } from '../../lib/core/errors';
import type { RfcIssue } from '../../lib/core/errors';
import { RFC3986, RFC3987, strictMode } from '../../lib/core/mode';
import { checkUrn, parseUrn } from '../../lib/rfc/urn';
import type { UrnSyntax } from '../../lib/rfc/urn';

// The last element, when present, is what the strict parser reports instead: a character that no
// RFC 3986 component allows is reported by the RFC 3986 check, once, with its own code.
type Case = [code: string, input: string, index: number, component: string, syntax: UrnSyntax, severity: 'error' | 'warning', strict?: [string, string]];

const CASES: Case[] = [
  ['invalid-urn-prefix', 'urm:ex:a', 2, 'scheme', 'rfc8141', 'error'],
  ['invalid-urn-nid', 'urn:e.x:a', 5, 'nid', 'rfc8141', 'error'],
  ['invalid-urn-nid-length', 'urn:e:a', 4, 'nid', 'rfc8141', 'error'],
  ['urn-nid-reserved', 'urn:URN:a', 4, 'nid', 'rfc2141', 'error'],
  ['missing-urn-nss', 'urn:ex:?=q', 7, 'nss', 'rfc8141', 'error'],
  ['invalid-urn-nss', 'urn:ex:/a', 7, 'nss', 'rfc8141', 'error'],
  ['invalid-urn-nss', 'urn:ex:a~', 8, 'nss', 'rfc2141', 'error'],
  ['invalid-urn-component', 'urn:ex:a?+r?=', 13, 'q-component', 'rfc8141', 'error'],
  ['invalid-urn-component', 'urn:ex:a?+/r', 10, 'r-component', 'rfc8141', 'error'],
  ['invalid-urn-component', 'urn:ex:a#f#', 10, 'f-component', 'rfc8141', 'error', ['invalid-character', 'fragment']],
  ['invalid-urn-component', 'urn:ex:a?+r s', 11, 'r-component', 'rfc8141', 'error', ['invalid-character', 'query']],
  ['invalid-urn-nss', 'urn:ex:a^', 8, 'nss', 'rfc8141', 'error', ['invalid-character', 'path']],
  ['invalid-urn-question-mark', 'urn:ex:a?x', 8, 'rq-components', 'rfc8141', 'error'],
  ['urn-reserved-character', 'urn:ex:a/b', 8, 'nss', 'rfc2141', 'warning'],
  ['urn-nul-octet', 'urn:ex:a%00', 8, 'nss', 'rfc2141', 'warning'],
];

function collect(s: string, syntax: UrnSyntax, warnings: boolean): RfcIssue[] {
  const out: RfcIssue[] = [];
  checkUrn(s, syntax, (issue) => { out.push(issue); }, warnings);
  return out;
}

describe('URN error codes', () => {
  it.each(CASES)('%s in %j at %i (%s, %s)', (code, input, index, component, syntax, severity, strict) => {
    const all = collect(input, syntax, true);
    expect(all.map((e) => [e.code, e.index, e.component, e.severity])).toEqual([[code, index, component, severity]]);
    expect(all[0].message.indexOf(RFC_ERRORS[code as keyof typeof RFC_ERRORS])).toBe(0);
    expect(all[0].message).toMatch(/^RFC \d+ §/);
    if (severity === 'error') {
      let e: { code: string; index: number; component: string } | null = null;
      try { parseUrn(input, { urn: syntax }); } catch (x) { e = x as typeof e; }
      expect(e && [e.code, e.index, e.component]).toEqual([code, index, component]);
    } else {
      expect(collect(input, syntax, false)).toEqual([]);
      expect(() => parseUrn(input, { urn: syntax })).not.toThrow();
    }
    // Through the strict parser (a "urn" IRI), except the prefix, which the scheme decides.
    if (code !== 'invalid-urn-prefix') {
      const v = IRI.validate(input, undefined, { mode: 'rfc3986', urn: syntax });
      const [c, comp] = strict || [code, component];
      expect(v.errors).toEqual([expect.objectContaining({ code: c, index, component: comp, severity })]);
      expect(v.valid).toBe(severity === 'warning');
    }
  });

  it('every URN code in RFC_ERRORS is covered', () => {
    const urnCodes = Object.keys(RFC_ERRORS).filter((k) => k.indexOf('urn') >= 0).sort();
    expect([...new Set(CASES.map((c) => c[0]))].sort()).toEqual(urnCodes);
    expect(urnCodes.length).toBe(10);
  });

  it('the hook reports only what the URN grammar adds; given a syntax name, checkUrn checks every character', () => {
    // "a b": the RFC 3986 parser reports the space; the URN check does not repeat it.
    expect(IRI.validate('urn:ex:a b', undefined, { mode: 'rfc3986' }).errors.map((e) => e.code)).toEqual(['invalid-character']);
    expect(collect('urn:ex:a b', 'rfc8141', false).map((e) => [e.code, e.index])).toEqual([['invalid-urn-nss', 8]]);
    // checkUrn given a Mode is the hook: it uses the mode's urn option and its IRI flag.
    const issues: string[] = [];
    checkUrn('urn:ex:café', strictMode(RFC3987, undefined), (e) => { issues.push(e.code); });
    checkUrn('urn:ex:a~', strictMode(RFC3986, { urn: 'rfc2141' }), (e) => { issues.push(e.code); });
    checkUrn('urn:a:a', strictMode(RFC3986, { urn: 'none' }), (e) => { issues.push(e.code); });
    expect(issues).toEqual(['invalid-urn-nss']);
    // The frozen defaults stay frozen objects when no option is given.
    expect(strictMode(RFC3986, {})).toBe(RFC3986);
    expect(strictMode(RFC3986, { urn: 'rfc8141' })).toEqual(RFC3986);
    expect(RFC3986.urn).toBe('rfc8141');
    expect(RFC3987.urn).toBe('rfc8141');
  });

  it('every problem is reported when the sink goes on', () => {
    expect(collect('urn:-x:/a b?=#f g', 'rfc8141', false).map((e) => [e.code, e.index])).toEqual([
      ['invalid-urn-nid', 4], ['invalid-urn-nss', 7], ['invalid-urn-nss', 9], ['invalid-urn-component', 13], ['invalid-urn-component', 15],
    ]);
  });
});
