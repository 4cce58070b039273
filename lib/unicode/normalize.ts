// UAX #15 normalization forms NFD and NFC on the generated tables: canonical decomposition
// (§3.7 of Unicode ch. 3, plus Hangul §3.12), canonical ordering, and canonical composition.
import { CCC_RUNS, DECOMPOSITIONS, NFC_QUICK_LIMIT, NFD_QUICK_LIMIT } from './generated/normalization';
import { decodeDecompositions, DecompositionTable, indexOfCodePoint, lazyRunLookup } from './tables';
import { fromCodePoints, toCodePoints } from './code-points';
import { SPEED_PATHS } from '../core/build';

// Unicode ch. 3 §3.12 Conjoining Jamo Behavior.
const S_BASE = 0xac00;
const L_BASE = 0x1100;
const V_BASE = 0x1161;
const T_BASE = 0x11a7;
const L_COUNT = 19;
const V_COUNT = 21;
const T_COUNT = 28;
const N_COUNT = V_COUNT * T_COUNT;
const S_COUNT = L_COUNT * N_COUNT;

const cccLookup = /* @__PURE__ */ lazyRunLookup(CCC_RUNS);

/** Canonical_Combining_Class of cp. */
export function combiningClass(cp: number): number {
  return cp < NFC_QUICK_LIMIT ? 0 : cccLookup(cp);
}

interface Decompositions {
  /** The one-level canonical decompositions (./tables.ts), flag: a primary composite. */
  t: DecompositionTable;
  /**
   * Primary composites: composites[second][first], built on the first composition (a string that
   * passes the quick check never needs them, which keeps a first IDN parse fast).
   */
  composites: { [second: number]: { [first: number]: number } } | null;
  /**
   * A bit per code point: starters that are not NFC_Quick_Check=Yes (UAX #15 §9), derived rather
   * than stored: No = a canonical decomposition that does not compose back, Maybe = the second
   * code point of a primary composite or a decomposition that starts with one (the Hangul V and
   * T jamo are tested by range). The generator checks this derivation on every code point.
   * Made on the first quick check (unstableBits), which the size-first builds never make (nfc).
   */
  unstable: Uint8Array | null;
}

let decompositions: Decompositions | null = null;

function hasBit(bits: Uint8Array, cp: number): boolean {
  return cp >> 3 < bits.length && ((bits[cp >> 3] >> (cp & 7)) & 1) === 1;
}

function loadDecompositions(): Decompositions {
  return (decompositions = { t: decodeDecompositions(DECOMPOSITIONS), composites: null, unstable: null });
}

/** The quick check's bit set (Decompositions.unstable), made on first use. */
function unstableBits(): Uint8Array {
  const d = decompositions || loadDecompositions();
  return d.unstable || (d.unstable = quickCheckBits(d.t));
}

/** Decompositions.unstable, from the decompositions' code points and flags. */
function quickCheckBits(t: DecompositionTable): Uint8Array {
  const cps = t.cps, count = cps.length;
  // Every code point involved is at most the last decomposed one (the generator's order).
  const unstable = new Uint8Array((cps[count - 1] >> 3) + 1);
  const seconds = new Uint8Array(unstable.length);
  for (let r = 0; r < count; r++) {
    if (t.flags[r]) {
      const s = t.mapped[t.start[r] + 1];
      unstable[s >> 3] |= 1 << (s & 7);
      seconds[s >> 3] |= 1 << (s & 7);
    } else unstable[cps[r] >> 3] |= 1 << (cps[r] & 7);
  }
  // A decomposition that starts with a second code point is Maybe too (U+113C5, Unicode 16.0),
  // in code point order, as the generator checks it (U+16126 starts with U+16121, which does).
  for (let r = 0; r < count; r++) {
    if (hasBit(seconds, t.mapped[t.start[r]])) {
      unstable[cps[r] >> 3] |= 1 << (cps[r] & 7);
      seconds[cps[r] >> 3] |= 1 << (cps[r] & 7);
    }
  }
  return unstable;
}

/**
 * Appends the full canonical decomposition of cp to out, or with `compat` (the compatibility
 * decompositions, ./nfkc.ts) the full compatibility decomposition: each code point's
 * compatibility or canonical mapping, applied recursively (a code point has at most one of them).
 */
function decomposeInto(d: Decompositions, cp: number, out: number[], compat: DecompositionTable | null): void {
  if (cp >= S_BASE && cp < S_BASE + S_COUNT) {
    const s = cp - S_BASE;
    out.push(L_BASE + ((s / N_COUNT) | 0), V_BASE + (((s % N_COUNT) / T_COUNT) | 0));
    if (s % T_COUNT) out.push(T_BASE + (s % T_COUNT));
    return;
  }
  let t = d.t;
  let i = cp < NFD_QUICK_LIMIT ? -1 : indexOfCodePoint(t.cps, cp);
  // (No compatibility decomposition below U+00A0.)
  if (compat !== null && i < 0 && cp >= 0xa0) {
    t = compat;
    i = indexOfCodePoint(t.cps, cp);
  }
  if (i < 0) {
    out.push(cp);
    return;
  }
  for (let k = t.start[i], end = k + t.sizes[i]; k < end; k++) decomposeInto(d, t.mapped[k], out, compat);
}

/**
 * The one-level canonical decomposition of cp (as in UnicodeData.txt, Hangul excluded): its one
 * or two code points, or null.
 */
export function canonicalDecomposition(cp: number): number[] | null {
  if (cp < NFD_QUICK_LIMIT) return null;
  const t = (decompositions || loadDecompositions()).t;
  const i = indexOfCodePoint(t.cps, cp);
  return i < 0 ? null : Array.prototype.slice.call(t.mapped, t.start[i], t.start[i] + t.sizes[i]);
}

/** Decompositions.composites, from the decompositions flagged as primary composites. */
function buildComposites(t: DecompositionTable): { [second: number]: { [first: number]: number } } {
  const composites: { [second: number]: { [first: number]: number } } = {};
  for (let r = 0; r < t.cps.length; r++) {
    // A primary composite decomposes to two code points.
    if (t.flags[r]) {
      const s = t.mapped[t.start[r] + 1];
      (composites[s] || (composites[s] = {}))[t.mapped[t.start[r]]] = t.cps[r];
    }
  }
  return composites;
}

/** The primary composite of a + b, or -1. */
function composePair(d: Decompositions, a: number, b: number): number {
  if (a >= L_BASE && a < L_BASE + L_COUNT && b >= V_BASE && b < V_BASE + V_COUNT) {
    return S_BASE + ((a - L_BASE) * V_COUNT + (b - V_BASE)) * T_COUNT;
  }
  if (a >= S_BASE && a < S_BASE + S_COUNT && (a - S_BASE) % T_COUNT === 0 && b > T_BASE && b < T_BASE + T_COUNT) {
    return a + (b - T_BASE);
  }
  const byFirst = (d.composites || (d.composites = buildComposites(d.t)))[b];
  const composite = byFirst && byFirst[a];
  return composite === undefined ? -1 : composite;
}

/** A decomposed sequence: the code points and their combining classes. */
export interface Decomposed {
  buf: number[];
  classes: number[];
}

/** Canonical Ordering Algorithm: a stable sort of each run of non-starters by combining class. */
function canonicalOrder(buf: number[], classes: number[]): void {
  const n = buf.length;
  for (let i = 0; i < n; ) {
    if (classes[i] === 0) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < n && classes[j] !== 0) j++;
    if (j - i > 1) sortRun(buf, classes, i, j);
    i = j;
  }
}

function sortRun(buf: number[], classes: number[], start: number, end: number): void {
  if (SPEED_PATHS && end - start <= 16) {
    // Insertion sort (stable) for the usual short runs (a speed path: the size-first <script>
    // builds sort every run as the long ones, below).
    for (let i = start + 1; i < end; i++) {
      const cp = buf[i];
      const cc = classes[i];
      let j = i - 1;
      while (j >= start && classes[j] > cc) {
        buf[j + 1] = buf[j];
        classes[j + 1] = classes[j];
        j--;
      }
      buf[j + 1] = cp;
      classes[j + 1] = cc;
    }
    return;
  }
  // Counting sort (stable, linear) so that long runs of marks stay O(n).
  const counts = new Uint32Array(257);
  for (let i = start; i < end; i++) counts[classes[i] + 1]++;
  for (let c = 1; c < 257; c++) counts[c] += counts[c - 1];
  const cps = buf.slice(start, end);
  const ccs = classes.slice(start, end);
  for (let k = 0; k < cps.length; k++) {
    const at = start + counts[ccs[k]]++;
    buf[at] = cps[k];
    classes[at] = ccs[k];
  }
}

/**
 * The full canonical (or, with `compat`, compatibility) decomposition of cps in canonical order,
 * with the combining class of each code point.
 */
export function decomposeAll(cps: ArrayLike<number>, compat: DecompositionTable | null): Decomposed {
  const d = decompositions || loadDecompositions();
  const buf: number[] = [];
  for (let i = 0; i < cps.length; i++) decomposeInto(d, cps[i], buf, compat);
  const classes: number[] = new Array(buf.length);
  for (let i = 0; i < buf.length; i++) classes[i] = combiningClass(buf[i]);
  canonicalOrder(buf, classes);
  return { buf, classes };
}

function allBelow(cps: ArrayLike<number>, limit: number): boolean {
  for (let i = 0; i < cps.length; i++) if (cps[i] >= limit) return false;
  return true;
}

/** NFD of a code point sequence. Returns the input itself when it is trivially NFD. */
export function nfd(cps: number[]): number[] {
  if (allBelow(cps, NFD_QUICK_LIMIT)) return cps;
  return decomposeAll(cps, null).buf;
}

/** True when cp is not a starter or its NFC_Quick_Check is not Yes (No or Maybe). */
export function isNfcUnstable(cp: number): boolean {
  if (cp < NFC_QUICK_LIMIT) return false;
  if ((cp >= 0x1161 && cp <= 0x1175) || (cp >= 0x11a8 && cp <= 0x11c2)) return true; // Hangul V, T
  return combiningClass(cp) !== 0 || hasBit(unstableBits(), cp);
}

/** NFC_Quick_Check=Yes (UAX #15 §9) for any code point, starter or not. */
export function isNfcQuickCheckYes(cp: number): boolean {
  if (cp < NFC_QUICK_LIMIT) return true;
  if ((cp >= 0x1161 && cp <= 0x1175) || (cp >= 0x11a8 && cp <= 0x11c2)) return false; // Hangul V, T
  return !hasBit(unstableBits(), cp);
}

/** UAX #15 §9 quick check: only starters with NFC_Quick_Check=Yes, so already NFC. */
function nfcQuickYes(cps: number[]): boolean {
  for (let i = 0; i < cps.length; i++) {
    if (cps[i] >= NFC_QUICK_LIMIT && isNfcUnstable(cps[i])) return false;
  }
  return true;
}

/**
 * NFC of a code point sequence. Returns the input itself when it is trivially NFC, or passes the
 * quick check (NFC of a string in NFC is that string, and a name that passes never builds the
 * composites); the quick check is a speed path (core/build.ts SPEED_PATHS): the size-first
 * builds normalize every sequence that is not all below NFC_QUICK_LIMIT, to the same result.
 */
export function nfc(cps: number[]): number[] {
  if (allBelow(cps, NFC_QUICK_LIMIT) || (SPEED_PATHS && nfcQuickYes(cps))) return cps;
  return compose(decomposeAll(cps, null));
}

/** Canonical Composition Algorithm: combines each character with the last starter unless blocked. */
export function compose(decomposed: Decomposed): number[] {
  const { buf, classes } = decomposed;
  const d = decompositions as Decompositions;
  const out: number[] = [];
  let starter = -1;
  let lastClass = -1; // class of the last character kept since the starter; -1: none (adjacent)
  for (let i = 0; i < buf.length; i++) {
    const cp = buf[i];
    const cc = classes[i];
    if (starter >= 0 && (lastClass === -1 || lastClass < cc)) {
      const composite = composePair(d, out[starter], cp);
      if (composite >= 0) {
        out[starter] = composite;
        continue;
      }
    }
    if (cc === 0) {
      starter = out.length;
      lastClass = -1;
    } else lastClass = cc;
    out.push(cp);
  }
  return out;
}

/** True when the code point sequence is in NFC. */
export function isNfc(cps: number[]): boolean {
  const n = nfc(cps);
  if (n === cps) return true;
  if (n.length !== cps.length) return false;
  for (let i = 0; i < n.length; i++) if (n[i] !== cps[i]) return false;
  return true;
}

/** NFC of a string (code point sequences as in toCodePoints). */
export function nfcString(s: string): string {
  const cps = toCodePoints(s);
  const n = nfc(cps);
  return n === cps ? s : fromCodePoints(n);
}

/** NFD of a string. */
export function nfdString(s: string): string {
  const cps = toCodePoints(s);
  const n = nfd(cps);
  return n === cps ? s : fromCodePoints(n);
}
