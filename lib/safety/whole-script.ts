// UTS #39 §4.1 whole-script confusables, for the one case that matters in host names: a label in
// one script other than Latin whose every letter of that script looks like ASCII (Cyrillic
// "ѕсоре" for "scope"), shown under a TLD not of that script. The lookalikes come from the data
// (a letter whose skeleton is ASCII letters and digits), not from a list. Also labels made only
// of digits and characters that look like digits ("з2" for "32").
import { allowedScriptExtensions } from '../unicode/security';
import { skeletonOf } from './skeleton';
import { scriptIds } from './scripts';

/**
 * ASCII country-code TLDs under which a whole-script confusable label of a script is expected,
 * as in Chromium's IDN spoof checker; a TLD holding a letter of the script also qualifies.
 */
const SCRIPT_TLDS: { [script: string]: readonly string[] } = {
  Armenian: ['am'],
  Cyrillic: ['bg', 'by', 'kz', 'ru', 'su', 'ua', 'uz'],
  Ethiopic: ['er', 'et'],
  Georgian: ['ge'],
  Greek: ['gr'],
  Hebrew: ['il'],
  Myanmar: ['mm'],
  Thai: ['th'],
};

const lookalikes: { [cp: number]: number } = {};

/** 1: cp's skeleton is ASCII lower-case letters and digits (or "O", the prototype of "0"); 2: ASCII digits or "O", "l"; 0: neither. */
function asciiLookalike(cp: number): number {
  let v = lookalikes[cp];
  if (v !== undefined) return v;
  const sk = skeletonOf([cp]);
  let letters = sk.length > 0 && !(sk.length === 1 && sk[0] === cp), digits = letters;
  for (let i = 0; i < sk.length; i++) {
    const c = sk[i];
    const digit = (c >= 0x32 && c <= 0x39) || c === 0x4f || c === 0x6c; // 0 -> O, 1 -> l
    if (!digit) digits = false;
    if (!((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x4f)) letters = false;
  }
  v = digits ? 2 : letters ? 1 : 0;
  lookalikes[cp] = v;
  return v;
}

/** The one script (not Common, Inherited) of the non-ASCII letters of a label, or -1 (none or several). */
function soleScript(label: readonly number[]): number {
  const s = scriptIds();
  let script = -1;
  for (let i = 0; i < label.length; i++) {
    if (label[i] < 0x80) continue;
    const scx = allowedScriptExtensions(label[i]);
    if (!scx || scx.length !== 1) {
      if (scx && scx.indexOf(s.common) < 0 && scx.indexOf(s.inherited) < 0) return -1;
      continue;
    }
    const x = scx[0];
    if (x === s.common || x === s.inherited) continue;
    if (script >= 0 && x !== script) return -1;
    script = x;
  }
  return script;
}

/**
 * UTS #39 §4.1 for a single-script label under the TLD `tld` (its Unicode form): true when the
 * label's script is not Latin, every character of that script in it looks like ASCII, and the
 * TLD is neither in that script nor one of the script's country codes.
 */
export function isWholeScriptConfusable(label: readonly number[], tld: readonly number[], tldAscii: string): boolean {
  const script = soleScript(label);
  const s = scriptIds();
  if (script < 0 || script === s.latin) return false;
  let letters = 0;
  for (let i = 0; i < label.length; i++) {
    const scx = allowedScriptExtensions(label[i]);
    if (!scx || scx.indexOf(script) < 0 || label[i] < 0x80) continue;
    if (asciiLookalike(label[i]) === 0) return false;
    letters++;
  }
  if (letters === 0) return false;
  for (let i = 0; i < tld.length; i++) {
    const scx = allowedScriptExtensions(tld[i]);
    if (scx && scx.length === 1 && scx[0] === script) return false;
  }
  const tlds = SCRIPT_TLDS[scriptNameOf(script)];
  return !(tlds && tlds.indexOf(tldAscii) >= 0);
}

function scriptNameOf(script: number): string {
  const names = scriptIds().byName;
  for (const name in names) if (names[name] === script) return name;
  return '';
}

/**
 * Letters that look like digits although their skeletons are not digits (Chromium's list:
 * θ २ ২ ੨ ૨ ೩ ೭ շ з ҙ ӡ उ ও ਤ ੩ ૩ ౩ ဒ ვ პ ੜ ੫ 丩 ㄐ ճ ৪ ੪ ୫ ૭ ୨ ౨).
 */
const DIGIT_LIKE = [
  0x03b8, 0x0968, 0x09e8, 0x0a68, 0x0ae8, 0x0ce9, 0x0ced, 0x0577, 0x0437, 0x0499, 0x04e1, 0x0909, 0x0993, 0x0a24, 0x0a69, 0x0ae9,
  0x0c69, 0x1012, 0x10D5, 0x10DE, 0x0A5C, 0x0A6B, 0x4E29, 0x3110, 0x0573, 0x09EA, 0x0A6A, 0x0B6B, 0x0AED, 0x0B68, 0x0C68,
];

/**
 * A label of ASCII digits and characters that look like digits (their skeletons are digits, or
 * they are in DIGIT_LIKE), with at least one of the latter.
 */
export function isDigitLookalike(label: readonly number[]): boolean {
  let lookalike = false;
  for (let i = 0; i < label.length; i++) {
    const cp = label[i];
    if (cp >= 0x30 && cp <= 0x39) continue;
    if (cp < 0x80 || (DIGIT_LIKE.indexOf(cp) < 0 && asciiLookalike(cp) !== 2)) return false;
    lookalike = true;
  }
  return lookalike;
}
