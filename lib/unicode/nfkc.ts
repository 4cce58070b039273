// UAX #15 NFKC and NFKD on the generated tables: the full compatibility decomposition (each
// code point's compatibility or canonical mapping, applied recursively), then the canonical
// ordering and composition of NFC. Used by normalize() for NFKC, and to derive the UTS #46
// mappings (./idna-mapping.ts).
import { COMPAT_DECOMPOSITIONS } from './generated/compat-decompositions';
import { decodeVarints, unzigzag } from './tables';
import { canonicalDecomposition, nfc, nfd } from './normalize';
import { fromCodePoints, toCodePoints } from './code-points';

interface CompatTable {
  cps: Uint32Array;
  start: Uint32Array;
  length: Uint8Array;
  mapped: Uint32Array;
}

let table: CompatTable | null = null;

function load(): CompatTable {
  const nums = decodeVarints(COMPAT_DECOMPOSITIONS);
  // Two passes, so that the typed arrays are filled directly (no growing arrays on first use).
  let count = 0, total = 0;
  for (let i = 0; i < nums.length; count++) {
    total += nums[i + 1];
    i += 2 + nums[i + 1];
  }
  const cps = new Uint32Array(count), start = new Uint32Array(count), length = new Uint8Array(count), mapped = new Uint32Array(total);
  let cp = 0, prev = 0, m = 0;
  for (let i = 0, r = 0; r < count; r++) {
    cps[r] = cp += nums[i++];
    const n = (length[r] = nums[i++]);
    start[r] = m;
    for (let k = 0; k < n; k++) mapped[m++] = prev += unzigzag(nums[i++]);
  }
  return (table = { cps, start, length, mapped });
}

function compatIndex(t: CompatTable, cp: number): number {
  let lo = 0, hi = t.cps.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (t.cps[mid] < cp) lo = mid + 1;
    else if (t.cps[mid] > cp) hi = mid - 1;
    else return mid;
  }
  return -1;
}

function decomposeCompat(t: CompatTable, cp: number, out: number[]): void {
  const i = cp < 0xa0 ? -1 : compatIndex(t, cp);
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
