// RFC 5893 §2 the Bidi rule, and §1.4's "Bidi domain name". Shared by UTS #46 (CheckBidi, V8)
// and IDNA2008. Labels are code point arrays.
import { BidiClass, bidiClass } from '../unicode/properties';

const { L, R, AL, AN, EN, ES, CS, ET, ON, BN, NSM } = BidiClass;
/** No code point below U+0590 has Bidi_Class R, AL or AN (checked by a test). */
export const FIRST_RTL_CODE_POINT = 0x0590;

/** RFC 5893 §1.4: a label containing an R, AL or AN character makes the name a Bidi domain name. */
export function hasRtlCharacter(label: ArrayLike<number>): boolean {
  for (let i = 0; i < label.length; i++) {
    const cp = label[i];
    if (cp < FIRST_RTL_CODE_POINT) continue;
    if ((1 << bidiClass(cp)) & ((1 << R) | (1 << AL) | (1 << AN))) return true;
  }
  return false;
}

/**
 * RFC 5893 §2: checks one label of a Bidi domain name. Returns a bit set of the failed conditions
 * (bit n for condition n, 1..6); 0 when the label satisfies the rule. An empty label passes.
 */
export function bidiRuleFailures(label: ArrayLike<number>): number {
  const n = label.length;
  if (n === 0) return 0;
  const first = bidiClass(label[0]);
  // 1. The first character must have Bidi property L, R or AL.
  if (!((1 << first) & ((1 << L) | (1 << R) | (1 << AL)))) return 1 << 1;
  let failures = 0;
  let last = -1; // class of the last character that is not NSM
  const rtl = first !== L;
  // 2. In an RTL label, only R, AL, AN, EN, ES, CS, ET, ON, BN and NSM are allowed.
  // 5. In an LTR label, only L, EN, ES, CS, ET, ON, BN and NSM are allowed.
  const allowed = rtl ? RTL_ALLOWED : LTR_ALLOWED;
  let seen = 0; // the classes present, bit 1 << class each
  for (let i = 0; i < n; i++) {
    const bc = bidiClass(label[i]);
    seen |= 1 << bc;
    if (bc !== NSM) last = bc;
  }
  if (seen & ~allowed) failures |= rtl ? 1 << 2 : 1 << 5;
  if (rtl) {
    // 3. An RTL label must end with R, AL, EN or AN, followed by zero or more NSM.
    if (!((1 << last) & ((1 << R) | (1 << AL) | (1 << EN) | (1 << AN)))) failures |= 1 << 3;
    // 4. In an RTL label, EN and AN must not both be present.
    if ((seen & ((1 << EN) | (1 << AN))) === ((1 << EN) | (1 << AN))) failures |= 1 << 4;
  } else if (!((1 << last) & ((1 << L) | (1 << EN)))) {
    // 6. An LTR label must end with L or EN, followed by zero or more NSM.
    failures |= 1 << 6;
  }
  return failures;
}

const RTL_ALLOWED = (1 << R) | (1 << AL) | (1 << AN) | (1 << EN) | (1 << ES) | (1 << CS) | (1 << ET) | (1 << ON) | (1 << BN) | (1 << NSM);
const LTR_ALLOWED = (1 << L) | (1 << EN) | (1 << ES) | (1 << CS) | (1 << ET) | (1 << ON) | (1 << BN) | (1 << NSM);
