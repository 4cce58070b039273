// Which inputs can have a different UTS #46 answer under Unicode 17.0.0 (the WPT IDNA data) than
// under our Unicode 15.1.0 tables, decided from the two IdnaMappingTable.txt files and the two
// DerivedAge.txt files in ../shared/conformance.
//
// A code point differs when its status or mapping differs, or when it is assigned in 17.0.0 but
// not in 15.1.0. Unicode 16.0 dropped the disallowed_STD3_valid / disallowed_STD3_mapped statuses
// (they became valid / mapped, with UseSTD3ASCIIRules now an ASCII-only check), so the 15.1.0
// statuses are compared as the URL Standard uses them (UseSTD3ASCIIRules=false): STD3_valid as
// valid, STD3_mapped as mapped. Without that, every "_" or "=" would count as a difference.
import { readConformance } from './tally';

const SIZE = 0x110000;

/** Per code point "status;mapping" in a table, with the STD3 statuses folded as above. */
function readTable(rel: string): string[] {
  const out: string[] = new Array(SIZE);
  for (const raw of readConformance(rel).split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const f = line.split(';').map((s) => s.trim());
    const [a, b] = f[0].split('..').map((h) => parseInt(h, 16));
    let status = f[1];
    if (status === 'disallowed_STD3_valid') status = 'valid';
    if (status === 'disallowed_STD3_mapped') status = 'mapped';
    const hasMapping = status === 'mapped' || status === 'deviation';
    const value = status + ';' + (hasMapping ? f[2] ?? '' : '');
    for (let cp = a; cp <= (b ?? a); cp++) out[cp] = value;
  }
  for (let cp = 0; cp < SIZE; cp++) if (out[cp] === undefined) throw new Error(`${rel}: no entry for ${cp.toString(16)}`);
  return out;
}

function readAssigned(rel: string): Uint8Array {
  const out = new Uint8Array(SIZE);
  for (const raw of readConformance(rel).split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const [a, b] = line.split(';')[0].trim().split('..').map((h) => parseInt(h, 16));
    out.fill(1, a, (b ?? a) + 1);
  }
  return out;
}

let differs: Uint8Array | null = null;

/** 1 for each code point whose UTS #46 treatment can differ between 15.1.0 and 17.0.0. */
export function differingCodePoints(): Uint8Array {
  if (differs) return differs;
  const old = readTable('unicode-15.1.0/IdnaMappingTable.txt');
  const now = readTable('unicode-17.0.0/IdnaMappingTable.txt');
  const oldAssigned = readAssigned('unicode-15.1.0/ucd/DerivedAge.txt');
  const nowAssigned = readAssigned('unicode-17.0.0/DerivedAge.txt');
  const d = new Uint8Array(SIZE);
  for (let cp = 0; cp < SIZE; cp++) {
    if (old[cp] !== now[cp] || (nowAssigned[cp] && !oldAssigned[cp])) d[cp] = 1;
  }
  return (differs = d);
}

/**
 * The first code point of `input` whose UTS #46 status or mapping differs between Unicode 15.1.0
 * and 17.0.0 (newly assigned code points included), or null when there is none.
 */
export function versionDifference(input: string): number | null {
  const d = differingCodePoints();
  for (const ch of input) {
    const cp = ch.codePointAt(0) as number;
    if (d[cp]) return cp;
  }
  return null;
}
