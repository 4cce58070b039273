// URL Pattern §1.6 constructor string parsing: "parse a constructor string" splits a shorthand
// such as "https://*.example.com/:id" into a URLPatternInit, over the lenient token list.
import { Token, TokenType, tokenize } from './tokenizer';
import { compileComponent, execComponent, Component } from './component';
import { canonicalizeProtocol } from './canonicalize';
import { DEFAULT_OPTIONS } from './parser';
import { SPECIAL_SCHEMES } from './special';

/** URLPatternInit (URL Pattern §1.2), the dictionary the constructor string parser fills. */
export interface URLPatternInit {
  /** The scheme pattern, without ":" (`'http{s}?'`). */
  protocol?: string;
  /** The username pattern. */
  username?: string;
  /** The password pattern. */
  password?: string;
  /** The host name pattern (`'*.example.com'`). */
  hostname?: string;
  /** The port pattern (`''` matches the default port). */
  port?: string;
  /** The path pattern (`'/users/:id'`). */
  pathname?: string;
  /** The query pattern, without "?". */
  search?: string;
  /** The fragment pattern, without "#". */
  hash?: string;
  /** A URL that the components not given are taken from (URL Pattern §3.2 process a URLPatternInit). */
  baseURL?: string;
}

const enum St { Init, Protocol, Authority, Username, Password, Hostname, Port, Pathname, Search, Hash, Done }
const STATE_KEYS: Array<keyof URLPatternInit | null> = [null, 'protocol', null, 'username', 'password', 'hostname', 'port', 'pathname', 'search', 'hash', null];

/** URL Pattern §1.5 protocol component matches a special scheme. */
export function protocolMatchesSpecialScheme(protocol: Component): boolean {
  for (let i = 0; i < SPECIAL_SCHEMES.length; i++) if (execComponent(protocol, SPECIAL_SCHEMES[i]) !== null) return true;
  return false;
}

/** URL Pattern §1.6 parse a constructor string. */
export function parseConstructorString(input: string): URLPatternInit {
  const tokens = tokenize(input, true);
  const result: URLPatternInit = {};
  let componentStart = 0;
  let tokenIndex = 0;
  let tokenIncrement = 1;
  let groupDepth = 0;
  let ipv6BracketDepth = 0;
  let protocolMatchesSpecial = false;
  let state = St.Init as St;

  // "get a safe token"
  const safeToken = (i: number): Token => (i < tokens.length ? tokens[i] : tokens[tokens.length - 1]);
  // "is a non-special pattern char"
  const isNonSpecialPatternChar = (i: number, value: string): boolean => {
    const t = safeToken(i);
    if (t.value !== value) return false;
    return t.type === TokenType.Char || t.type === TokenType.EscapedChar || t.type === TokenType.InvalidChar;
  };
  const isProtocolSuffix = (): boolean => isNonSpecialPatternChar(tokenIndex, ':');
  const nextIsAuthoritySlashes = (): boolean => isNonSpecialPatternChar(tokenIndex + 1, '/') && isNonSpecialPatternChar(tokenIndex + 2, '/');
  const isIdentityTerminator = (): boolean => isNonSpecialPatternChar(tokenIndex, '@');
  const isPasswordPrefix = (): boolean => isNonSpecialPatternChar(tokenIndex, ':');
  const isPortPrefix = (): boolean => isNonSpecialPatternChar(tokenIndex, ':');
  const isPathnameStart = (): boolean => isNonSpecialPatternChar(tokenIndex, '/');
  const isSearchPrefix = (): boolean => {
    if (isNonSpecialPatternChar(tokenIndex, '?')) return true;
    if (tokens[tokenIndex].value !== '?') return false;
    const previousIndex = tokenIndex - 1;
    if (previousIndex < 0) return true;
    const previous = safeToken(previousIndex);
    return !(previous.type === TokenType.Name || previous.type === TokenType.Regexp || previous.type === TokenType.Close || previous.type === TokenType.Asterisk);
  };
  const isHashPrefix = (): boolean => isNonSpecialPatternChar(tokenIndex, '#');
  const isIPv6Open = (): boolean => isNonSpecialPatternChar(tokenIndex, '[');
  const isIPv6Close = (): boolean => isNonSpecialPatternChar(tokenIndex, ']');
  // "make a component string"
  const makeComponentString = (): string => {
    const token = tokens[tokenIndex];
    const startIndex = safeToken(componentStart).index;
    return input.slice(startIndex, token.index);
  };
  // "change state"
  const changeState = (newState: St, skip: number): void => {
    if (state !== St.Init && state !== St.Authority && state !== St.Done) result[STATE_KEYS[state]!] = makeComponentString();
    if (state !== St.Init && newState !== St.Done) {
      const early = state === St.Protocol || state === St.Authority || state === St.Username || state === St.Password;
      if (early && (newState === St.Port || newState === St.Pathname || newState === St.Search || newState === St.Hash) &&
          result.hostname === undefined) {
        result.hostname = '';
      }
      if ((early || state === St.Hostname || state === St.Port) && (newState === St.Search || newState === St.Hash) &&
          result.pathname === undefined) {
        result.pathname = protocolMatchesSpecial ? '/' : '';
      }
      if ((early || state === St.Hostname || state === St.Port || state === St.Pathname) && newState === St.Hash &&
          result.search === undefined) {
        result.search = '';
      }
    }
    state = newState;
    tokenIndex += skip;
    componentStart = tokenIndex;
    tokenIncrement = 0;
  };
  const rewind = (): void => {
    tokenIndex = componentStart;
    tokenIncrement = 0;
  };
  const rewindAndSetState = (s: St): void => {
    rewind();
    state = s;
  };
  // "compute protocol matches a special scheme flag"
  const computeProtocolMatchesSpecialScheme = (): void => {
    const protocol = compileComponent(makeComponentString(), canonicalizeProtocol, DEFAULT_OPTIONS);
    if (protocolMatchesSpecialScheme(protocol)) protocolMatchesSpecial = true;
  };

  while (tokenIndex < tokens.length) {
    tokenIncrement = 1;
    if (tokens[tokenIndex].type === TokenType.End) {
      if (state === St.Init) {
        // No protocol: the relative pattern starts with a pathname, search or hash.
        rewind();
        if (isHashPrefix()) changeState(St.Hash, 1);
        else if (isSearchPrefix()) changeState(St.Search, 1);
        else changeState(St.Pathname, 0);
        tokenIndex += tokenIncrement;
        continue;
      }
      if (state === St.Authority) {
        // No "@" before the end: no username or password.
        rewindAndSetState(St.Hostname);
        tokenIndex += tokenIncrement;
        continue;
      }
      changeState(St.Done, 0);
      break;
    }
    if (tokens[tokenIndex].type === TokenType.Open) { // "is a group open"
      groupDepth++;
      tokenIndex += tokenIncrement;
      continue;
    }
    if (groupDepth > 0) {
      if (tokens[tokenIndex].type === TokenType.Close) groupDepth--; // "is a group close"
      else {
        tokenIndex += tokenIncrement;
        continue;
      }
    }
    switch (state) {
      case St.Init:
        if (isProtocolSuffix()) rewindAndSetState(St.Protocol);
        break;
      case St.Protocol:
        if (isProtocolSuffix()) {
          computeProtocolMatchesSpecialScheme();
          let nextState = St.Pathname;
          let skip = 1;
          if (nextIsAuthoritySlashes()) {
            nextState = St.Authority;
            skip = 3;
          } else if (protocolMatchesSpecial) {
            nextState = St.Authority;
          }
          changeState(nextState, skip);
        }
        break;
      case St.Authority:
        if (isIdentityTerminator()) rewindAndSetState(St.Username);
        else if (isPathnameStart() || isSearchPrefix() || isHashPrefix()) rewindAndSetState(St.Hostname);
        break;
      case St.Username:
        if (isPasswordPrefix()) changeState(St.Password, 1);
        else if (isIdentityTerminator()) changeState(St.Hostname, 1);
        break;
      case St.Password:
        if (isIdentityTerminator()) changeState(St.Hostname, 1);
        break;
      case St.Hostname:
        if (isIPv6Open()) ipv6BracketDepth++;
        else if (isIPv6Close()) ipv6BracketDepth--;
        else if (isPortPrefix() && ipv6BracketDepth === 0) changeState(St.Port, 1);
        else if (isPathnameStart()) changeState(St.Pathname, 0);
        else if (isSearchPrefix()) changeState(St.Search, 1);
        else if (isHashPrefix()) changeState(St.Hash, 1);
        break;
      case St.Port:
        if (isPathnameStart()) changeState(St.Pathname, 0);
        else if (isSearchPrefix()) changeState(St.Search, 1);
        else if (isHashPrefix()) changeState(St.Hash, 1);
        break;
      case St.Pathname:
        if (isSearchPrefix()) changeState(St.Search, 1);
        else if (isHashPrefix()) changeState(St.Hash, 1);
        break;
      case St.Search:
        if (isHashPrefix()) changeState(St.Hash, 1);
        break;
      default: // Hash: nothing; Done: never reached
        break;
    }
    tokenIndex += tokenIncrement;
  }
  // A hostname without a port means the default port (spec note).
  if (result.hostname !== undefined && result.port === undefined) result.port = '';
  return result;
}
