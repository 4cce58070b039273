// Text for a terminal: every value the command line prints passes through escapeForTerminal, so
// that no input can act on the terminal (ECMA-48 §5: C0 and C1 controls start the sequences that
// set the title, move the cursor or clear the screen; ESC is C0, CSI U+009B is C1) or reorder
// the line it is printed on (UAX #9 §2.1-2.2: embeddings, overrides and isolates). Node, DOM and
// library free: the viewer and every command share it.

/**
 * The code points a terminal acts on instead of showing, or that reorder the text around them:
 * C0 (U+0000-U+001F), DEL, C1 (U+0080-U+009F), the bidi embeddings and overrides
 * (U+202A-U+202E) and isolates (U+2066-U+2069), and surrogates (a lone one is no character).
 */
export function isTerminalControl(cp: number): boolean {
  return cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069) || (cp >= 0xd800 && cp <= 0xdfff);
}

/** `\u{1B}`: how an escaped code point is written (the form `--escapes` reads back). */
export function escapeCodePoint(cp: number): string {
  return '\\u{' + cp.toString(16).toUpperCase() + '}';
}

/**
 * How the code point at `i` of `s` is shown: null when as it is, else its escape. A code point
 * `reveal` picks (the terminal controls always) is written as `\u{…}`. A backslash is shown once,
 * except where it would read as the start of an escape (before "u", another backslash or an
 * escaped code point): there it is doubled, so that the text reads back unchanged with `--escapes`.
 */
export function escapeAt(s: string, i: number, reveal?: (cp: number) => boolean): string | null {
  const cp = s.codePointAt(i) as number;
  if (cp === 0x5c) {
    if (i + 1 >= s.length) return null;
    const next = s.codePointAt(i + 1) as number;
    return next === 0x5c || next === 0x75 || isTerminalControl(next) || (reveal !== undefined && reveal(next)) ? '\\\\' : null;
  }
  return isTerminalControl(cp) || (reveal !== undefined && reveal(cp)) ? escapeCodePoint(cp) : null;
}

/** `s` safe to print: each code point as escapeAt shows it. Linear in `s`. */
export function escapeForTerminal(s: string, reveal?: (cp: number) => boolean): string {
  let out = '';
  let run = 0;
  for (let i = 0; i < s.length; ) {
    const n = (s.codePointAt(i) as number) > 0xffff ? 2 : 1;
    const e = escapeAt(s, i, reveal);
    if (e !== null) {
      out += s.slice(run, i) + e;
      run = i + n;
    }
    i += n;
  }
  return run === 0 ? s : out + s.slice(run);
}

/**
 * At most `max` code units of `s` (never half a surrogate pair), then `…(12,345 more)`: long
 * values stay one line of bounded size whatever the input.
 */
export function elide(s: string, max = 200): string {
  if (s.length <= max) return s;
  let end = max;
  const c = s.charCodeAt(end - 1);
  if (c >= 0xd800 && c <= 0xdbff) end--;
  return s.slice(0, end) + '…(' + (s.length - end).toLocaleString('en') + ' more)';
}

/**
 * JSON text for a terminal: JSON.stringify escapes C0 and lone surrogates already; DEL, C1 and the
 * bidi controls become \uXXXX too (only strings hold them, and the value read back is the same).
 */
export function jsonForTerminal(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(/[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
}
