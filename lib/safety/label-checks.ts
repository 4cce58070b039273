// The display policy for one Unicode label: UTS #39 (restriction level §5.2, mixed numbers §5.3,
// invisible characters and mark runs §5.4, whole-script confusables §4.1) with the extra rules of
// Chromium's IDN spoof checker taken as the reference policy (docs/security.md lists where we
// differ). Each failed rule adds one reason.
import { allowedScriptExtensions, digitZero, isDefaultIgnorable } from '../unicode/security';
import { nfd } from '../unicode/normalize';
import { isMark } from '../unicode/properties';
import { contextORule, isContextO, labelContext } from '../idna/context-rules';
import { hasScript, RestrictionLevel, restrictionLevel, scriptIds } from './scripts';
import { hasDangerousPattern, hasMarkRun } from './patterns';
import { isDigitLookalike, isWholeScriptConfusable } from './whole-script';

/** Why a label is shown as its A-label (docs/security.md explains each). */
export type DisplayReason =
  | 'invalid-a-label' | 'invalid-domain' | 'restricted' | 'mixed-script' | 'mixed-numbers' | 'invisible'
  | 'nonspacing-marks' | 'deviation' | 'context' | 'tld-specific' | 'whole-script-confusable'
  | 'digit-lookalike' | 'latin-mixed' | 'dangerous-pattern' | 'lookalike';

/**
 * Allowed by Identifier_Status but refused, as Chromium does: U+0338 (looks like "/"), hyphens
 * and quotes that pass for "-" or "'" (U+058A, U+2010, U+2019, U+2027, U+30A0, U+02BB, U+02BC),
 * U+02EC, U+0138 (kra), and the rarely used blocks Latin Extended-B Pinyin (U+01CD..U+01DC),
 * Cyrillic Extended-C, Latin Extended Additional up to U+1E9B, Greek Extended, Cyrillic
 * Extended-B, Latin Extended-D. [first, last] ranges.
 */
const REFUSED = [
  0x0138, 0x0138, 0x01cd, 0x01dc, 0x02bb, 0x02bc, 0x02ec, 0x02ec, 0x0338, 0x0338, 0x058a, 0x058a,
  0x1c80, 0x1c8f, 0x1e00, 0x1e9b, 0x1f00, 0x1fff, 0x2010, 0x2010, 0x2019, 0x2019, 0x2027, 0x2027,
  0x30a0, 0x30a0, 0xa640, 0xa69f, 0xa720, 0xa7ff,
];

function isRefused(cp: number): boolean {
  for (let i = 0; i < REFUSED.length; i += 2) if (cp >= REFUSED[i] && cp <= REFUSED[i + 1]) return true;
  return false;
}

/** UTS #46 deviation characters: IDNA2003 and IDNA2008 resolve them to different hosts. */
function isDeviation(cp: number): boolean {
  return cp === 0x00df || cp === 0x03c2 || cp === 0x200c || cp === 0x200d;
}

/**
 * The reasons not to show `label` (NFC code points, as UTS #46 ToUnicode gives them) in Unicode
 * under the TLD `tld` (Unicode code points) / `tldAscii`; `maxLevel` is the least strict
 * restriction level shown.
 */
export function labelReasons(label: number[], tld: number[], tldAscii: string, maxLevel: RestrictionLevel): DisplayReason[] {
  const reasons: DisplayReason[] = [];
  const add = (r: DisplayReason) => {
    if (reasons.indexOf(r) < 0) reasons.push(r);
  };
  let ctx: ReturnType<typeof labelContext> | null = null;
  let zero = -1;
  let restricted = false;
  let hasMark = false;
  for (let i = 0; i < label.length; i++) {
    const cp = label[i];
    if (cp < 0x80) continue;
    if (!hasMark && isMark(cp)) hasMark = true;
    if (isDeviation(cp)) add('deviation');
    if (isDefaultIgnorable(cp)) add('invisible');
    if (allowedScriptExtensions(cp) === null || isRefused(cp)) {
      add('restricted');
      restricted = true;
    }
    if (isContextO(cp) && !contextORule(label, i, ctx || (ctx = labelContext(label)))) add('context');
    // Letters of one language that spoof others: middle dot only in Catalan (.cat, and RFC 5892
    // A.3 between two "l"), thorn and eth only under .is, schwa only under .az.
    if ((cp === 0x00b7 && tldAscii !== 'cat') || ((cp === 0x00fe || cp === 0x00f0) && label.length > 1 && tldAscii !== 'is') ||
      (cp === 0x0259 && label.length > 1 && tldAscii !== 'az')) add('tld-specific');
  }
  for (let i = 0; i < label.length; i++) {
    const z = digitZero(label[i]);
    if (z < 0) continue;
    if (zero >= 0 && z !== zero) add('mixed-numbers'); // UTS #39 §5.3
    zero = z;
  }
  // A run of marks needs a mark in the NFC label: a precomposed letter decomposes to one base
  // and at most three different marks.
  if (hasMark && hasMarkRun(nfd(label))) add('nonspacing-marks');
  if (restricted) return reasons;
  const level = restrictionLevel(label);
  if (level > maxLevel) add('mixed-script');
  if (level <= RestrictionLevel.SingleScript && isWholeScriptConfusable(label, tld, tldAscii)) add('whole-script-confusable');
  if (isDigitLookalike(label)) add('digit-lookalike');
  if (level > RestrictionLevel.SingleScript && hasNonAsciiLatin(label)) add('latin-mixed');
  if (hasDangerousPattern(label)) add('dangerous-pattern');
  return reasons;
}

/** Non-ASCII Latin letters, which may not mix with another script (Chromium). */
function hasNonAsciiLatin(label: readonly number[]): boolean {
  const latin = [scriptIds().latin];
  for (let i = 0; i < label.length; i++) if (label[i] >= 0x80 && hasScript(label[i], latin)) return true;
  return false;
}
