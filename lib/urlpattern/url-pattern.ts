// URL Pattern §1.2-1.5: the URLPattern class, "create" and "match" of a URL pattern, and
// URLPattern.compareComponent (not in the pinned standard; see compare.ts).
import { takeSlots, type Slot } from '../core/slots';
import { usv } from '../whatwg/getters';
import { parseURL } from '../whatwg/setters';
import { isSpecialScheme } from '../whatwg/parts';
import { defaultPort } from '../core/schemes';
import type { IriRecord } from '../core/record';
import { Component, compileComponent, execComponent } from './component';
import { parseConstructorString, protocolMatchesSpecialScheme } from './constructor-string';
import { Init, processInit, toInit } from './init';
import {
  canonicalizeHash, canonicalizeHostname, canonicalizeIPv6Hostname, canonicalizeOpaquePathname, canonicalizePassword,
  canonicalizePathname, canonicalizePortCallback, canonicalizeProtocol, canonicalizeSearch, canonicalizeUsername,
} from './canonicalize';
import { DEFAULT_OPTIONS, HOSTNAME_OPTIONS, PATHNAME_OPTIONS, PatternOptions } from './parser';
import { compareParts } from './compare';

import type { URLPatternInit } from './constructor-string';
export type { URLPatternInit };
/** A pattern or an input: a constructor string (`'https://*.example.com/:id'`) or a dictionary. */
export type URLPatternInput = string | URLPatternInit;
/** URL Pattern §1.2 URLPatternOptions. */
export interface URLPatternOptions {
  /** Match without regard to case (the regexps get the `i` flag). Default false. */
  ignoreCase?: boolean;
}
/** What one component matched: its input and the groups, by name or index. */
export interface URLPatternComponentResult {
  /** The component of the input that was matched. */
  input: string;
  /** Each group's match, by its name (numbers for unnamed groups); undefined when it did not take part. */
  groups: Record<string, string | undefined>;
}
/** What `exec()` returns on a match: the inputs and one result per component. */
export interface URLPatternResult {
  /** The arguments `exec()` was called with (the input and the base URL, when given). */
  inputs: URLPatternInput[];
  /** The scheme's match. */
  protocol: URLPatternComponentResult;
  /** The username's match. */
  username: URLPatternComponentResult;
  /** The password's match. */
  password: URLPatternComponentResult;
  /** The host's match. */
  hostname: URLPatternComponentResult;
  /** The port's match. */
  port: URLPatternComponentResult;
  /** The path's match. */
  pathname: URLPatternComponentResult;
  /** The query's match. */
  search: URLPatternComponentResult;
  /** The fragment's match. */
  hash: URLPatternComponentResult;
}
/** The names of the eight components, as `URLPattern.compareComponent` takes them. */
export type URLPatternComponent = 'protocol' | 'username' | 'password' | 'hostname' | 'port' | 'pathname' | 'search' | 'hash';

/** URL Pattern §1.3 URL pattern struct: the eight components, in this order. */
type URLPatternRecord = Component[];
const COMPONENTS: URLPatternComponent[] = ['protocol', 'username', 'password', 'hostname', 'port', 'pathname', 'search', 'hash'];
const PROTOCOL = 0, HOSTNAME = 3, PATHNAME = 5;

function withIgnoreCase(o: PatternOptions, ignoreCase: boolean): PatternOptions {
  return { delimiter: o.delimiter, prefix: o.prefix, ignoreCase };
}

/** URL Pattern §1.5 hostname pattern is an IPv6 address. */
function hostnamePatternIsIPv6(input: string): boolean {
  if (input.length < 2) return false;
  const c0 = input.charCodeAt(0), c1 = input.charCodeAt(1);
  return c0 === 0x5b || ((c0 === 0x7b || c0 === 0x5c) && c1 === 0x5b);
}

/** Web IDL: a URLPatternInput (union of USVString and URLPatternInit). */
function toInput(value: unknown): string | Init {
  if (value === undefined || value === null || typeof value === 'object' || typeof value === 'function') return toInit(value);
  return usv(value);
}

/** URL Pattern §1.4 create. */
function create(input: string | Init, baseURL: string | null, ignoreCase: boolean): URLPatternRecord {
  let init: Init;
  if (typeof input === 'string') { // step 2
    init = parseConstructorString(input);
    if (baseURL === null && init.protocol === undefined) {
      throw new TypeError(`URLPattern: "${input}" is relative: a base URL is needed`);
    }
    if (baseURL !== null) init.baseURL = baseURL;
  } else { // step 3
    if (baseURL !== null) throw new TypeError('URLPattern: a base URL is only allowed with a string pattern');
    init = input;
  }
  const processed = processInit(init, true, {}); // step 4
  // step 5: a component the init does not give is the wildcard
  for (let i = 0; i < COMPONENTS.length; i++) if (processed[COMPONENTS[i]] === undefined) processed[COMPONENTS[i]] = '*';
  const protocol = processed.protocol!;
  // step 6: the protocol's default port is no port
  if (isSpecialScheme(protocol) && processed.port === String(defaultPort(protocol))) processed.port = '';
  // steps 7-18: compile each component with its encoding callback and options
  const r: URLPatternRecord = [];
  r[PROTOCOL] = compileComponent(protocol, canonicalizeProtocol, DEFAULT_OPTIONS);
  r[1] = compileComponent(processed.username!, canonicalizeUsername, DEFAULT_OPTIONS);
  r[2] = compileComponent(processed.password!, canonicalizePassword, DEFAULT_OPTIONS);
  r[HOSTNAME] = hostnamePatternIsIPv6(processed.hostname!)
    ? compileComponent(processed.hostname!, canonicalizeIPv6Hostname, HOSTNAME_OPTIONS)
    : compileComponent(processed.hostname!, canonicalizeHostname, HOSTNAME_OPTIONS);
  r[4] = compileComponent(processed.port!, canonicalizePortCallback, DEFAULT_OPTIONS);
  const compileOptions = withIgnoreCase(DEFAULT_OPTIONS, ignoreCase);
  r[PATHNAME] = protocolMatchesSpecialScheme(r[PROTOCOL])
    ? compileComponent(processed.pathname!, canonicalizePathname, withIgnoreCase(PATHNAME_OPTIONS, ignoreCase))
    : compileComponent(processed.pathname!, canonicalizeOpaquePathname, compileOptions);
  r[6] = compileComponent(processed.search!, canonicalizeSearch, compileOptions);
  r[7] = compileComponent(processed.hash!, canonicalizeHash, compileOptions);
  return r;
}

/** URL Pattern §1.4 match, given a converted input and a base URL string or undefined. */
function match(pattern: URLPatternRecord, input: string | Init, baseURLString: string | undefined): URLPatternResult | null {
  const inputs: URLPatternInput[] = [input];
  let values: string[];
  if (typeof input !== 'string') { // step 12: a URLPatternInit
    if (baseURLString !== undefined) throw new TypeError('URLPattern: a base URL is only allowed with a string input');
    let applied: Init;
    try {
      applied = processInit(input, false, { protocol: '', username: '', password: '', hostname: '', port: '', pathname: '', search: '', hash: '' });
    } catch (e) {
      return null;
    }
    values = [];
    for (let i = 0; i < COMPONENTS.length; i++) values.push(applied[COMPONENTS[i]]!);
  } else { // step 13: a URL string, parsed by the basic URL parser
    let base: IriRecord | null = null;
    if (baseURLString !== undefined) {
      base = parseURL(baseURLString, null);
      if (base === null) return null;
      inputs.push(baseURLString);
    }
    const url = parseURL(input, base);
    if (url === null) return null;
    const host = url.host;
    const query = url.query, fragment = url.fragment;
    values = [url.scheme, url.username, url.password, host === null ? '' : host, url.port === -1 ? '' : String(url.port),
      url.path, query === null ? '' : query, fragment === null ? '' : fragment];
  }
  // steps 14-22: RegExpBuiltinExec of each component (our matcher, or the engine's RegExp)
  const results: Array<Array<string | undefined>> = [];
  for (let i = 0; i < COMPONENTS.length; i++) {
    const m = execComponent(pattern[i], values[i]);
    if (m === null) return null;
    results.push(m);
  }
  const result = { inputs } as URLPatternResult;
  for (let i = 0; i < COMPONENTS.length; i++) {
    // "create a component match result"
    const names = pattern[i].groupNames;
    const groups: Record<string, string | undefined> = {};
    for (let k = 0; k < names.length; k++) groups[names[k]] = results[i][k + 1];
    result[COMPONENTS[i]] = { input: values[i], groups };
  }
  return result;
}

function recordOf(self: unknown): URLPatternRecord {
  return PATTERN.get(self);
}

function isStringArgument(v: unknown): boolean {
  return v !== undefined && v !== null && typeof v !== 'object' && typeof v !== 'function';
}

/** The URLPattern interface (URL Pattern §1.2). */
export class URLPattern {
  /** The URL pattern (URL Pattern §1.3). */
  #pattern: URLPatternRecord;

  constructor(input: URLPatternInput, baseURL: string, options?: URLPatternOptions);
  constructor(input?: URLPatternInput, options?: URLPatternOptions);
  constructor(input?: URLPatternInput) {
    // Web IDL overload resolution: a string second argument (or any third) selects (input, baseURL, options).
    let baseURL: string | null = null;
    let options: unknown = arguments[1];
    if (arguments.length >= 3 || isStringArgument(arguments[1])) {
      baseURL = usv(arguments[1]);
      options = arguments[2];
    }
    let ignoreCase = false;
    if (options !== undefined && options !== null) {
      if (typeof options !== 'object' && typeof options !== 'function') throw new TypeError('URLPattern: options must be an object');
      ignoreCase = !!(options as URLPatternOptions).ignoreCase;
    }
    this.#pattern = create(toInput(input), baseURL, ignoreCase);
  }

  /** URL Pattern §1.2 test(input, baseURL). */
  test(input?: URLPatternInput, baseURL?: string): boolean {
    const r = recordOf(this);
    return match(r, toInput(input), baseURL === undefined ? undefined : usv(baseURL)) !== null;
  }

  /** URL Pattern §1.2 exec(input, baseURL). */
  exec(input?: URLPatternInput, baseURL?: string): URLPatternResult | null {
    const r = recordOf(this);
    return match(r, toInput(input), baseURL === undefined ? undefined : usv(baseURL));
  }

  /** The scheme's pattern string, canonical (URL Pattern §1.5). */
  get protocol(): string { return recordOf(this)[0].patternString; }
  /** The username's pattern string, canonical. */
  get username(): string { return recordOf(this)[1].patternString; }
  /** The password's pattern string, canonical. */
  get password(): string { return recordOf(this)[2].patternString; }
  /** The host's pattern string, canonical. */
  get hostname(): string { return recordOf(this)[3].patternString; }
  /** The port's pattern string, canonical (`''` for the default port). */
  get port(): string { return recordOf(this)[4].patternString; }
  /** The path's pattern string, canonical. */
  get pathname(): string { return recordOf(this)[5].patternString; }
  /** The query's pattern string, canonical. */
  get search(): string { return recordOf(this)[6].patternString; }
  /** The fragment's pattern string, canonical. */
  get hash(): string { return recordOf(this)[7].patternString; }

  /** URL Pattern §1.4 has regexp groups. */
  get hasRegExpGroups(): boolean {
    const r = recordOf(this);
    for (let i = 0; i < r.length; i++) if (r[i].hasRegExpGroups) return true;
    return false;
  }

  /**
   * Orders two patterns by one component (-1, 0, 1), most specific last: as Chromium's
   * URLPattern.compareComponent and WPT's urlpattern-compare-test-data.json (not in the pinned
   * standard). Arguments that are not URLPatterns are first made into one.
   */
  static compareComponent(component: URLPatternComponent, left: URLPattern | URLPatternInput, right: URLPatternInput | URLPattern): number {
    const name = usv(component);
    let index = -1;
    for (let i = 0; i < COMPONENTS.length; i++) if (COMPONENTS[i] === name) index = i;
    if (index < 0) throw new TypeError(`URLPattern.compareComponent: "${name}" is not a component name`);
    const l = PATTERN.find(left) || recordOf(new URLPattern(left as URLPatternInput));
    const r = PATTERN.find(right) || recordOf(new URLPattern(right as URLPatternInput));
    return compareParts(l[index].parts, r[index].parts);
  }

  /** @internal The accessors of the private field, taken off the class below (core/slots.ts takeSlots). */
  static slots(): Slot<URLPatternRecord> {
    return {
      get: (o) => { try { return (o as URLPattern).#pattern; } catch (e) { throw new TypeError('Illegal invocation: not a URLPattern'); } },
      find: (o) => { try { return (o as URLPattern).#pattern; } catch (e) { return undefined; } },
      set: (o, value) => { (o as URLPattern).#pattern = value; },
    };
  }
}

/** The URLPattern's internal slot (a private field), for this module's functions. */
const PATTERN = takeSlots<Slot<URLPatternRecord>>(URLPattern);

/** The component of a pattern, for tests and the benchmark (not exported by the package). */
export function componentOf(p: URLPattern, name: URLPatternComponent): Component {
  return recordOf(p)[COMPONENTS.indexOf(name)];
}

// Web IDL: attributes and operations are enumerable (class syntax makes them non-enumerable).
['test', 'exec', 'protocol', 'username', 'password', 'hostname', 'port', 'pathname', 'search', 'hash', 'hasRegExpGroups']
  .forEach((name) => Object.defineProperty(URLPattern.prototype, name, { enumerable: true }));
Object.defineProperty(URLPattern, 'compareComponent', { enumerable: true });
try {
  // The interface object's name, whatever a minifier calls the class (configurable from ES2015 on).
  Object.defineProperty(URLPattern, 'name', { value: 'URLPattern', configurable: true });
} catch (e) { /* ES5: the function keeps its own name */ }
if (typeof Symbol === 'function' && typeof Symbol.toStringTag === 'symbol') {
  Object.defineProperty(URLPattern.prototype, Symbol.toStringTag, { value: 'URLPattern', writable: false, enumerable: false, configurable: true });
}
