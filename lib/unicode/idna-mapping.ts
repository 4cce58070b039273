// UTS #46 §5 IDNA Mapping Table: the status of each code point (stored as runs) and its mapping,
// derived rather than stored: for all but a handful of code points (listed in the generated
// table) the mapping of a mapped code point is NFKC_Casefold without the removal of
// Default_Ignorable_Code_Point (those are "ignored", not mapped), computed here from the
// decompositions and the case folding NFKC and NFC need anyway, and kept once computed.
// ASCII is answered without the table (UTS #46 §5 for U+0000..U+007F, checked by a test).
import {
  IDNA_STATUS_LOW_LIMIT, IDNA_STATUS_LOW_RUNS, IDNA_STATUS_RUNS, IDNA_STATUS_URL_RUNS, IDNA_MAPPING_EXCEPTIONS,
} from './generated/idna-mapping';
import { URL_ONLY } from '../core/build';
import { decodeRuns, findRun, RunTable } from './tables';
import { nfkc } from './nfkc';
import { caseFold } from './case-folding';

/** Status values, in the order of IDNA_STATUS_VALUES. */
export const IdnaStatus = {
  valid: 0,
  ignored: 1,
  mapped: 2,
  deviation: 3,
  disallowed: 4,
  disallowed_STD3_valid: 5,
  disallowed_STD3_mapped: 6,
};

let statuses: RunTable | null = null;
let lowStatuses: RunTable | null = null;
/** Mappings computed so far: code point -> mapping. */
let mappings: { [cp: number]: number[] } | null = null;

/** UTS #46 status of cp (an IdnaStatus value). */
export function idnaStatus(cp: number): number {
  if (cp < 0x80) {
    if (cp >= 0x41 && cp <= 0x5a) return IdnaStatus.mapped;
    const valid = cp === 0x2d || cp === 0x2e || (cp >= 0x30 && cp <= 0x39) || (cp >= 0x61 && cp <= 0x7a);
    return valid ? IdnaStatus.valid : IdnaStatus.disallowed_STD3_valid;
  }
  const s = storedStatus(cp);
  if (URL_ONLY && s === BY_DERIVATION) {
    const m = mappingOf(cp);
    return m.length === 1 && m[0] === cp ? IdnaStatus.valid : IdnaStatus.mapped;
  }
  return s === FOLDED ? IdnaStatus.mapped : s;
}

/** The stored status: an IdnaStatus value, or FOLDED (mapped to the full case folding). */
const FOLDED = 7;
/**
 * The URL-only tables' stored status for a code point that is valid or mapped as the derivation
 * says: valid where it leaves the code point as it is, else mapped, to what it gives (checked by
 * the generator on every such code point). Valid and mapped runs merge: fewer runs, and no FOLDED.
 */
const BY_DERIVATION = 8;
function storedStatus(cp: number): number {
  // The <script> builds read the URL-only form (../core/build.ts URL_ONLY: Transitional_Processing
  // and UseSTD3ASCIIRules false, so deviation and the STD3 statuses are stored as valid or mapped;
  // valid and mapped as BY_DERIVATION), in one table. The library reads two: below U+0800 (a fifth
  // of the runs, enough for a first Latin, Greek, Cyrillic, Hebrew or Arabic host), and from there on.
  const t = URL_ONLY
    ? statuses || (statuses = decodeRuns(IDNA_STATUS_URL_RUNS))
    : cp < IDNA_STATUS_LOW_LIMIT
      ? lowStatuses || (lowStatuses = decodeRuns(IDNA_STATUS_LOW_RUNS))
      : statuses || (statuses = decodeRuns(IDNA_STATUS_RUNS));
  return t.values[findRun(t.starts, cp)];
}

/** Appends the mapping of cp (status mapped, deviation or disallowed_STD3_mapped) to out. */
export function appendIdnaMapping(cp: number, out: number[]): void {
  if (cp < 0x80) {
    out.push(cp >= 0x41 && cp <= 0x5a ? cp + 0x20 : cp);
    return;
  }
  const m = mappingOf(cp);
  for (let i = 0; i < m.length; i++) out.push(m[i]);
}

/** The mapping of cp (non-ASCII; listed, or derived and kept once computed). */
function mappingOf(cp: number): number[] {
  const known = mappings || (mappings = {});
  let m = known[cp];
  if (m === undefined) m = IDNA_MAPPING_EXCEPTIONS[cp];
  if (m === undefined && !URL_ONLY && storedStatus(cp) === FOLDED) {
    // The generator found the derivation equal to the full case folding: no decompositions needed.
    m = known[cp] = caseFold([cp]);
  } else if (m === undefined) {
    // NFKC(toCasefold(NFKC(x))), repeated until stable (at most 3 rounds in 15.1.0 and 17.0.0;
    // the generator checks every mapped code point).
    let x = [cp];
    for (let round = 0; round < 4; round++) {
      const y = nfkc(caseFold(nfkc(x)));
      if (y.length === x.length && y.join() === x.join()) break;
      x = y;
    }
    m = known[cp] = x;
  }
  return m;
}
