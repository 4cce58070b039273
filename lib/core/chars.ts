// Code-point classes shared by every layer (URL Standard §Infrastructure, RFC 3986 §2).
// ASCII only: every test is a comparison or a 128-entry table lookup.

export const enum Ch {
  Tab = 0x09, LF = 0x0a, CR = 0x0d, Space = 0x20, Bang = 0x21, Quote = 0x22, Hash = 0x23,
  Dollar = 0x24, Percent = 0x25, Amp = 0x26, Apos = 0x27, Plus = 0x2b, Comma = 0x2c,
  Hyphen = 0x2d, Dot = 0x2e, Slash = 0x2f, Digit0 = 0x30, Digit9 = 0x39, Colon = 0x3a,
  Semicolon = 0x3b, Lt = 0x3c, Eq = 0x3d, Gt = 0x3e, Question = 0x3f, At = 0x40,
  UpperA = 0x41, UpperF = 0x46, UpperX = 0x58, UpperZ = 0x5a, LBracket = 0x5b,
  Backslash = 0x5c, RBracket = 0x5d, Caret = 0x5e, Underscore = 0x5f, Backtick = 0x60,
  LowerA = 0x61, LowerF = 0x66, LowerX = 0x78, LowerZ = 0x7a, LBrace = 0x7b, Pipe = 0x7c,
  RBrace = 0x7d, Tilde = 0x7e, Del = 0x7f,
}

export function isASCIIDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

export function isASCIIAlpha(c: number): boolean {
  return (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
}

/** Infra ASCII upper alpha. */
export function isASCIIUpperAlpha(c: number): boolean {
  return c >= 0x41 && c <= 0x5a;
}

export function isASCIIAlphanumeric(c: number): boolean {
  return isASCIIAlpha(c) || isASCIIDigit(c);
}

/** Value of an ASCII hex digit, or -1. */
export function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const l = c | 0x20;
  if (l >= 0x61 && l <= 0x66) return l - 0x57;
  return -1;
}

/** True when s contains an ASCII upper alpha (so toLowerCase would change it). */
export function hasASCIIUpper(s: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a) return true;
  }
  return false;
}

/** ASCII lowercase (Infra); the input must be ASCII or the caller accepts the JS mapping. */
export function asciiLowercase(s: string): string {
  return hasASCIIUpper(s, 0, s.length) ? s.toLowerCase() : s;
}

export function isSurrogateLead(c: number): boolean {
  return (c & 0xfc00) === 0xd800;
}

export function isSurrogateTrail(c: number): boolean {
  return (c & 0xfc00) === 0xdc00;
}

/** URL §4.1 forbidden host code points, as listed there (all ASCII). */
const FORBIDDEN_HOST_CODE_POINTS = [0x00, 0x09, 0x0a, 0x0d, 0x20, 0x23, 0x2f, 0x3a, 0x3c, 0x3e, 0x3f, 0x40, 0x5b, 0x5c, 0x5d, 0x5e, 0x7c];

/** By ASCII code point: 1 when a forbidden host code point, 2 when a forbidden domain code point (both bits for most). */
const FORBIDDEN: Uint8Array = /* @__PURE__ */ (() => {
  const t = new Uint8Array(128);
  for (let i = 0; i < FORBIDDEN_HOST_CODE_POINTS.length; i++) t[FORBIDDEN_HOST_CODE_POINTS[i]] = 3;
  for (let c = 0; c <= 0x1f; c++) t[c] |= 2; // forbidden domain: also the C0 controls, "%" and U+007F
  t[0x25] |= 2;
  t[0x7f] |= 2;
  return t;
})();

/** URL §4.1 forbidden host code point (ASCII only: nothing above U+007F is one). */
export function isForbiddenHostCodePoint(c: number): boolean {
  return c >= 0 && c < 0x80 && (FORBIDDEN[c] & 1) !== 0;
}

/** URL §4.1 forbidden domain code point: forbidden host, C0 controls, %, U+007F. */
export function isForbiddenDomainCodePoint(c: number): boolean {
  return c >= 0 && c < 0x80 && (FORBIDDEN[c] & 2) !== 0;
}

/**
 * URL §4.1 URL code points, for validation errors only: ASCII alphanumeric, the listed
 * punctuation, and U+00A0 to U+10FFFD excluding surrogates and noncharacters.
 */
export function isURLCodePoint(cp: number): boolean {
  if (cp < 0x80) {
    if (isASCIIAlphanumeric(cp)) return true;
    switch (cp) {
      case 0x21: case 0x24: case 0x26: case 0x27: case 0x28: case 0x29: case 0x2a: case 0x2b:
      case 0x2c: case 0x2d: case 0x2e: case 0x2f: case 0x3a: case 0x3b: case 0x3d: case 0x3f:
      case 0x40: case 0x5f: case 0x7e:
        return true;
    }
    return false;
  }
  if (cp < 0xa0 || cp > 0x10fffd) return false;
  if (cp >= 0xd800 && cp <= 0xdfff) return false;
  if (cp >= 0xfdd0 && cp <= 0xfdef) return false;
  if ((cp & 0xfffe) === 0xfffe) return false;
  return true;
}

/**
 * Web IDL §3.2.10 DOMString conversion (ECMAScript ToString), the one rule every public function
 * applies to a string argument: a string as it is, a Symbol a TypeError (String(symbol) would
 * give "Symbol(…)"), anything else String(value) (undefined → "undefined", 5 → "5").
 */
export function toDOMString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'symbol') throw new TypeError('Cannot convert a Symbol value to a string');
  return String(value);
}

/** Replaces lone surrogates with U+FFFD (WebIDL USVString conversion). */
export function toUSVString(s: string): string {
  const n = s.length;
  let i = 0;
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if ((c & 0xf800) === 0xd800) {
      if (isSurrogateLead(c) && i + 1 < n && isSurrogateTrail(s.charCodeAt(i + 1))) { i++; continue; }
      break;
    }
  }
  if (i === n) return s;
  const parts: string[] = [];
  let from = 0;
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if ((c & 0xf800) !== 0xd800) continue;
    if (isSurrogateLead(c) && i + 1 < n && isSurrogateTrail(s.charCodeAt(i + 1))) { i++; continue; }
    parts.push(s.slice(from, i), '\ufffd');
    from = i + 1;
  }
  parts.push(s.slice(from));
  return parts.join('');
}

/**
 * The code point at s[i], i < end: a surrogate pair whose trail is before `end` counts as one
 * code point; anything else (a lone surrogate included) is its code unit.
 */
export function codePointAt(s: string, i: number, end: number = s.length): number {
  const c = s.charCodeAt(i);
  if ((c & 0xfc00) === 0xd800 && i + 1 < end) {
    const d = s.charCodeAt(i + 1);
    if ((d & 0xfc00) === 0xdc00) return 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
  }
  return c;
}

/** Appends the UTF-16 code units of code point cp to `units`. */
export function pushCodeUnits(units: number[], cp: number): void {
  if (cp > 0xffff) units.push(0xd800 + ((cp - 0x10000) >> 10), 0xdc00 + ((cp - 0x10000) & 0x3ff));
  else units.push(cp);
}

/** The string of one code point. */
export function fromCodePoint(cp: number): string {
  return cp > 0xffff ? String.fromCharCode(0xd800 + ((cp - 0x10000) >> 10), 0xdc00 + ((cp - 0x10000) & 0x3ff)) : String.fromCharCode(cp);
}

/**
 * The code points c from U+0020 to U+007E with keep(c), as the body of a regular expression's
 * character class ("\\x21\\x24-\\x3b..."): a class that, negated, also matches every C0 control,
 * U+007F and every code unit above.
 */
export function asciiClass(keep: (c: number) => boolean): string {
  let body = '';
  for (let c = 0x20; c < 0x7f; c++) {
    if (!keep(c)) continue;
    let e = c;
    while (e + 1 < 0x7f && keep(e + 1)) e++;
    body += '\\x' + c.toString(16) + (e > c ? '-\\x' + e.toString(16) : '');
    c = e;
  }
  return body;
}
