// Full case folding (Unicode ch. 3 §3.13 toCasefold; CaseFolding.txt statuses C and F), used to
// derive the UTS #46 mappings (./idna-mapping.ts). Stored in the run form of the decompositions
// (./tables.ts decodeDecompositions), in two tables decoded on first use.
import { CASE_FOLDING, CASE_FOLDING_LOW, CASE_FOLDING_LOW_LIMIT } from './generated/case-folding';
import { decodeDecompositions, DecompositionTable, indexOfCodePoint } from './tables';

let table: DecompositionTable | null = null;
let lowTable: DecompositionTable | null = null;

/** Appends the full case folding of each code point of cps to a new array. */
export function caseFold(cps: number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < cps.length; i++) {
    const cp = cps[i];
    // Two tables: below CASE_FOLDING_LOW_LIMIT (a first Latin, Greek or Cyrillic host), and from there on.
    const t =
      cp < CASE_FOLDING_LOW_LIMIT
        ? lowTable || (lowTable = decodeDecompositions(CASE_FOLDING_LOW))
        : table || (table = decodeDecompositions(CASE_FOLDING));
    const at = indexOfCodePoint(t.cps, cp);
    if (at < 0) out.push(cp);
    else for (let k = t.start[at]; k < t.start[at] + t.sizes[at]; k++) out.push(t.mapped[k]);
  }
  return out;
}
