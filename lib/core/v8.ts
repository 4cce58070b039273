// The measures the library keeps for V8 (Node, Chrome, Deno), in one place: each is an ordinary
// operation that any engine runs correctly and cheaply, kept because V8 runs the code around it
// faster or in less memory with it. Measured with scripts/bench.mjs (memory section, GC before
// each sample) and scripts/bench-ab.mjs; scripts/deopt-check.mjs watches for deoptimizations
// after warm-up. Habits with no function here, stated where they apply:
// - a hot loop reads the caller's string with offsets rather than a slice of it: once a loop has
//   read a sliced or cons string, V8 runs it slower for every string after (whatwg/host/host.ts);
// - hrefs are written as bytes into a buffer and made one flat one-byte string
//   (core/ascii-string.ts), the fastest strings for later parses to read.

/**
 * Live instances that hold the final shapes of the hot classes (IriRecord, UrlParts, URL,
 * URLSearchParams, each added where it is defined). V8 keeps the map transitions a constructor
 * walks (one per field) only weakly, and optimized code embeds those maps weakly too: when a full
 * garbage collection finds no live object of a shape, it frees the map and deoptimizes every
 * function that embedded it (`--trace-deopt`: "weak objects"), so a program that keeps no URL
 * alive across a major GC would warm the parser up again after each one. One anchored instance
 * per shape keeps the maps, hence the optimized code, alive. Read by nothing; exported so that
 * the bundler keeps it.
 */
export const shapeAnchors: object[] = [];

/**
 * s as one flat string. A string built piece by piece is a rope in V8 (cons strings) that keeps
 * every piece alive with it, about twice the bytes of the text (an href kept by a URL, a long
 * query being serialized). Reading a code unit makes V8 flatten it (the collector then drops the
 * rope's nodes; strings under 13 units are never ropes). Bundlers and V8 keep the read (the
 * memory section of scripts/bench.mjs shows the difference: 415 B per URL on iri.txt without).
 */
export function flatten(s: string): string {
  if (s.length > 12) s.charCodeAt(s.length - 1);
  return s;
}

/**
 * s[start, end) as a new flat string: s.slice makes a sliced string past 12 code units (a view of
 * s), and once the parser's loops had read one, every URL after ran slower (see above); a join
 * makes a sequential string.
 */
export function flatCopy(s: string, start: number, end: number): string {
  return end - start > 12 ? [s.slice(start, start + 1), s.slice(start + 1, end)].join('') : s.slice(start, end);
}

/**
 * input without the code units that re matches, as a new flat string (split and join), not with
 * String.prototype.replace: V8 returns a cons string there, and once the parser's loops had read
 * one, every URL after ran slower (measured: every URL of the typed corpus 8%).
 */
export function withoutMatches(input: string, re: RegExp): string {
  return input.split(re).join('');
}
