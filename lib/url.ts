// URL §6.1 the URL class: a thin facade over the record and the shared WHATWG machinery.
// Accessors live on the prototype; failures throw TypeError (WebIDL).

import { IriRecord } from './core/record';
import { serializeOrigin } from './origin';
import {
  apiParse, setHash, setHost, setHostname, setPassword, setPathname, setPort, setProtocol, setQuery,
  setSearch, setUsername, parseURL,
} from './parser/setters';
import { createLinkedSearchParams, resetSearchParams, searchSetterList, URLSearchParams } from './search-params';
import { getHash, getHost, getHostname, getPort, getProtocol, getSearch, usv } from './whatwg';

function requireArgs(count: number, needed: number, what: string): void {
  if (count < needed) throw new TypeError(`${what}: ${needed} argument required, but only ${count} present.`);
}

/**
 * URL §6.1 parse(url, base) with `count` arguments given: a new object made from `proto`
 * (URL.prototype, or that of a per-target class of polyfill.ts), or null.
 */
export function parseToObject(proto: object, count: number, url: unknown, base: unknown): URL | null {
  requireArgs(count, 1, "Failed to execute 'parse' on 'URL'");
  const r = apiParse(usv(url), base === undefined ? undefined : usv(base));
  if (r === null) return null;
  const u: URL = Object.create(proto);
  u._r = r;
  u._sp = null;
  return u;
}

export class URL {
  /** @internal */ _r: IriRecord;
  /** @internal */ _sp: URLSearchParams | null;

  // WebIDL: URL.length === 1 (base is optional), so base is read from `arguments`.
  constructor(url: string, base?: string);
  constructor(url: string) {
    // Web IDL §3.7.1: called without new, throw (ES5 builds compile the class to a plain function).
    if (!(this instanceof URL)) throw new TypeError("Failed to construct 'URL': Please use the 'new' operator.");
    requireArgs(arguments.length, 1, "Failed to construct 'URL'");
    const input = usv(url);
    const base: unknown = arguments[1];
    const r = apiParse(input, base === undefined ? undefined : usv(base));
    if (r === null) throw new TypeError(`Invalid URL: ${input}`);
    this._r = r;
    this._sp = null;
  }

  /** URL.parse(url, base): a URL, or null instead of throwing. */
  static parse(url: string, base?: string): URL | null;
  static parse(url: string): URL | null {
    return parseToObject(URL.prototype, arguments.length, url, arguments[1]);
  }

  /** URL.canParse(url, base). */
  static canParse(url: string, base?: string): boolean;
  static canParse(url: string): boolean {
    requireArgs(arguments.length, 1, "Failed to execute 'canParse' on 'URL'");
    const base: unknown = arguments[1];
    return apiParse(usv(url), base === undefined ? undefined : usv(base)) !== null;
  }

  get href(): string {
    return this._r.href;
  }

  set href(value: string) {
    const input = usv(value);
    const r = parseURL(input, null);
    if (r === null) throw new TypeError(`Invalid URL: ${input}`);
    this._r = r;
    if (this._sp !== null) resetSearchParams(this._sp, r.query);
  }

  get origin(): string {
    return serializeOrigin(this._r);
  }

  get protocol(): string {
    return getProtocol(this._r);
  }

  set protocol(value: string) {
    this._r = setProtocol(this._r, usv(value));
  }

  get username(): string {
    return this._r.username;
  }

  set username(value: string) {
    this._r = setUsername(this._r, usv(value));
  }

  get password(): string {
    return this._r.password;
  }

  set password(value: string) {
    this._r = setPassword(this._r, usv(value));
  }

  get host(): string {
    return getHost(this._r);
  }

  set host(value: string) {
    this._r = setHost(this._r, usv(value));
  }

  get hostname(): string {
    return getHostname(this._r);
  }

  set hostname(value: string) {
    this._r = setHostname(this._r, usv(value));
  }

  get port(): string {
    return getPort(this._r);
  }

  set port(value: string) {
    this._r = setPort(this._r, usv(value));
  }

  get pathname(): string {
    return this._r.path;
  }

  set pathname(value: string) {
    this._r = setPathname(this._r, usv(value));
  }

  get search(): string {
    return getSearch(this._r);
  }

  set search(value: string) {
    const v = usv(value);
    this._r = setSearch(this._r, v);
    this._sp = searchSetterList(this._sp, this, v); // URL §6.1 search setter step 6
  }

  /** [SameObject]: created on first use, then always the same object. */
  get searchParams(): URLSearchParams {
    if (this._sp === null) this._sp = createLinkedSearchParams(this, this._r.query);
    return this._sp;
  }

  get hash(): string {
    return getHash(this._r);
  }

  set hash(value: string) {
    this._r = setHash(this._r, usv(value));
  }

  toJSON(): string {
    return this._r.href;
  }

  toString(): string {
    return this._r.href;
  }

  /** @internal URL §6.2 URLSearchParams update steps 4 (the query, already serialized). */
  _updateQueryFromSearchParams(serializedQuery: string | null): void {
    this._r = setQuery(this._r, serializedQuery);
  }
}

// Web IDL: attributes and operations are enumerable (class syntax makes them non-enumerable),
// and the class string is "URL" where Symbol.toStringTag exists.
(function webIDLShape(proto: object) {
  const names = ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'searchParams', 'hash', 'toJSON', 'toString'];
  for (let i = 0; i < names.length; i++) Object.defineProperty(proto, names[i], { enumerable: true });
  if (typeof Symbol === 'function' && typeof Symbol.toStringTag === 'symbol') {
    Object.defineProperty(proto, Symbol.toStringTag, { value: 'URL', writable: false, enumerable: false, configurable: true });
  }
})(URL.prototype);
