// IRI.validate: every validation error the URL Standard names (URL §1.1 "Writing", table of
// validation errors), with the index where it arises, whether the parse fails, and that
// validate never throws. Cases follow the spec's own examples where it gives one.
import { describe, expect, it } from 'vitest';
import { IRI, URL } from '../../lib/index';
import type { ValidationErrorCode } from '../../lib/index';

type Case = [code: ValidationErrorCode, input: string, index: number, failure: boolean, base?: string];

const CASES: Case[] = [
  ['domain-to-ASCII', 'https://ex_ample.org/', 8, false], // UseSTD3ASCIIRules (strict) rejects "_"
  ['domain-to-ASCII', 'http://GOO\u3000goo.com', 7, true], // U+3000 maps to a space: forbidden
  ['domain-percent-encoded', 'https://exam%70le.org', 12, false],
  ['host-invalid-code-point', 'foo://exa[mple.org', 9, true],
  ['IPv4-empty-part', 'https://127.0.0.1./', 17, false],
  ['IPv4-too-few-parts', 'https://1.2.3/', 8, false],
  ['IPv4-too-many-parts', 'https://1.2.3.4.5/', 8, true],
  ['IPv4-non-numeric-part', 'https://test.42', 8, true],
  ['IPv4-non-decimal-part', 'https://127.0.0x0.1', 14, false],
  ['IPv4-out-of-range-part', 'https://255.255.4000.1', 16, true],
  ['IPv6-unclosed', 'https://[::1', 8, true],
  ['IPv6-invalid-compression', 'https://[:1]', 9, true],
  ['IPv6-too-many-pieces', 'https://[1:2:3:4:5:6:7:8:9]', 25, true],
  ['IPv6-multiple-compression', 'https://[1::1::1]', 14, true],
  ['IPv6-invalid-code-point', 'https://[1:4:a:z::]', 15, true],
  ['IPv6-invalid-code-point', 'https://[1:]', 11, true], // ":" at the end
  ['IPv6-too-few-pieces', 'https://[1:2:3]', 14, true],
  ['IPv6-piece-leading-zero', 'https://[0001::]', 9, false],
  ['IPv4-in-IPv6-too-many-pieces', 'https://[1:1:1:1:1:1:1:127.0.0.1]', 23, true],
  ['IPv4-in-IPv6-invalid-code-point', 'https://[ffff::127.0.xyz.1]', 21, true],
  ['IPv4-in-IPv6-invalid-code-point', 'https://[ffff::.0.0.1]', 15, true], // "." with no digits
  ['IPv4-in-IPv6-out-of-range-part', 'https://[ffff::127.0.0.4000]', 25, true],
  ['IPv4-in-IPv6-too-few-parts', 'https://[ffff::127.0.0]', 22, true],
  ['invalid-URL-unit', 'https://example.org/>', 20, false],
  ['invalid-URL-unit', 'https://example.org/%zz', 20, false], // "%" without two hex digits
  ['invalid-URL-unit', ' https://example.org/', 0, false], // leading space trimmed
  ['invalid-URL-unit', 'https://example.org/a\tb', 21, false], // tab removed
  ['special-scheme-missing-following-solidus', 'https:example.org', 6, false],
  ['missing-scheme-non-relative-URL', '\u{1F4A9}', 0, true],
  ['missing-scheme-non-relative-URL', '\u{1F4A9}', 0, true, 'mailto:user@example.org'], // opaque base
  ['invalid-reverse-solidus', 'https://example.org\\path', 19, false],
  ['invalid-credentials', 'https://user@example.org', 12, false],
  ['host-missing', 'https://#fragment', 8, true],
  ['host-missing', 'https://:443', 8, true],
  ['host-missing', 'https://user:pass@', 18, true],
  ['port-out-of-range', 'https://example.org:70000', 20, true],
  ['port-invalid', 'https://example.org:7z', 21, true],
  ['file-invalid-Windows-drive-letter', 'C|/foo', 0, false, 'file:///x'],
  ['file-invalid-Windows-drive-letter-host', 'file://c:', 7, false],
];

describe('IRI.validate: the URL Standard validation errors', () => {
  it.each(CASES)('%s in %j at %i', (code, input, index, failure, base) => {
    const result = IRI.validate(input, base);
    expect(result.errors).toContainEqual({ code, index });
    expect(result.failure).toBe(failure);
    expect(result.valid).toBe(false);
    expect(URL.canParse(input, base)).toBe(!failure);
    if (!failure) expect(result.href).toBe(new URL(input, base).href);
  });

  it('covers every named error', () => {
    const names: ValidationErrorCode[] = [
      'domain-to-ASCII', 'domain-percent-encoded', 'host-invalid-code-point', 'IPv4-empty-part',
      'IPv4-too-few-parts', 'IPv4-too-many-parts', 'IPv4-non-numeric-part', 'IPv4-non-decimal-part',
      'IPv4-out-of-range-part', 'IPv6-unclosed', 'IPv6-invalid-compression', 'IPv6-too-many-pieces',
      'IPv6-multiple-compression', 'IPv6-invalid-code-point', 'IPv6-too-few-pieces', 'IPv6-piece-leading-zero',
      'IPv4-in-IPv6-too-many-pieces', 'IPv4-in-IPv6-invalid-code-point', 'IPv4-in-IPv6-out-of-range-part',
      'IPv4-in-IPv6-too-few-parts', 'invalid-URL-unit', 'special-scheme-missing-following-solidus',
      'missing-scheme-non-relative-URL', 'invalid-reverse-solidus', 'invalid-credentials', 'host-missing',
      'port-out-of-range', 'port-invalid', 'file-invalid-Windows-drive-letter',
      'file-invalid-Windows-drive-letter-host',
    ];
    expect(new Set(CASES.map((c) => c[0]))).toEqual(new Set(names));
  });

  it('reports nothing for valid URLs', () => {
    for (const input of ['https://example.com/././foo', 'hello:world', 'https://example.org//', 'https://example/%25?%25#%25', 'file:///C:/demo']) {
      expect(IRI.validate(input)).toEqual({ valid: true, failure: false, errors: [], href: new URL(input).href });
    }
    expect(IRI.validate('example', 'https://example.com/demo').valid).toBe(true);
  });

  it('reports a base that does not parse, and never throws', () => {
    expect(IRI.validate('https://a/p', 'not a url')).toEqual({ valid: false, failure: true, errors: [{ code: 'invalid-base', index: -1 }], href: null });
    for (const bad of ['', '\u0000', '\ud800', 'http://[', '::::', '%', 'http://a:99999999999999999999/']) {
      expect(() => IRI.validate(bad)).not.toThrow();
    }
  });

  it('keeps every index inside the input and reports errors in input order per component', () => {
    for (const input of ['  https://exa%41mple.org\\a b\t/?x y#z`  ', 'http://1.2.3.4.5', 'https://[::1']) {
      for (const e of IRI.validate(input).errors) {
        expect(e.index).toBeGreaterThanOrEqual(0);
        expect(e.index).toBeLessThanOrEqual(input.length);
      }
    }
  });
});
