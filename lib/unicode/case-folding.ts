// Full case folding (Unicode ch. 3 §3.13 toCasefold; CaseFolding.txt statuses C and F), used to
// derive the UTS #46 mappings (./idna-mapping.ts). Stored in the run form of the decompositions
// (./tables.ts decodeDecompositions), in two tables decoded on first use; the <script> builds
// (../core/build.ts URL_ONLY), which fold only NFKC output, read one table without the code points
// no NFKC output holds (NFKC_Quick_Check=No).
import { CASE_FOLDING, CASE_FOLDING_LOW, CASE_FOLDING_LOW_LIMIT, CASE_FOLDING_URL } from './generated/case-folding';
import { decodeDecompositions, DecompositionTable, indexOfCodePoint } from './tables';
import { URL_ONLY } from '../core/build';

let table: DecompositionTable | null = null;
let lowTable: DecompositionTable | null = null;

/**
 * Appends the full case folding of each code point of cps to a new array. (In the URL-only
 * builds, cps must be NFKC output, as the mapping derivation's is.)
 */
export function caseFold(cps: number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < cps.length; i++) {
    const cp = cps[i];
    // Two tables: below CASE_FOLDING_LOW_LIMIT (a first Latin, Greek or Cyrillic host), and from
    // there on; one in the URL-only builds, whose first non-ASCII host decodes the decompositions
    // anyway (./idna-mapping.ts BY_DERIVATION).
    const t = URL_ONLY
      ? table || (table = decodeDecompositions(CASE_FOLDING_URL))
      : cp < CASE_FOLDING_LOW_LIMIT
        ? lowTable || (lowTable = decodeDecompositions(CASE_FOLDING_LOW))
        : table || (table = decodeDecompositions(CASE_FOLDING));
    const at = indexOfCodePoint(t.cps, cp);
    if (at < 0) out.push(cp);
    else for (let k = t.start[at]; k < t.start[at] + t.sizes[at]; k++) out.push(t.mapped[k]);
  }
  return out;
}
