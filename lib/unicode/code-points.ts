// Strings as arrays of code points and back (UTF-16; a lone surrogate stays one code point).

import { codePointAt, pushCodeUnits } from '../core/chars';

/** The code points of s[start..end). */
export function toCodePoints(s: string, start = 0, end = s.length): number[] {
  const out: number[] = [];
  for (let i = start; i < end; i++) {
    const cp = codePointAt(s, i, end);
    if (cp > 0xffff) i++;
    out.push(cp);
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
    pushCodeUnits(units, cp);
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
