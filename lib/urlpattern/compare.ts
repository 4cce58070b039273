// URLPattern.compareComponent: orders part lists, most specific last. Not in the pinned URL
// Pattern Standard (2026-03-20); this follows the behaviour WPT's
// urlpattern-compare-test-data.json checks (Chromium's algorithm, read from its tests): parts
// compare in order by type (fixed text > regexp > segment wildcard > full wildcard), then
// modifier (none > "+" > "?" > "*"), then prefix, value and suffix as strings (code units); a
// missing part compares as an empty fixed-text part.
import { Modifier, Part, PartType } from './parser';

const TYPE_RANK = [3, 2, 1, 0]; // by PartType: FixedText, Regexp, SegmentWildcard, FullWildcard
const MODIFIER_RANK = [3, 1, 0, 2]; // by Modifier: None, Optional, ZeroOrMore, OneOrMore

function compareNumbers(a: number, b: number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function comparePart(l: Part, r: Part): number {
  return compareNumbers(TYPE_RANK[l.type], TYPE_RANK[r.type]) ||
    compareNumbers(MODIFIER_RANK[l.modifier], MODIFIER_RANK[r.modifier]) ||
    compareStrings(l.prefix, r.prefix) ||
    compareStrings(l.value, r.value) ||
    compareStrings(l.suffix, r.suffix);
}

const EMPTY_FIXED: Part = { type: PartType.FixedText, value: '', modifier: Modifier.None, name: '', prefix: '', suffix: '' };

/** Compares two part lists. */
export function compareParts(l: Part[], r: Part[]): number {
  let i = 0;
  for (; i < l.length && i < r.length; i++) {
    const c = comparePart(l[i], r[i]);
    if (c !== 0) return c;
  }
  if (i === l.length && i === r.length) return 0;
  return i < l.length ? comparePart(l[i], EMPTY_FIXED) : comparePart(EMPTY_FIXED, r[i]);
}
