// Stand-ins for the few ES2015+ built-ins that the *test* code of cases.ts calls while its module
// loads (names and expectations). scripts/build-runtime-runner.mjs rewrites those calls in
// cases.ts to these functions, so that the engines under test get no global shim that could hide
// a polyfill bug. The expectations themselves come from Node at build time, not from these.

/** String.prototype.padStart (ES2017 §22.1.3.16), for hex labels. */
export function padStart(s: string, length: number, fill = ' '): string {
  while (s.length < length) s = fill + s;
  return s.length > length && fill.length > 1 ? s.slice(s.length - length) : s;
}

/** String.prototype.codePointAt (ES2015 §21.1.3.3). */
export function codePointAt(s: string, i: number): number | undefined {
  if (i < 0 || i >= s.length) return undefined;
  const c = s.charCodeAt(i);
  if (c < 0xd800 || c > 0xdbff || i + 1 >= s.length) return c;
  const d = s.charCodeAt(i + 1);
  return d >= 0xdc00 && d <= 0xdfff ? (c - 0xd800) * 0x400 + (d - 0xdc00) + 0x10000 : c;
}

/** String.fromCodePoint (ES2015 §21.1.2.2) for valid code points. */
export function fromCodePoint(...cps: number[]): string {
  let s = '';
  for (let i = 0; i < cps.length; i++) {
    const c = cps[i];
    s += c < 0x10000 ? String.fromCharCode(c) : String.fromCharCode(0xd800 + ((c - 0x10000) >> 10), 0xdc00 + ((c - 0x10000) & 0x3ff));
  }
  return s;
}

/** Array.prototype.fill (ES2015 §22.1.3.6) over the whole array. */
export function fill<T>(a: T[], v: T): T[] {
  for (let i = 0; i < a.length; i++) a[i] = v;
  return a;
}

/** TextEncoder (Encoding §8.2) encode(): the UTF-8 bytes of a string (lone surrogates as U+FFFD). */
export class TextEncoder {
  encode(s: string): number[] {
    const out: number[] = [];
    for (let i = 0; i < s.length; i++) {
      let c = codePointAt(s, i)!;
      if (c >= 0x10000) i++;
      else if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd;
      if (c < 0x80) out.push(c);
      else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
      else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
      else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    }
    return out;
  }
}
