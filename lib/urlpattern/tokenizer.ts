// URL Pattern §2.1.2 tokenizing: a pattern string to a token list, with the "strict" policy
// (errors throw) or the "lenient" one (errors become invalid-char tokens; the constructor string
// parser). Indexes are UTF-16 code unit offsets: the spec's code point positions only serve to
// slice the input, which code unit offsets do the same way.
import { isIdentifierPart, isIdentifierStart } from '../unicode/identifiers';

/** URL Pattern §2.1.1 token types. */
export const enum TokenType {
  Open, Close, Regexp, Name, Char, EscapedChar, OtherModifier, Asterisk, End, InvalidChar,
}

export interface Token {
  type: TokenType;
  /** Offset of the token's first code point in the input. */
  index: number;
  value: string;
}

/** The code point at i (a surrogate pair read as one) and the offset after it. */
function codePointAt(s: string, i: number): number {
  const c = s.charCodeAt(i);
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
    const d = s.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return (c - 0xd800) * 0x400 + d - 0xdc00 + 0x10000;
  }
  return c;
}
function width(cp: number): number {
  return cp > 0xffff ? 2 : 1;
}

/** URL Pattern §2.1.2 "is a valid name code point". */
export function isValidNameCodePoint(cp: number, first: boolean): boolean {
  return first ? isIdentifierStart(cp) : isIdentifierPart(cp);
}

/** URL Pattern §2.1.2 tokenize, given input and policy (lenient: true). */
export function tokenize(input: string, lenient: boolean): Token[] {
  const tokens: Token[] = [];
  const length = input.length;
  let index = 0;
  // "add a token": value = input[valuePosition, valuePosition + valueLength), then index = next.
  const add = (type: TokenType, next: number, valuePosition: number, valueLength: number): void => {
    tokens.push({ type, index, value: input.substr(valuePosition, valueLength) });
    index = next;
  };
  // "process a tokenizing error"
  const error = (next: number, valuePosition: number): void => {
    if (!lenient) throw new TypeError(`URLPattern: invalid pattern "${input}" at ${valuePosition}`);
    add(TokenType.InvalidChar, next, valuePosition, next - valuePosition);
  };
  while (index < length) {
    const cp = codePointAt(input, index);
    const next = index + width(cp);
    if (cp === 0x2a) { add(TokenType.Asterisk, next, index, next - index); continue; } // "*"
    if (cp === 0x2b || cp === 0x3f) { add(TokenType.OtherModifier, next, index, next - index); continue; } // "+" "?"
    if (cp === 0x5c) { // "\"
      if (next === length) { error(next, index); continue; }
      const escapedIndex = next;
      const after = escapedIndex + width(codePointAt(input, escapedIndex));
      add(TokenType.EscapedChar, after, escapedIndex, after - escapedIndex);
      continue;
    }
    if (cp === 0x7b) { add(TokenType.Open, next, index, next - index); continue; } // "{"
    if (cp === 0x7d) { add(TokenType.Close, next, index, next - index); continue; } // "}"
    if (cp === 0x3a) { // ":" name
      let namePosition = next;
      const nameStart = namePosition;
      while (namePosition < length) {
        const c = codePointAt(input, namePosition);
        if (!isValidNameCodePoint(c, namePosition === nameStart)) break;
        namePosition += width(c);
      }
      if (namePosition <= nameStart) { error(nameStart, index); continue; }
      add(TokenType.Name, namePosition, nameStart, namePosition - nameStart);
      continue;
    }
    if (cp === 0x28) { // "(" regexp
      let depth = 1;
      let regexpPosition = next;
      const regexpStart = regexpPosition;
      let failed = false;
      while (regexpPosition < length) {
        const c = codePointAt(input, regexpPosition);
        let nextIndex = regexpPosition + width(c);
        if (c > 0x7f) { error(regexpStart, index); failed = true; break; }
        if (regexpPosition === regexpStart && c === 0x3f) { error(regexpStart, index); failed = true; break; }
        if (c === 0x5c) {
          if (regexpPosition === length - 1) { error(regexpStart, index); failed = true; break; }
          const e = codePointAt(input, nextIndex);
          if (e > 0x7f) { error(regexpStart, index); failed = true; break; }
          regexpPosition = nextIndex + width(e);
          continue;
        }
        if (c === 0x29) {
          depth--;
          if (depth === 0) { regexpPosition = nextIndex; break; }
        } else if (c === 0x28) {
          depth++;
          if (regexpPosition === length - 1) { error(regexpStart, index); failed = true; break; }
          // A nested group must be non-capturing ("(?").
          if (codePointAt(input, nextIndex) !== 0x3f) { error(regexpStart, index); failed = true; break; }
          nextIndex = regexpPosition + 1;
        }
        regexpPosition = nextIndex;
      }
      if (failed) continue;
      if (depth !== 0) { error(regexpStart, index); continue; }
      const regexpLength = regexpPosition - regexpStart - 1;
      if (regexpLength === 0) { error(regexpStart, index); continue; }
      add(TokenType.Regexp, regexpPosition, regexpStart, regexpLength);
      continue;
    }
    add(TokenType.Char, next, index, next - index);
  }
  add(TokenType.End, index, index, 0);
  return tokens;
}
