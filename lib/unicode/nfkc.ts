// UAX #15 NFKC and NFKD on the generated tables: the full compatibility decomposition (each
// code point's compatibility or canonical mapping, applied recursively), then the canonical
// ordering and composition of NFC. Used by normalize() for NFKC, and to derive the UTS #46
// mappings (./idna-mapping.ts).
import { COMPAT_DECOMPOSITIONS } from './generated/compat-decompositions';
import { decodeDecompositions, DecompositionTable, indexOfCodePoint } from './tables';
import { canonicalDecomposition, nfc, nfd } from './normalize';
import { fromCodePoints, toCodePoints } from './code-points';

let table: DecompositionTable | null = null;

function load(): DecompositionTable {
  return (table = decodeDecompositions(COMPAT_DECOMPOSITIONS));
}

function decomposeCompat(t: DecompositionTable, cp: number, out: number[]): void {
  const i = cp < 0xa0 ? -1 : indexOfCodePoint(t.cps, cp);
  if (i >= 0) {
    for (let k = 0; k < t.length[i]; k++) decomposeCompat(t, t.mapped[t.start[i] + k], out);
    return;
  }
  const canonical = canonicalDecomposition(cp);
  if (canonical === null) out.push(cp);
  else for (let k = 0; k < canonical.length; k++) decomposeCompat(t, canonical[k], out);
}

function compatDecompose(cps: number[]): number[] {
  const t = table || load();
  const out: number[] = [];
  for (let i = 0; i < cps.length; i++) decomposeCompat(t, cps[i], out);
  return out;
}

/** The one-level compatibility decomposition of cp (UnicodeData.txt field 5 with a tag), or null. */
export function compatibilityDecomposition(cp: number): number[] | null {
  const t = table || load();
  const i = indexOfCodePoint(t.cps, cp);
  return i < 0 ? null : Array.prototype.slice.call(t.mapped, t.start[i], t.start[i] + t.length[i]);
}

/** NFKC of a code point sequence. */
export function nfkc(cps: number[]): number[] {
  return nfc(compatDecompose(cps));
}

/** NFKC of a string. */
export function nfkcString(s: string): string {
  const cps = toCodePoints(s);
  let ascii = true;
  for (let i = 0; i < cps.length; i++) if (cps[i] >= 0xa0) { ascii = false; break; }
  return ascii ? s : fromCodePoints(nfc(compatDecompose(cps)));
}

/** NFKD of a string. */
export function nfkdString(s: string): string {
  return fromCodePoints(nfd(compatDecompose(toCodePoints(s))));
}
