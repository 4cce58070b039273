// RFC 5892 Appendix A: the contextual rules of the CONTEXTJ (A.1, A.2) and CONTEXTO (A.3-A.9)
// code points. Labels are code point arrays; "before"/"after" that fall outside the label make a
// rule false. Shared by UTS #46 (CheckJoiners) and IDNA2008.
import { JoiningType, Script, joiningType, script } from '../unicode/properties';
import { combiningClass } from '../unicode/normalize';

const ZWNJ = 0x200c;
const ZWJ = 0x200d;
const VIRAMA = 9; // Canonical_Combining_Class=Virama

/** True for the code points that have a CONTEXTJ rule (U+200C, U+200D). */
export function isContextJ(cp: number): boolean {
  return cp === ZWNJ || cp === ZWJ;
}

/** RFC 5892 A.1 (ZWNJ) and A.2 (ZWJ) for the joiner at label[i]. */
export function contextJRule(label: ArrayLike<number>, i: number): boolean {
  // A.1/A.2: If Canonical_Combining_Class(Before(cp)) .eq. Virama Then True;
  if (i > 0 && combiningClass(label[i - 1]) === VIRAMA) return true;
  if (label[i] === ZWJ) return false;
  // A.1: If RegExpMatch((Joining_Type:{L,D})(Joining_Type:T)*\u200C(Joining_Type:T)*(Joining_Type:{R,D})) Then True;
  // Each scan crosses only T characters, so checking every ZWNJ of a label stays linear.
  let j = i - 1;
  while (j >= 0 && joiningType(label[j]) === JoiningType.T) j--;
  if (j < 0) return false;
  const left = joiningType(label[j]);
  if (left !== JoiningType.L && left !== JoiningType.D) return false;
  let k = i + 1;
  while (k < label.length && joiningType(label[k]) === JoiningType.T) k++;
  if (k >= label.length) return false;
  const right = joiningType(label[k]);
  return right === JoiningType.R || right === JoiningType.D;
}

/** True for the code points that have a CONTEXTO rule (RFC 5892 §2.6 exceptions). */
export function isContextO(cp: number): boolean {
  return (
    cp === 0x00b7 || cp === 0x0375 || cp === 0x05f3 || cp === 0x05f4 || cp === 0x30fb ||
    (cp >= 0x0660 && cp <= 0x0669) || (cp >= 0x06f0 && cp <= 0x06f9)
  );
}

/** Facts about a whole label that A.7-A.9 need, computed once per label. */
export interface LabelContext {
  hasHiraganaKatakanaHan: boolean;
  hasArabicIndicDigit: boolean;
  hasExtendedArabicIndicDigit: boolean;
}

export function labelContext(label: ArrayLike<number>): LabelContext {
  const ctx = { hasHiraganaKatakanaHan: false, hasArabicIndicDigit: false, hasExtendedArabicIndicDigit: false };
  for (let i = 0; i < label.length; i++) {
    const cp = label[i];
    if (cp >= 0x0660 && cp <= 0x0669) ctx.hasArabicIndicDigit = true;
    else if (cp >= 0x06f0 && cp <= 0x06f9) ctx.hasExtendedArabicIndicDigit = true;
    else if (cp >= 0x80) {
      const sc = script(cp);
      if (sc === Script.Hiragana || sc === Script.Katakana || sc === Script.Han) ctx.hasHiraganaKatakanaHan = true;
    }
  }
  return ctx;
}

/** RFC 5892 A.3-A.9 for the CONTEXTO code point at label[i]; ctx = labelContext(label). */
export function contextORule(label: ArrayLike<number>, i: number, ctx: LabelContext): boolean {
  const cp = label[i];
  const before = i > 0 ? label[i - 1] : -1;
  const after = i + 1 < label.length ? label[i + 1] : -1;
  // A.3 MIDDLE DOT: If Before(cp) .eq. U+006C And After(cp) .eq. U+006C Then True;
  if (cp === 0x00b7) return before === 0x6c && after === 0x6c;
  // A.4 GREEK LOWER NUMERAL SIGN (KERAIA): If Script(After(cp)) .eq. Greek Then True;
  if (cp === 0x0375) return after >= 0 && script(after) === Script.Greek;
  // A.5 HEBREW PUNCTUATION GERESH, A.6 GERSHAYIM: If Script(Before(cp)) .eq. Hebrew Then True;
  if (cp === 0x05f3 || cp === 0x05f4) return before >= 0 && script(before) === Script.Hebrew;
  // A.7 KATAKANA MIDDLE DOT: True if some character of the label is Hiragana, Katakana or Han.
  if (cp === 0x30fb) return ctx.hasHiraganaKatakanaHan;
  // A.8 ARABIC-INDIC DIGITS: False if the label also has an EXTENDED ARABIC-INDIC DIGIT.
  if (cp >= 0x0660 && cp <= 0x0669) return !ctx.hasExtendedArabicIndicDigit;
  // A.9 EXTENDED ARABIC-INDIC DIGITS: False if the label also has an ARABIC-INDIC DIGIT.
  if (cp >= 0x06f0 && cp <= 0x06f9) return !ctx.hasArabicIndicDigit;
  return false;
}
