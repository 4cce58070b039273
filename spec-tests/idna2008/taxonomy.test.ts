// RFC 5890 §2.3 label taxonomy (classifyLabel) and the IDNA2008 conversions.
import { describe, expect, it } from 'vitest';
import { punycodeEncode } from '../../lib/idna/punycode';
import { classifyLabel, toASCII, toUnicode, validate } from '../../lib/api/idna';
import { idna2008Lookup, idna2008Register } from '../../lib/idna/idna2008';

const cases: Array<[string, string, string?]> = [
  ['example', 'NR-LDH'],
  ['a-b', 'NR-LDH'],
  ['EXAMPLE', 'NR-LDH'],
  ['ab--cd', 'R-LDH'],
  ['xn--bcher-kva', 'A-label'],
  ['XN--BCHER-KVA', 'A-label'],
  ['xn--mgbh0fb', 'A-label'], // مثال
  ['xn--ab-', 'non-LDH ASCII', 'TRAILING_HYPHEN'], // not LDH, so not an XN-label (decodes to "ab")
  ['xn--ls8h', 'fake A-label', 'DISALLOWED'], // U+1F4A9 is DISALLOWED
  ['xn--99999999999', 'fake A-label', 'PUNYCODE'], // overflow
  ['xn--bcher-kva0', 'fake A-label', 'PUNYCODE'],
  ['xn--' + punycodeEncode('ca\u0301'), 'fake A-label', 'NOT_NFC'], // decodes to a label not in NFC
  ['xn--' + punycodeEncode('a\u05D0b'), 'fake A-label', 'BIDI_5'], // decodes to a label failing the Bidi rule
  ['bücher', 'U-label'],
  ['\u05D0\u05D1', 'U-label'],
  ['l\u00B7l', 'U-label'],
  ['_dmarc', 'non-LDH ASCII', 'DISALLOWED'],
  ['-abc', 'non-LDH ASCII', 'LEADING_HYPHEN'],
  ['abc-', 'non-LDH ASCII', 'TRAILING_HYPHEN'],
  ['a b', 'non-LDH ASCII', 'DISALLOWED'],
  ['', 'invalid', 'EMPTY_LABEL'],
  ['a.b', 'invalid', 'FULL_STOP'],
  ['a'.repeat(64), 'invalid', 'LABEL_TOO_LONG'],
  ['Bücher', 'invalid', 'DISALLOWED'],
  ['a\u0301b', 'invalid', 'NOT_NFC'],
  ['\u0301a', 'invalid', 'LEADING_COMBINING_MARK'],
  ['a\u0378', 'invalid', 'UNASSIGNED'],
  ['ab--ü', 'invalid', 'HYPHEN_3_4'],
  ['a\u00B7b', 'invalid', 'CONTEXTO'],
  ['a\u200Cb', 'invalid', 'CONTEXTJ'],
  ['1\u05D0', 'invalid', 'BIDI_1'],
  ['ü'.repeat(60), 'invalid', 'LABEL_TOO_LONG'],
];

describe('classifyLabel (RFC 5890 §2.3)', () => {
  for (const [label, kind, reason] of cases) {
    it(`${JSON.stringify(label.length > 20 ? label.slice(0, 10) + '…' : label)} is ${kind}${reason ? ' (' + reason + ')' : ''}`, () => {
      const c = classifyLabel(label);
      expect(c.kind).toBe(kind);
      if (reason) expect(c.errors.map((e) => e.code)).toContain(reason);
      else expect(c.errors).toEqual([]);
      if (reason) expect(c.reason).toBe(c.errors[0].code);
    });
  }

  it('compares the re-encoded A-label case-insensitively', () => {
    expect(classifyLabel('xn--bcher-KVA').kind).toBe('A-label');
    // RFC 5891 §5.3: the A-label is lowercased before decoding, so uppercase basic code points are fine.
    expect(classifyLabel('xn--Bcher-kva').kind).toBe('A-label');
  });
});

describe('IDNA2008 conversions', () => {
  it('lookup maps with UTS #46 (RFC 5891 §5.2), registration does not', () => {
    expect(idna2008Lookup('Bücher.Example')).toBe('xn--bcher-kva.example');
    expect(idna2008Register('Bücher.example')).toBe(null);
    expect(idna2008Register('bücher.example')).toBe('xn--bcher-kva.example');
    expect(toASCII('bücher.example', { profile: 'idna2008', strictness: 'registration' })).toBe('xn--bcher-kva.example');
  });

  it('rejects what UTS #46 accepts but IDNA2008 disallows', () => {
    expect(toASCII('\u2615.example')).toBe('xn--53h.example'); // ☕ under UTS #46
    expect(toASCII('\u2615.example', { profile: 'idna2008' })).toBe(null);
    expect(validate('\u2615.example', { profile: 'idna2008' }).errors).toEqual([{ code: 'DISALLOWED', label: 0, codePoint: 0x2615 }]);
  });

  it('validates A-labels by decoding, checking and re-encoding', () => {
    expect(toUnicode('xn--bcher-kva.example', { profile: 'idna2008' })).toEqual({ result: 'bücher.example', valid: true, errors: [] });
    expect(validate('xn--ab-.example', { profile: 'idna2008' }).errors.map((e) => e.code)).toEqual(['FAKE_A_LABEL']);
    expect(validate('xn--ls8h.example', { profile: 'idna2008' }).valid).toBe(false);
  });

  it('checks label and name lengths (63 / 253 octets) and empty labels', () => {
    expect(validate('a'.repeat(64) + '.b', { profile: 'idna2008' }).errors.map((e) => e.code)).toEqual(['LABEL_TOO_LONG']);
    const long = Array(64).fill('abc').join('.'); // 255 octets
    expect(validate(long, { profile: 'idna2008' }).errors.map((e) => e.code)).toEqual(['DOMAIN_TOO_LONG']);
    expect(validate(long, { profile: 'idna2008', verifyDnsLength: false }).valid).toBe(true);
    expect(validate('a..b', { profile: 'idna2008' }).errors.map((e) => e.code)).toEqual(['EMPTY_LABEL']);
    expect(validate('a.b.', { profile: 'idna2008' }).valid).toBe(true);
    expect(validate('ab--c.d', { profile: 'idna2008' }).errors.map((e) => e.code)).toEqual(['HYPHEN_3_4']);
  });
});
