// Character sequences that display as something else, in a label that otherwise passes UTS #39:
// UTS #39 §5.4 optional detection (runs of nonspacing marks; a base character whose mark hides in
// it, the example U+0069 i + U+0307) and the sequences Chromium's IDN spoof checker refuses
// (components/url_formatter/spoof_checks/idn_spoof_checker.cc, its "dangerous patterns": Kana and
// CJK characters that look like punctuation or Latin letters beside other scripts, Kana voiced
// sound marks, combining diacritics after a letter outside Latin, Greek and Cyrillic).
import { isMark } from '../unicode/properties';
import { hasScript, scriptIds } from './scripts';

/**
 * UTS #39 §5.4: a nonspacing mark repeated (the same one twice in a row) or more than four marks
 * in a row, in the NFD form of the label. Marks are General_Category=Mark (the library's table),
 * which also counts spacing marks.
 */
export function hasMarkRun(nfdLabel: readonly number[]): boolean {
  let run = 0;
  for (let i = 0; i < nfdLabel.length; i++) {
    const cp = nfdLabel[i];
    if (!isMark(cp)) {
      run = 0;
      continue;
    }
    if (++run > 4 || (run > 1 && nfdLabel[i - 1] === cp)) return true;
  }
  return false;
}

/** Katakana and CJK characters that look like "/" or "\" beside non-Japanese text. */
const SLASH_LIKE = [0x30ce, 0x30f3, 0x30bd, 0x30be, 0x4e36, 0x4e40, 0x4e41, 0x4e3f];
/** CJK and Bopomofo characters that look like Latin letters or punctuation beside non-CJK text. */
const LATIN_LIKE_CJK = [
  0x4e00, 0x3127, 0x4e28, 0x4e5b, 0x4e03, 0x4e05, 0x5341, 0x3007, 0x3112, 0x311a,
  0x311f, 0x3128, 0x3129, 0x3108, 0x31ba, 0x31b3, 0x5de5, 0x31b2, 0x8ba0, 0x4e01,
];

/**
 * Whether the label (NFC code points, as UTS #46 leaves it) holds one of the sequences above.
 */
export function hasDangerousPattern(label: readonly number[]): boolean {
  // Every pattern holds U+0131, a combining mark of U+0300..U+0339, or a Kana, Bopomofo or CJK
  // character.
  let candidate = false;
  for (let i = 0; i < label.length && !candidate; i++) {
    const cp = label[i];
    candidate = cp === 0x0131 || (cp >= 0x0300 && cp <= 0x0339) || (cp >= 0x3000 && cp <= 0x31ff) || (cp >= 0x4e00 && cp <= 0x9fff);
  }
  if (!candidate) return false;
  const s = scriptIds();
  const japanese = [s.katakana, s.hiragana, s.han];
  const cjk = [s.katakana, s.hiragana, s.han, s.bopomofo];
  const lgc = [s.latin, s.greek, s.cyrillic];
  const katakana = [s.katakana], hiragana = [s.hiragana], kana = [s.katakana, s.hiragana];
  const n = label.length;
  let kanaOnly = true, hiraganaOnly = true, hiraganaHe = -1, katakanaHe = -1;
  for (let i = 0; i < n; i++) {
    const cp = label[i];
    const before = i > 0 ? label[i - 1] : -1;
    const after = i + 1 < n ? label[i + 1] : -1;
    // ノ ソ ゾ ン 丶 乀 乁 丿 with non-Japanese text on both sides.
    if (SLASH_LIKE.indexOf(cp) >= 0 && before >= 0 && after >= 0 && !hasScript(before, japanese) && !hasScript(after, japanese)) return true;
    // ヽ ヾ (Katakana iteration marks) not after Katakana.
    if ((cp === 0x30fd || cp === 0x30fe) && (before < 0 || !hasScript(before, katakana))) return true;
    // ー (prolonged sound mark) not after Kana; ・ (Katakana middle dot) beside a-z.
    if (cp === 0x30fc && (before < 0 || !hasScript(before, kana))) return true;
    if (cp === 0x30fb && ((before >= 0x61 && before <= 0x7a) || (after >= 0x61 && after <= 0x7a))) return true;
    // 一 ㄧ 丨 ... beside a character outside Hiragana, Katakana, Han and Bopomofo.
    if (LATIN_LIKE_CJK.indexOf(cp) >= 0 && ((before >= 0 && !hasScript(before, cjk)) || (after >= 0 && !hasScript(after, cjk)))) return true;
    if (cp >= 0x0300 && cp <= 0x0339) {
      // A combining diacritic after a letter outside Latin, Greek and Cyrillic, or after dotless i.
      if (before < 0 || before === 0x0131 || !hasScript(before, lgc)) return true;
      // UTS #39 §5.4: i, j, l + U+0307 COMBINING DOT ABOVE look like i, j, l.
      if (cp === 0x0307 && (before === 0x69 || before === 0x6a || before === 0x6c)) return true;
    }
    // Combining Kana voiced sound marks.
    if (cp === 0x3099 || cp === 0x309a) return true;
    // へ べ ぺ in Katakana text, ヘ ベ ペ in Hiragana text: the same shapes.
    if (cp >= 0x3078 && cp <= 0x307a) hiraganaHe = i;
    else if (cp >= 0x30d8 && cp <= 0x30da) katakanaHe = i;
    else {
      if (!hasScript(cp, katakana)) kanaOnly = false;
      if (!hasScript(cp, hiragana)) hiraganaOnly = false;
    }
  }
  if (kanaOnly && hiraganaHe > 0 && hiraganaHe < n - 1 && katakanaHe < 0) return true;
  if (hiraganaOnly && katakanaHe > 0 && katakanaHe < n - 1 && hiraganaHe < 0) return true;
  return false;
}
