// RFC 3986 §2 character classes (unreserved, sub-delims, gen-delims) as 128-entry bit tables,
// and RFC 3987 §2.2 ucschar and iprivate.

export const enum RfcSet {
  Unreserved = 1, // ALPHA / DIGIT / "-" / "." / "_" / "~"
  SubDelims = 2, // "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
  Colon = 4,
  At = 8,
  Slash = 16,
  Question = 32,
}

export const RFC_CHARS: Uint8Array = /* @__PURE__ */ (() => {
  const t = new Uint8Array(128);
  const set = (bits: number, chars: string) => {
    for (let i = 0; i < chars.length; i++) t[chars.charCodeAt(i)] |= bits;
  };
  set(RfcSet.Unreserved, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~');
  set(RfcSet.SubDelims, "!$&'()*+,;=");
  set(RfcSet.Colon, ':');
  set(RfcSet.At, '@');
  set(RfcSet.Slash, '/');
  set(RfcSet.Question, '?');
  return t;
})();

/** RFC 3986 §3.3 pchar = unreserved / pct-encoded / sub-delims / ":" / "@" (pct handled apart). */
export const PCHAR = RfcSet.Unreserved | RfcSet.SubDelims | RfcSet.Colon | RfcSet.At;
/** RFC 3986 §3.4-3.5 query and fragment = *( pchar / "/" / "?" ). */
export const QUERY_CHARS = PCHAR | RfcSet.Slash | RfcSet.Question;
/** RFC 3986 §3.2.1 userinfo = *( unreserved / pct-encoded / sub-delims / ":" ). */
export const USERINFO_CHARS = RfcSet.Unreserved | RfcSet.SubDelims | RfcSet.Colon;
/** RFC 3986 §3.2.2 reg-name = *( unreserved / pct-encoded / sub-delims ). */
export const REG_NAME_CHARS = RfcSet.Unreserved | RfcSet.SubDelims;

/** RFC 3987 §2.2 ucschar. */
export function isUcschar(cp: number): boolean {
  if (cp < 0xa0) return false;
  if (cp <= 0xd7ff) return true;
  if (cp < 0xf900) return false;
  if (cp <= 0xfdcf) return true;
  if (cp < 0xfdf0) return false;
  if (cp <= 0xffef) return true;
  if (cp < 0x10000 || cp > 0xeffff) return false;
  if (cp >= 0xe0000 && cp < 0xe1000) return false;
  return (cp & 0xfffe) !== 0xfffe; // %xN0000-NFFFD: the last two code points of each plane are out
}

/** RFC 3987 §2.2 iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD. */
export function isIprivate(cp: number): boolean {
  return (cp >= 0xe000 && cp <= 0xf8ff) || (cp >= 0xf0000 && cp <= 0xffffd) || (cp >= 0x100000 && cp <= 0x10fffd);
}

/** RFC 3987 §4.1: LRM, RLM, LRE, RLE, PDF, LRO, RLO. */
export function isBidiFormatting(cp: number): boolean {
  return cp === 0x200e || cp === 0x200f || (cp >= 0x202a && cp <= 0x202e);
}

/** The bidi isolates LRI, RLI, FSI, PDI (Unicode 6.3, after RFC 3987). */
export function isBidiIsolate(cp: number): boolean {
  return cp >= 0x2066 && cp <= 0x2069;
}
