// Default ports, the one table both readings use: URL §4.1 special schemes (http, https, ws,
// wss, ftp; file is special without a port) and RFC 3986 §6.2.3 scheme-based normalization
// (the same schemes but file). Read by code units, so the quick path need not slice the scheme.

/**
 * The default port of the lowercase scheme s[start,end): the port; -1 for "file" (special, no
 * port); -2 for every other scheme (not special).
 */
export function schemeDefaultPort(s: string, start: number, end: number): number {
  const c = (k: number) => s.charCodeAt(start + k);
  switch (end - start) {
    case 2:
      return c(0) === 0x77 && c(1) === 0x73 ? 80 : -2; // ws
    case 3:
      if (c(0) === 0x77 && c(1) === 0x73 && c(2) === 0x73) return 443; // wss
      if (c(0) === 0x66 && c(1) === 0x74 && c(2) === 0x70) return 21; // ftp
      return -2;
    case 4:
      if (c(0) === 0x68 && c(1) === 0x74 && c(2) === 0x74 && c(3) === 0x70) return 80; // http
      if (c(0) === 0x66 && c(1) === 0x69 && c(2) === 0x6c && c(3) === 0x65) return -1; // file
      return -2;
    case 5:
      return c(0) === 0x68 && c(1) === 0x74 && c(2) === 0x74 && c(3) === 0x70 && c(4) === 0x73 ? 443 : -2; // https
  }
  return -2;
}

/** schemeDefaultPort of a whole (lowercase) scheme. */
export function defaultPort(scheme: string): number {
  return schemeDefaultPort(scheme, 0, scheme.length);
}
