// URL Pattern §2.3 converting part lists to pattern strings: "generate a pattern string" (what
// the URLPattern getters return) and "escape a pattern string".
import { Modifier, Part, PartType, PatternOptions, segmentWildcardRegexp, FULL_WILDCARD_REGEXP } from './parser';
import { isValidNameCodePoint } from './tokenizer';

/** URL Pattern §2.3 escape a pattern string. */
export function escapePatternString(input: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    // + * ? : { } ( ) \
    if (c === 0x2b || c === 0x2a || c === 0x3f || c === 0x3a || c === 0x7b || c === 0x7d || c === 0x28 || c === 0x29 || c === 0x5c) {
      out += input.slice(from, i) + '\\';
      from = i;
    }
  }
  return out + input.slice(from);
}

/** URL Pattern §2.3 convert a modifier to a string. */
export function modifierString(m: Modifier): string {
  return m === Modifier.ZeroOrMore ? '*' : m === Modifier.Optional ? '?' : m === Modifier.OneOrMore ? '+' : '';
}

function firstCodePoint(s: string): number {
  const c = s.charCodeAt(0);
  if (c >= 0xd800 && c <= 0xdbff && s.length > 1) {
    const d = s.charCodeAt(1);
    if (d >= 0xdc00 && d <= 0xdfff) return (c - 0xd800) * 0x400 + d - 0xdc00 + 0x10000;
  }
  return c;
}

const isASCIIDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;

/** URL Pattern §2.3 generate a pattern string. */
export function generatePatternString(parts: Part[], options: PatternOptions): string {
  let result = '';
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index];
    const previous = index > 0 ? parts[index - 1] : null;
    const next = index < parts.length - 1 ? parts[index + 1] : null;
    if (part.type === PartType.FixedText) {
      if (part.modifier === Modifier.None) {
        result += escapePatternString(part.value);
        continue;
      }
      result += '{' + escapePatternString(part.value) + '}' + modifierString(part.modifier);
      continue;
    }
    const customName = !isASCIIDigit(part.name.charCodeAt(0));
    let needsGrouping = part.suffix !== '' || (part.prefix !== '' && part.prefix !== options.prefix);
    if (!needsGrouping && customName && part.type === PartType.SegmentWildcard && part.modifier === Modifier.None &&
        next !== null && next.prefix === '' && next.suffix === '') {
      if (next.type === PartType.FixedText) {
        needsGrouping = isValidNameCodePoint(firstCodePoint(next.value), false);
      } else {
        needsGrouping = isASCIIDigit(next.name.charCodeAt(0));
      }
    }
    if (!needsGrouping && part.prefix === '' && previous !== null && previous.type === PartType.FixedText &&
        previous.value.length > 0 && previous.value.charAt(previous.value.length - 1) === options.prefix) {
      needsGrouping = true;
    }
    if (needsGrouping) result += '{';
    result += escapePatternString(part.prefix);
    if (customName) result += ':' + part.name;
    if (part.type === PartType.Regexp) {
      result += '(' + part.value + ')';
    } else if (part.type === PartType.SegmentWildcard && !customName) {
      result += '(' + segmentWildcardRegexp(options) + ')';
    } else if (part.type === PartType.FullWildcard) {
      if (!customName && (previous === null || previous.type === PartType.FixedText || previous.modifier !== Modifier.None ||
          needsGrouping || part.prefix !== '')) {
        result += '*';
      } else {
        result += '(' + FULL_WILDCARD_REGEXP + ')';
      }
    }
    if (part.type === PartType.SegmentWildcard && customName && part.suffix !== '' &&
        isValidNameCodePoint(firstCodePoint(part.suffix), false)) {
      result += '\\';
    }
    result += escapePatternString(part.suffix);
    if (needsGrouping) result += '}';
    result += modifierString(part.modifier);
  }
  return result;
}
