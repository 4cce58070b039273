// URL Pattern §2.1.3-2.1.5 parts, options and "parse a pattern string": a token list (strict
// policy) to a part list, with each fixed text piece passed through the component's encoding
// callback (canonicalize.ts).
import { Token, TokenType, tokenize } from './tokenizer';

/** URL Pattern §2.1.3 part types. */
export const enum PartType { FixedText, Regexp, SegmentWildcard, FullWildcard }
/** URL Pattern §2.1.3 part modifiers. */
export const enum Modifier { None, Optional, ZeroOrMore, OneOrMore }

export interface Part {
  type: PartType;
  /** The regexp of a "regexp" part, the (encoded) text of a "fixed-text" part, else "". */
  value: string;
  modifier: Modifier;
  name: string;
  prefix: string;
  suffix: string;
}

/** URL Pattern §2.1.4 options. */
export interface PatternOptions {
  /** "" or one ASCII code point. */
  delimiter: string;
  /** "" or one ASCII code point. */
  prefix: string;
  ignoreCase: boolean;
}

/** URL Pattern §2.1.5 encoding callback. */
export type EncodingCallback = (input: string) => string;

/** URL Pattern §1.5 default options, hostname options, pathname options. */
export const DEFAULT_OPTIONS: PatternOptions = { delimiter: '', prefix: '', ignoreCase: false };
export const HOSTNAME_OPTIONS: PatternOptions = { delimiter: '.', prefix: '', ignoreCase: false };
export const PATHNAME_OPTIONS: PatternOptions = { delimiter: '/', prefix: '/', ignoreCase: false };

/** URL Pattern §2.1.5 full wildcard regexp value. */
export const FULL_WILDCARD_REGEXP = '.*';

/** URL Pattern §2.2 escape a regexp string. */
export function escapeRegexpString(input: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    // . + * ? ^ $ { } ( ) [ ] | / \
    if (c === 0x2e || c === 0x2b || c === 0x2a || c === 0x3f || c === 0x5e || c === 0x24 || c === 0x7b || c === 0x7d ||
        c === 0x28 || c === 0x29 || c === 0x5b || c === 0x5d || c === 0x7c || c === 0x2f || c === 0x5c) {
      out += input.slice(from, i) + '\\';
      from = i;
    }
  }
  return out + input.slice(from);
}

/** URL Pattern §2.1.5 generate a segment wildcard regexp. */
export function segmentWildcardRegexp(options: PatternOptions): string {
  return '[^' + escapeRegexpString(options.delimiter) + ']+?';
}

/** URL Pattern §2.1.5 parse a pattern string. */
export function parsePatternString(input: string, options: PatternOptions, encode: EncodingCallback): Part[] {
  const tokens = tokenize(input, false);
  const segmentWildcard = segmentWildcardRegexp(options);
  const parts: Part[] = [];
  let pending = '';
  let index = 0;
  let nextNumericName = 0;
  // The names of the parts so far, so that "is a duplicate name" is one look-up, not a scan of
  // every earlier part (which made construction quadratic in the parts). No prototype, so that
  // "__proto__" or "toString" is a name like any other.
  const partNames: { [name: string]: true } = Object.create(null);

  // "try to consume a token"
  const tryConsume = (type: TokenType): Token | null => {
    const t = tokens[index];
    if (t.type !== type) return null;
    index++;
    return t;
  };
  // "try to consume a modifier token"
  const tryConsumeModifier = (): Token | null => tryConsume(TokenType.OtherModifier) || tryConsume(TokenType.Asterisk);
  // "try to consume a regexp or wildcard token"
  const tryConsumeRegexpOrWildcard = (name: Token | null): Token | null => {
    const t = tryConsume(TokenType.Regexp);
    return name === null && t === null ? tryConsume(TokenType.Asterisk) : t;
  };
  // "consume a required token"
  const consumeRequired = (type: TokenType): Token => {
    const t = tryConsume(type);
    if (t === null) throw new TypeError(`URLPattern: invalid pattern "${input}" at ${tokens[index].index}`);
    return t;
  };
  // "consume text"
  const consumeText = (): string => {
    let result = '';
    for (;;) {
      const t = tryConsume(TokenType.Char) || tryConsume(TokenType.EscapedChar);
      if (t === null) return result;
      result += t.value;
    }
  };
  // "maybe add a part from the pending fixed value"
  const flushPending = (): void => {
    if (pending === '') return;
    const value = encode(pending);
    pending = '';
    parts.push({ type: PartType.FixedText, value, modifier: Modifier.None, name: '', prefix: '', suffix: '' });
  };
  // "add a part"
  const addPart = (prefix: string, nameToken: Token | null, regexpOrWildcard: Token | null, suffix: string, modifierToken: Token | null): void => {
    let modifier = Modifier.None;
    if (modifierToken !== null) {
      const v = modifierToken.value;
      modifier = v === '?' ? Modifier.Optional : v === '*' ? Modifier.ZeroOrMore : Modifier.OneOrMore;
    }
    if (nameToken === null && regexpOrWildcard === null && modifier === Modifier.None) {
      pending += prefix; // a "{foo}" grouping
      return;
    }
    flushPending();
    if (nameToken === null && regexpOrWildcard === null) { // a "{foo}?" grouping
      if (prefix === '') return;
      parts.push({ type: PartType.FixedText, value: encode(prefix), modifier, name: '', prefix: '', suffix: '' });
      return;
    }
    let regexpValue: string;
    if (regexpOrWildcard === null) regexpValue = segmentWildcard;
    else if (regexpOrWildcard.type === TokenType.Asterisk) regexpValue = FULL_WILDCARD_REGEXP;
    else regexpValue = regexpOrWildcard.value;
    let type = PartType.Regexp;
    if (regexpValue === segmentWildcard) {
      type = PartType.SegmentWildcard;
      regexpValue = '';
    } else if (regexpValue === FULL_WILDCARD_REGEXP) {
      type = PartType.FullWildcard;
      regexpValue = '';
    }
    let name = '';
    if (nameToken !== null) name = nameToken.value;
    else if (regexpOrWildcard !== null) name = String(nextNumericName++);
    // "is a duplicate name": only named and regexp/wildcard parts reach here, so every name is set
    if (partNames[name] === true) throw new TypeError(`URLPattern: duplicate group name "${name}" in "${input}"`);
    partNames[name] = true;
    parts.push({ type, value: regexpValue, modifier, name, prefix: encode(prefix), suffix: encode(suffix) });
  };

  while (index < tokens.length) {
    const charToken = tryConsume(TokenType.Char);
    let nameToken = tryConsume(TokenType.Name);
    let regexpOrWildcard = tryConsumeRegexpOrWildcard(nameToken);
    if (nameToken !== null || regexpOrWildcard !== null) {
      let prefix = charToken !== null ? charToken.value : '';
      if (prefix !== '' && prefix !== options.prefix) {
        pending += prefix;
        prefix = '';
      }
      flushPending();
      const modifierToken = tryConsumeModifier();
      addPart(prefix, nameToken, regexpOrWildcard, '', modifierToken);
      continue;
    }
    let fixedToken = charToken;
    if (fixedToken === null) fixedToken = tryConsume(TokenType.EscapedChar);
    if (fixedToken !== null) {
      pending += fixedToken.value;
      continue;
    }
    const openToken = tryConsume(TokenType.Open);
    if (openToken !== null) {
      const prefix = consumeText();
      nameToken = tryConsume(TokenType.Name);
      regexpOrWildcard = tryConsumeRegexpOrWildcard(nameToken);
      const suffix = consumeText();
      consumeRequired(TokenType.Close);
      const modifierToken = tryConsumeModifier();
      addPart(prefix, nameToken, regexpOrWildcard, suffix, modifierToken);
      continue;
    }
    flushPending();
    consumeRequired(TokenType.End);
  }
  return parts;
}
