// Default ports, the one table both readings use: URL §4.1 special schemes (http, https, ws,
// wss, ftp; file is special without a port) and RFC 3986 §6.2.3 scheme-based normalization
// (the same schemes but file). Read by code units, so the parser need not slice the scheme.

/**
 * The default port of the lowercase scheme s[start,end): the port; -1 for "file" (special, no
 * port); -2 for every other scheme (not special).
 */
export function schemeDefaultPort(s: string, start: number, end: number): number {
  // (No helper closure: one would be allocated per call where the optimizer does not inline it.)
  const c0 = s.charCodeAt(start), c1 = s.charCodeAt(start + 1);
  switch (end - start) {
    case 2:
      return c0 === 0x77 && c1 === 0x73 ? 80 : -2; // ws
    case 3: {
      const c2 = s.charCodeAt(start + 2);
      if (c0 === 0x77 && c1 === 0x73 && c2 === 0x73) return 443; // wss
      if (c0 === 0x66 && c1 === 0x74 && c2 === 0x70) return 21; // ftp
      return -2;
    }
    case 4: {
      const c2 = s.charCodeAt(start + 2), c3 = s.charCodeAt(start + 3);
      if (c0 === 0x68 && c1 === 0x74 && c2 === 0x74 && c3 === 0x70) return 80; // http
      if (c0 === 0x66 && c1 === 0x69 && c2 === 0x6c && c3 === 0x65) return -1; // file
      return -2;
    }
    case 5:
      return c0 === 0x68 && c1 === 0x74 && s.charCodeAt(start + 2) === 0x74 && s.charCodeAt(start + 3) === 0x70 &&
        s.charCodeAt(start + 4) === 0x73 ? 443 : -2; // https
  }
  return -2;
}

/** schemeDefaultPort of a whole (lowercase) scheme. */
export function defaultPort(scheme: string): number {
  return schemeDefaultPort(scheme, 0, scheme.length);
}

/**
 * The special scheme s[start,end) names, ASCII case-insensitively (its code points are ASCII
 * alphanumeric, "+", "-" or ".", so `| 0x20` lowercases them), as the one constant string;
 * null when it is not special. Saves slicing and lowercasing the scheme.
 */
export function specialSchemeAt(s: string, start: number, end: number): string | null {
  const c0 = s.charCodeAt(start) | 0x20;
  switch (end - start) {
    case 2:
      return c0 === 0x77 && (s.charCodeAt(start + 1) | 0x20) === 0x73 ? 'ws' : null;
    case 3: {
      const c1 = s.charCodeAt(start + 1) | 0x20, c2 = s.charCodeAt(start + 2) | 0x20;
      if (c0 === 0x77 && c1 === 0x73 && c2 === 0x73) return 'wss';
      return c0 === 0x66 && c1 === 0x74 && c2 === 0x70 ? 'ftp' : null;
    }
    case 4:
    case 5: {
      const c1 = s.charCodeAt(start + 1) | 0x20, c2 = s.charCodeAt(start + 2) | 0x20, c3 = s.charCodeAt(start + 3) | 0x20;
      if (c0 === 0x68 && c1 === 0x74 && c2 === 0x74 && c3 === 0x70) {
        if (end - start === 4) return 'http';
        return (s.charCodeAt(start + 4) | 0x20) === 0x73 ? 'https' : null;
      }
      return end - start === 4 && c0 === 0x66 && c1 === 0x69 && c2 === 0x6c && c3 === 0x65 ? 'file' : null;
    }
  }
  return null;
}
