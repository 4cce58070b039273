// UTS #39 data for the iri-url/safety entry, decoded on first use from generated/security/
// (Unicode 17.0.0, written by scripts/gen-unicode-security.mjs): confusable prototypes (§4),
// Identifier_Status with Script_Extensions (§3.1, §5.1), Default_Ignorable_Code_Point, and the
// zeros of the decimal digit systems (§5.3). Only lib/safety imports this module.
import { CONFUSABLE_PROTOTYPES } from './generated/security/confusables';
import { ALLOWED_SCRIPT_RUNS, DEFAULT_IGNORABLE_RANGES, DIGIT_ZEROS, SCRIPT_NAMES, SCRIPT_SETS } from './generated/security/identifiers';
import { decodeDecompositions, decodeVarints, findRun, indexOfCodePoint, lazyRunLookup, type DecompositionTable } from './tables';

let prototypes: DecompositionTable | null = null;

/**
 * UTS #39 §4: appends the prototype of cp (its confusables.txt target, or cp itself when it has
 * none) to out.
 */
export function appendPrototype(cp: number, out: number[]): void {
  const t = prototypes || (prototypes = decodeDecompositions(CONFUSABLE_PROTOTYPES));
  const i = indexOfCodePoint(t.cps, cp);
  if (i < 0) {
    out.push(cp);
    return;
  }
  for (let k = t.start[i], end = k + t.sizes[i]; k < end; k++) out.push(t.mapped[k]);
}

const allowedLookup = /* @__PURE__ */ lazyRunLookup(ALLOWED_SCRIPT_RUNS);
let scriptSets: number[][] | null = null;
let scriptNames: string[] | null = null;

/** The long Script names the sets below index (Latin, Cyrillic, Common, Inherited, ...). */
export function securityScriptNames(): readonly string[] {
  return scriptNames || (scriptNames = SCRIPT_NAMES.split(' '));
}

/**
 * Identifier_Status=Allowed code points: their Script_Extensions as indices into
 * securityScriptNames(); null for a Restricted code point (UTS #39 §3.1).
 */
export function allowedScriptExtensions(cp: number): readonly number[] | null {
  const v = allowedScriptSetIndex(cp);
  return v < 0 ? null : scriptSet(v);
}

/**
 * The last lookups, by the low bits of the code point: the checks of one label read the same
 * code points several times, and a label's letters mostly sit in one block.
 */
const cacheKeys = /* @__PURE__ */ (() => {
  const keys = new Int32Array(256);
  for (let i = 0; i < 256; i++) keys[i] = -1;
  return keys;
})();
const cacheValues = /* @__PURE__ */ (() => new Int32Array(256))();

/** The index of an Identifier_Status=Allowed code point's Script_Extensions set, or -1 for Restricted. */
export function allowedScriptSetIndex(cp: number): number {
  const slot = cp & 255;
  if (cacheKeys[slot] === cp) return cacheValues[slot];
  const v = allowedLookup(cp) - 1;
  cacheKeys[slot] = cp;
  cacheValues[slot] = v;
  return v;
}

/** A Script_Extensions set by its index (allowedScriptSetIndex). */
export function scriptSet(index: number): readonly number[] {
  if (!scriptSets) {
    const nums = decodeVarints(SCRIPT_SETS);
    scriptSets = [];
    for (let i = 0; i < nums.length; i += 1 + nums[i]) scriptSets.push(Array.prototype.slice.call(nums.subarray(i + 1, i + 1 + nums[i])));
  }
  return scriptSets[index];
}

let ignorableStarts: Uint32Array | null = null;
let ignorableEnds: Uint32Array | null = null;

/** Default_Ignorable_Code_Point (DerivedCoreProperties.txt). */
export function isDefaultIgnorable(cp: number): boolean {
  if (cp < 0xad) return false;
  if (!ignorableStarts) {
    const nums = decodeVarints(DEFAULT_IGNORABLE_RANGES);
    const n = nums.length / 2;
    const starts = new Uint32Array(n + 1), ends = new Uint32Array(n + 1);
    let end = 0;
    for (let i = 0; i < n; i++) {
      starts[i + 1] = end + nums[2 * i];
      end = ends[i + 1] = starts[i + 1] + nums[2 * i + 1];
    }
    ignorableStarts = starts;
    ignorableEnds = ends;
  }
  const i = findRun(ignorableStarts, cp);
  return i > 0 && cp < ignorableEnds![i];
}

let zeros: Uint32Array | null = null;

/** UTS #39 §5.3: the zero of cp's decimal digit system when cp is General_Category=Nd, else -1. */
export function digitZero(cp: number): number {
  if (cp >= 0x30 && cp <= 0x39) return 0x30;
  if (cp < 0x80) return -1;
  if (!zeros) {
    const deltas = decodeVarints(DIGIT_ZEROS);
    zeros = new Uint32Array(deltas.length + 1);
    for (let i = 0; i < deltas.length; i++) zeros[i + 1] = zeros[i] + deltas[i];
  }
  const i = findRun(zeros, cp);
  return i > 0 && cp < zeros[i] + 10 ? zeros[i] : -1;
}
