// UAX #15 NFKC and NFKD on the generated tables: the full compatibility decomposition (each
// code point's compatibility or canonical mapping, applied recursively: ./normalize.ts
// decomposeAll with this table), then the canonical ordering and composition of NFC. Used by
// normalize() for NFKC, and to derive the UTS #46 mappings (./idna-mapping.ts).
import { COMPAT_DECOMPOSITIONS } from './generated/compat-decompositions';
import { decodeDecompositions, DecompositionTable, indexOfCodePoint } from './tables';
import { compose, decomposeAll } from './normalize';
import { fromCodePoints, toCodePoints } from './code-points';

let table: DecompositionTable | null = null;

function load(): DecompositionTable {
  return table || (table = decodeDecompositions(COMPAT_DECOMPOSITIONS));
}

/** The one-level compatibility decomposition of cp (UnicodeData.txt field 5 with a tag), or null. */
export function compatibilityDecomposition(cp: number): number[] | null {
  const t = load();
  const i = indexOfCodePoint(t.cps, cp);
  return i < 0 ? null : Array.prototype.slice.call(t.mapped, t.start[i], t.start[i] + t.sizes[i]);
}

/** Whether NFKC and NFKD leave cps as they are: nothing decomposes below U+00A0. */
function belowA0(cps: number[]): boolean {
  for (let i = 0; i < cps.length; i++) if (cps[i] >= 0xa0) return false;
  return true;
}

/** NFKC of a code point sequence (the input itself when nothing can change). */
export function nfkc(cps: number[]): number[] {
  return belowA0(cps) ? cps : compose(decomposeAll(cps, load()));
}

/** NFKC of a string. */
export function nfkcString(s: string): string {
  const cps = toCodePoints(s);
  return belowA0(cps) ? s : fromCodePoints(compose(decomposeAll(cps, load())));
}

/** NFKD of a string. */
export function nfkdString(s: string): string {
  const cps = toCodePoints(s);
  return belowA0(cps) ? s : fromCodePoints(decomposeAll(cps, load()).buf);
}
