// Character properties for IDNA (RFC 5892 Appendix A, RFC 5893, UTS #46 §4.1), read from the
// generated run tables on first use. Value numbers match the *_VALUES lists in ./generated.
import { BIDI_CLASS_RUNS } from './generated/bidi-class';
import { JOINING_TYPE_RUNS } from './generated/joining-type';
import { URL_PROPERTY_RUNS, URL_PROPERTY_VALUES } from './generated/url-properties';
import { SCRIPT_RUNS } from './generated/scripts';
import { MARK_RUNS } from './generated/marks';
import { IDNA2008_DERIVED_RUNS } from './generated/idna2008-derived';
import { decodeVarints, lazyRunLookup } from './tables';
import { combiningClass } from './normalize';
import { URL_ONLY } from '../core/build';

/** Bidi_Class values used by RFC 5893 (any other class reads as Other). */
export const BidiClass = { L: 0, R: 1, AL: 2, AN: 3, EN: 4, ES: 5, CS: 6, ET: 7, ON: 8, BN: 9, NSM: 10, Other: 11 };
/** Joining_Type values used by RFC 5892 A.1 (any other type reads as U). */
export const JoiningType = { U: 0, L: 1, R: 2, D: 3, T: 4 };
/** The scripts RFC 5892 Appendix A names (any other script reads as Other). */
export const Script = { Other: 0, Greek: 1, Hebrew: 2, Hiragana: 3, Katakana: 4, Han: 5 };
/** RFC 5892 §2 derived property values. */
export const DerivedProperty = { PVALID: 0, CONTEXTJ: 1, CONTEXTO: 2, DISALLOWED: 3, UNASSIGNED: 4 };
export const DERIVED_PROPERTY_NAMES: ReadonlyArray<'PVALID' | 'CONTEXTJ' | 'CONTEXTO' | 'DISALLOWED' | 'UNASSIGNED'> = [
  'PVALID', 'CONTEXTJ', 'CONTEXTO', 'DISALLOWED', 'UNASSIGNED',
];

const bidiLookup = /* @__PURE__ */ lazyRunLookup(BIDI_CLASS_RUNS);
const joiningLookup = /* @__PURE__ */ lazyRunLookup(JOINING_TYPE_RUNS);
const scriptLookup = /* @__PURE__ */ lazyRunLookup(SCRIPT_RUNS);
const markLookup = /* @__PURE__ */ lazyRunLookup(MARK_RUNS);
const derivedLookup = /* @__PURE__ */ lazyRunLookup(IDNA2008_DERIVED_RUNS);

/**
 * The <script> builds (../core/build.ts URL_ONLY) read Bidi_Class, Joining_Type and Mark from one
 * table, exact wherever UTS #46 can keep a code point (generated/url-properties.ts), but for the
 * Bidi classes the Bidi rule (RFC 5893 §2, ../idna/bidi.ts) names only together: ES, CS, ET and
 * BN read as ON there, AL as R.
 */
const urlLookup = /* @__PURE__ */ lazyRunLookup(URL_PROPERTY_RUNS);
let urlValues: Uint32Array | null = null;
/** Property k (0 Bidi_Class, 1 Joining_Type, 2 Mark) from the URL-only table. */
function urlProperty(cp: number, k: number): number {
  return (urlValues || (urlValues = decodeVarints(URL_PROPERTY_VALUES)))[3 * urlLookup(cp) + k];
}

export function bidiClass(cp: number): number {
  return URL_ONLY ? urlProperty(cp, 0) : bidiLookup(cp);
}

/** Joining_Type; stored only where Bidi_Class does not give it (NSM: T, else U). */
export function joiningType(cp: number): number {
  if (URL_ONLY) return urlProperty(cp, 1);
  const v = joiningLookup(cp);
  return v === 5 ? (bidiLookup(cp) === BidiClass.NSM ? JoiningType.T : JoiningType.U) : v;
}

export function script(cp: number): number {
  return scriptLookup(cp);
}

/** General_Category=Mark (Mn, Mc, Me). No ASCII character is a mark. */
export function isMark(cp: number): boolean {
  if (cp < 0x80) return false;
  if (URL_ONLY) return urlProperty(cp, 2) === 1;
  // Stored only where Bidi_Class NSM or a non-zero combining class does not give it (value 2).
  const v = markLookup(cp);
  return v === 2 ? bidiLookup(cp) === BidiClass.NSM || combiningClass(cp) !== 0 : v === 1;
}

/** RFC 5892 derived property (a DerivedProperty value). ASCII: LDH (rule E) is PVALID, the rest DISALLOWED. */
export function derivedPropertyValue(cp: number): number {
  if (cp < 0x80) {
    const ldh = cp === 0x2d || (cp >= 0x30 && cp <= 0x39) || (cp >= 0x61 && cp <= 0x7a);
    return ldh ? DerivedProperty.PVALID : DerivedProperty.DISALLOWED;
  }
  return derivedLookup(cp);
}
