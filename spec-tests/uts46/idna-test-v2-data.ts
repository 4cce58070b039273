// IdnaTestV2.txt (15.1.0 or 17.0.0: the column layout is the same) parsed per its header: blank
// columns take the value the header names.
import { readConformance } from '../support/tally';

export interface Case {
  line: number;
  source: string;
  toUnicode: string;
  toUnicodeStatus: string[];
  toAsciiN: string;
  toAsciiNStatus: string[];
  toAsciiT: string;
  toAsciiTStatus: string[];
}

function unescape(s: string): string {
  return s
    .replace(/\\u([0-9A-Fa-f]{4})/g, (_, h) => String.fromCharCode(parseInt(h, 16)))
    .replace(/\\x\{([0-9A-Fa-f]+)\}/g, (_, h) => String.fromCodePoint(parseInt(h, 16)));
}

function status(field: string): string[] | null {
  const f = field.trim();
  if (!f) return null;
  if (!f.startsWith('[')) throw new Error('bad status ' + f);
  return f.slice(1, -1).split(',').map((s) => s.trim()).filter(Boolean);
}

/** The cases of ../shared/conformance/<rel> (default: the 15.1.0 file). */
export function readCases(rel = 'unicode-15.1.0/IdnaTestV2.txt'): Case[] {
  const cases: Case[] = [];
  let lineNo = 0;
  for (const raw of readConformance(rel).split('\n')) {
    lineNo++;
    const line = raw.split('#')[0];
    if (!line.trim()) continue;
    // 17.0.0 header: '"" means the empty string' (a blank column takes another column's value).
    const f = line.split(';').map((x) => unescape(x.trim()));
    const empty = (i: number) => f[i] === '""';
    if (f.length < 7) throw new Error('bad line ' + lineNo);
    const source = empty(0) ? '' : f[0];
    const toUnicode = empty(1) ? '' : f[1] || source;
    const toUnicodeStatus = status(f[2]) ?? [];
    const toAsciiN = empty(3) ? '' : f[3] || toUnicode;
    const toAsciiNStatus = status(f[4]) ?? toUnicodeStatus;
    const toAsciiT = empty(5) ? '' : f[5] || toAsciiN;
    const toAsciiTStatus = status(f[6]) ?? toAsciiNStatus;
    cases.push({ line: lineNo, source, toUnicode, toUnicodeStatus, toAsciiN, toAsciiNStatus, toAsciiT, toAsciiTStatus });
  }
  return cases;
}

