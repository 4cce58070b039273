// Strings as arrays of code points and back (UTF-16; a lone surrogate stays one code point).

/** The code points of s[start..end). */
export function toCodePoints(s: string, start = 0, end = s.length): number[] {
  const out: number[] = [];
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < end) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        out.push(((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000);
        i++;
        continue;
      }
    }
    out.push(c);
  }
  return out;
}

const CHUNK = 4096;

/** The string of cps[start..end), built from code unit chunks (no per-character concatenation). */
export function fromCodePoints(cps: ArrayLike<number>, start = 0, end = cps.length): string {
  const parts: string[] = [];
  let units: number[] = [];
  for (let i = start; i < end; i++) {
    const cp = cps[i];
    if (cp >= 0x10000) units.push(0xd800 + ((cp - 0x10000) >> 10), 0xdc00 + ((cp - 0x10000) & 0x3ff));
    else units.push(cp);
    if (units.length >= CHUNK) {
      parts.push(String.fromCharCode.apply(null, units));
      units = [];
    }
  }
  if (units.length) parts.push(String.fromCharCode.apply(null, units));
  return parts.length === 1 ? parts[0] : parts.join('');
}

/** True when every code unit of s is below U+0080. */
export function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0x80) return false;
  return true;
}
