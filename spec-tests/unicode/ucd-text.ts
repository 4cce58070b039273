// Test helper: reads UCD-style text files straight from ../shared (independent of the generator).
import { readConformance } from '../support/tally';
import { tableVersion } from '../support/unicode-tables';

/** Calls fn(cp, fields) for every code point of every data line of unicode-<tables' version>/<rel>. */
export function eachCodePoint(rel: string, fn: (cp: number, fields: string[]) => void): void {
  eachCodePointIn('unicode-' + tableVersion, rel, fn);
}

/** The same for another folder of ../shared/conformance (e.g. 'unicode-17.0.0'). */
export function eachCodePointIn(folder: string, rel: string, fn: (cp: number, fields: string[]) => void): void {
  for (const raw of readConformance(folder + '/' + rel).split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const fields = line.split(';').map((f) => f.trim());
    const m = /^([0-9A-F]+)(?:\.\.([0-9A-F]+))?$/.exec(fields[0]);
    if (!m) throw new Error(`${rel}: bad line ${raw}`);
    const last = parseInt(m[2] ?? m[1], 16);
    for (let cp = parseInt(m[1], 16); cp <= last; cp++) fn(cp, fields.slice(1));
  }
}

/** The @missing default ranges of a derived file, in order. */
export function missingRanges(rel: string): Array<[number, number, string]> {
  const out: Array<[number, number, string]> = [];
  for (const raw of readConformance('unicode-' + tableVersion + '/' + rel).split('\n')) {
    const m = /^# @missing: ([0-9A-F]+)\.\.([0-9A-F]+); (\w+)/.exec(raw);
    if (m) out.push([parseInt(m[1], 16), parseInt(m[2], 16), m[3]]);
  }
  return out;
}
