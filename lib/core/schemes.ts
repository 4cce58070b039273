// Default ports, the one table both readings use: URL §4.1 special schemes (http, https, ws,
// wss, ftp; file is special without a port) and RFC 3986 §6.2.3 scheme-based normalization
// (the same schemes but file). Looked up by a number made from the scheme's code units as they
// are read (schemeCode), so that neither the parser nor the recognizer slices or reads the
// scheme again.

/** The special schemes and their default ports (-1: file, special with no port). */
const NAMES = ['ftp', 'file', 'http', 'https', 'ws', 'wss'];
const PORTS = [21, -1, 80, 443, 80, 443];

/** Longest special scheme. */
const LONGEST = 5;

/**
 * The scheme code of a scheme's first n code units, given the code of its first n - 1 and the
 * n-th, c: each ASCII lower alpha is a digit 1-26 in base 32, any other code unit 0 (no special
 * scheme has one, and a scheme starts with a letter, so two schemes of at most LONGEST code units
 * that have a special scheme's code are that scheme); past LONGEST code units, -1.
 */
export function schemeCode(code: number, n: number, c: number): number {
  return n > LONGEST || code < 0 ? -1 : code * 32 + (c >= 0x61 && c <= 0x7a ? c - 0x60 : 0);
}

const CODES: number[] = /* @__PURE__ */ NAMES.map((name) => {
  let code = 0;
  for (let i = 0; i < name.length; i++) code = schemeCode(code, i + 1, name.charCodeAt(i));
  return code;
});

/** The index in NAMES of the scheme with this code, or -1. */
function specialIndex(code: number): number {
  for (let i = 0; i < CODES.length; i++) if (CODES[i] === code) return i;
  return -1;
}

/** The special scheme with scheme code `code` (schemeCode), as the one constant string; else null. */
export function specialSchemeOfCode(code: number): string | null {
  const i = specialIndex(code);
  return i < 0 ? null : NAMES[i];
}

/**
 * The default port of the lowercase scheme with scheme code `code`: the port; -1 for "file"
 * (special, no port); -2 for every other scheme (not special).
 */
export function defaultPortOfCode(code: number): number {
  const i = specialIndex(code);
  return i < 0 ? -2 : PORTS[i];
}

/** The default port of a whole lowercase scheme, as defaultPortOfCode. */
export function defaultPort(scheme: string): number {
  for (let i = 0; i < NAMES.length; i++) if (NAMES[i] === scheme) return PORTS[i];
  return -2;
}
