// URL §6.1 the URL class: a thin facade over the record and the shared WHATWG machinery.
// Accessors live on the prototype; failures throw TypeError (WebIDL).

import { IriRecord } from '../core/record';
import { serializeOrigin } from '../whatwg/origin';
import {
  apiParse, setHash, setHost, setHostname, setPassword, setPathname, setPort, setProtocol, setQuery,
  setSearch, setUsername, parseURL,
} from '../whatwg/setters';
import { createLinkedSearchParams, resetSearchParams, takeSerializedQuery, URLSearchParams } from './search-params';
import { getHash, getHost, getHostname, getPort, getProtocol, getSearch, usv } from '../whatwg/getters';

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
  u._d = false;
  return u;
}

export class URL {
  /** @internal */ _r: IriRecord;
  /** @internal */ _sp: URLSearchParams | null;
  /**
   * @internal True while _r's query lags behind _sp's list (URL §6.2 update steps, deferred):
   * whatever reads the href or query, and every setter, first calls _flush(). The other getters
   * read parts before the query or the fragment, which the lag does not change.
   */
  _d: boolean;

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
    this._d = false;
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
    if (this._d) this._flush();
    return this._r.href;
  }

  set href(value: string) {
    const input = usv(value);
    const r = parseURL(input, null);
    if (r === null) throw new TypeError(`Invalid URL: ${input}`);
    this._r = r;
    this._d = false;
    if (this._sp !== null) resetSearchParams(this._sp, r.query);
  }

  get origin(): string {
    return serializeOrigin(this._r);
  }

  get protocol(): string {
    return getProtocol(this._r);
  }

  set protocol(value: string) {
    const v = usv(value);
    if (this._d) this._flush();
    this._r = setProtocol(this._r, v);
  }

  get username(): string {
    return this._r.username;
  }

  set username(value: string) {
    const v = usv(value);
    if (this._d) this._flush();
    this._r = setUsername(this._r, v);
  }

  get password(): string {
    return this._r.password;
  }

  set password(value: string) {
    const v = usv(value);
    if (this._d) this._flush();
    this._r = setPassword(this._r, v);
  }

  get host(): string {
    return getHost(this._r);
  }

  set host(value: string) {
    const v = usv(value);
    if (this._d) this._flush();
    this._r = setHost(this._r, v);
  }

  get hostname(): string {
    return getHostname(this._r);
  }

  set hostname(value: string) {
    const v = usv(value);
    if (this._d) this._flush();
    this._r = setHostname(this._r, v);
  }

  get port(): string {
    return getPort(this._r);
  }

  set port(value: string) {
    const v = usv(value);
    if (this._d) this._flush();
    this._r = setPort(this._r, v);
  }

  get pathname(): string {
    return this._r.path;
  }

  set pathname(value: string) {
    const v = usv(value);
    if (this._d) this._flush();
    this._r = setPathname(this._r, v);
  }

  get search(): string {
    if (this._d) this._flush();
    return getSearch(this._r);
  }

  set search(value: string) {
    // The query is replaced whole, so a lagging one need not be brought up to date first.
    this._r = setSearch(this._r, usv(value));
    this._d = false;
    // URL §6.1 search setter steps 2 and 6, except that the list is the parse of the query
    // the URL now holds (see resetSearchParams).
    if (this._sp !== null) resetSearchParams(this._sp, this._r.query);
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
    const v = usv(value);
    if (this._d) this._flush();
    this._r = setHash(this._r, v);
  }

  toJSON(): string {
    if (this._d) this._flush();
    return this._r.href;
  }

  toString(): string {
    if (this._d) this._flush();
    return this._r.href;
  }

  /** @internal The list changed: the query lags until the next _flush(). */
  _searchParamsChanged(): void {
    this._d = true;
  }

  /** @internal URL §6.2 URLSearchParams update steps 2-4, deferred until now. */
  _flush(): void {
    this._d = false;
    this._r = setQuery(this._r, takeSerializedQuery(this._sp!));
  }
}

// Web IDL: attributes and operations are enumerable (class syntax makes them non-enumerable),
// and the class string is "URL" where Symbol.toStringTag exists.
// (Top-level statements rather than a function called with the prototype: rollup can tell these
// touch only URL.prototype, so that a bundle that never uses URL drops them with the class.)
(['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'searchParams', 'hash', 'toJSON', 'toString'] as const)
  .forEach((name) => Object.defineProperty(URL.prototype, name, { enumerable: true }));
if (typeof Symbol === 'function' && typeof Symbol.toStringTag === 'symbol') {
  Object.defineProperty(URL.prototype, Symbol.toStringTag, { value: 'URL', writable: false, enumerable: false, configurable: true });
}
