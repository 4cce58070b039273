// URL Pattern §2.2 converting part lists to regular expressions: "generate a regular expression
// and name list", in the spec's syntax (flags "v" or "vi") and, for engines without the "u"/"v"
// flags (ES5: Duktape, Rhino, Node 0.10-6 ...), in ES5 syntax that matches the same strings: the
// spec's "." and "[^/]" match a code point, so a surrogate pair is matched as one unit there.
import { escapeRegexpString, Modifier, Part, PartType, PatternOptions, segmentWildcardRegexp, FULL_WILDCARD_REGEXP } from './parser';
import { modifierString } from './pattern-string';

/**
 * Which regexp syntax to generate: the spec's; the spec's as handed to the engine ("v" or "u"
 * flag), where the segment wildcard of an empty delimiter, "[^]+?", is written "[\s\S]+?" (the
 * same set: V8 11.3, Node 20, fails "[^]" repeated under "v": /^[^]*$/v.exec("aa") is null); or
 * ES5 (no flag).
 */
export const enum Dialect { Spec, Engine, ES5 }

// A code point is a surrogate pair or a code unit that is no surrogate: backtracking can then
// never split a pair (component strings are USV strings: no lone surrogate to match).
const PAIR = '[\\uD800-\\uDBFF][\\uDC00-\\uDFFF]';

function segmentWildcard(options: PatternOptions, dialect: Dialect): string {
  if (dialect === Dialect.Engine && options.delimiter === '') return '[\\s\\S]+?';
  if (dialect !== Dialect.ES5) return segmentWildcardRegexp(options);
  return '(?:' + PAIR + '|[^' + escapeRegexpString(options.delimiter) + '\\uD800-\\uDFFF])+?';
}

function fullWildcard(dialect: Dialect): string {
  // "." under "v": any code point but a line terminator.
  return dialect !== Dialect.ES5 ? FULL_WILDCARD_REGEXP : '(?:' + PAIR + '|[^\\n\\r\\u2028\\u2029\\uD800-\\uDFFF])*';
}

/**
 * Unlike the spec, which hands a custom regexp to the engine under "v", an engine without the
 * "v" flag reads it under "u", and one without "u" either (ES5) in ES5 syntax: the constructs
 * whose reading there differs or does not exist are rejected with a TypeError (the rest reads the
 * same on the ASCII component strings that canonicalization produces). `flags` is what the
 * engine has ("u" or ""). Returns the reason, or null when the regexp can be expressed.
 */
export function unsupportedRegexp(source: string, flags: string): string | null {
  // "v" set operations and string literals: "u" and ES5 read "[[a-z]--a]" as a class and text.
  const bracket = source.indexOf('[');
  if ((bracket >= 0 && (source.indexOf('--', bracket) >= 0 || source.indexOf('&&', bracket) >= 0)) || source.indexOf('\\q{') >= 0) {
    return 'needs the "v" flag this engine lacks (set operations "--", "&&" or "\\q{}")';
  }
  if (flags !== '') return null;
  // An identity escape of a letter ("\m", "\H") is a SyntaxError under "u" and "v", so the spec
  // throws a TypeError too; ES5 would read the letter.
  for (let i = 0; i < source.length - 1; i++) {
    if (source.charCodeAt(i) !== 0x5c) continue;
    const c = source.charAt(++i);
    if (/[A-Za-z]/.test(c) && 'dDwWsSbBfnrtvcxukpPq'.indexOf(c) < 0) return 'is not a valid regular expression under the "v" flag (identity escape \\' + c + ')';
  }
  if (/\\[pPk]|\\u\{|\(\?<|\(\?[imsx-]+[:)]/.test(source)) {
    return 'needs regexp syntax this engine lacks (Unicode property or code point escapes, named groups, lookbehind or modifiers)';
  }
  return null;
}

/** URL Pattern §2.2 generate a regular expression and name list. */
export function generateRegexp(parts: Part[], options: PatternOptions, dialect: Dialect): { source: string; names: string[] } {
  let result = '^';
  const names: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part.type === PartType.FixedText) {
      if (part.modifier === Modifier.None) result += escapeRegexpString(part.value);
      else result += '(?:' + escapeRegexpString(part.value) + ')' + modifierString(part.modifier);
      continue;
    }
    names.push(part.name);
    let value = part.value;
    if (part.type === PartType.SegmentWildcard) value = segmentWildcard(options, dialect);
    else if (part.type === PartType.FullWildcard) value = fullWildcard(dialect);
    const modifier = modifierString(part.modifier);
    const repeating = part.modifier === Modifier.ZeroOrMore || part.modifier === Modifier.OneOrMore;
    if (part.prefix === '' && part.suffix === '') {
      // "(<regexp value>)<modifier>" or "((?:<regexp value>)<modifier>)"
      result += repeating ? '((?:' + value + ')' + modifier + ')' : '(' + value + ')' + modifier;
      continue;
    }
    const prefix = escapeRegexpString(part.prefix), suffix = escapeRegexpString(part.suffix);
    if (!repeating) {
      // "(?:<prefix>(<regexp value>)<suffix>)<modifier>"
      result += '(?:' + prefix + '(' + value + ')' + suffix + ')' + modifier;
      continue;
    }
    // "(?:<prefix>((?:<regexp value>)(?:<suffix><prefix>(?:<regexp value>))*)<suffix>)?"
    result += '(?:' + prefix + '((?:' + value + ')(?:' + suffix + prefix + '(?:' + value + '))*)' + suffix + ')';
    if (part.modifier === Modifier.ZeroOrMore) result += '?';
  }
  return { source: result + '$', names };
}
