// URL §6.1 the URL class: a thin facade over the record and the shared WHATWG machinery.
// Accessors live on the prototype; failures throw TypeError (WebIDL).

import { IriRecord } from '../core/record';
import { shapeAnchors } from '../core/v8';
import { serializeOrigin } from '../whatwg/origin';
import {
  apiParse, setHash, setHost, setHostname, setPassword, setPathname, setPort, setProtocol, setQuery,
  setSearch, setUsername, parseURL,
} from '../whatwg/setters';
import { createLinkedSearchParams, queryLags, resetSearchParams, takeSerializedQuery, URLSearchParams, type SearchParamsLink } from './search-params';
import { getHash, getHost, getHostname, getPort, getProtocol, getSearch, usv } from '../whatwg/getters';
import { getSlot, inspectView, setSlot, slotKey, symbolSlots } from '../core/slots';
import { defineInterface } from '../core/interface';
import type { IRI } from './iri';

function requireArgs(count: number, needed: number, what: string): void {
  if (count < needed) throw new TypeError(`${what}: ${needed} argument required, but only ${count} present.`);
}

/** What the URL constructor, parse() and canParse() take as a URL or a base: a string, or an object they stringify. */
export type URLInput = string | URL | IRI;

/**
 * A URL's internal slots (URL §6.1: its URL and its query object), each under its own hidden key
 * (core/slots.ts), so that the instance has no own property a program can see and no second
 * object to allocate:
 * - R: the URL (its record); its query lags behind SP's list while the list says so
 *   (queryLags: URL §6.2 update steps, deferred): whatever reads the href or query, and every
 *   setter, first calls current(). The other getters read parts before the query or the
 *   fragment, which the lag does not change.
 * - SP: the query object, made on first use ([SameObject]), or null.
 * (Two slots, not three: the lag is the list's own flag, 8 bytes less per URL.)
 * R is made with the prototype, after the class (defineInterface).
 */
const SP = /* @__PURE__ */ slotKey('iri-url.URL searchParams');

type Slots = { [key: string]: unknown };

/** Whether a URL made by the constructor anchors the instances' shape yet (core/v8.ts shapeAnchors). */
let anchored = false;

function init(u: URL, r: IriRecord): void {
  if (!anchored) {
    // Made on first use, not at load, so that a bundle that never uses URL still drops the class.
    anchored = true;
    shapeAnchors.push(new URL('a:'));
  }
  if (symbolSlots) {
    const o = u as unknown as Slots;
    o[R] = r;
    o[SP] = null;
  } else {
    setSlot(u, R, r);
    setSlot(u, SP, null);
  }
}

/**
 * Web IDL §3.7.5-§3.7.6 (attribute getter and setter, operation steps: "If O is not a platform
 * object that implements the interface, throw a TypeError"): `u` as a URL's slots, or a TypeError.
 * One load and one compare (null and undefined throw on the load itself).
 */
function slots(u: URL): Slots {
  const o = u as unknown as Slots;
  if (o[R] === undefined) throw new TypeError("Illegal invocation: 'this' is not a URL");
  return o;
}

/** The record, parts before the query only. */
function rec(u: URL): IriRecord {
  return slots(u)[R] as IriRecord;
}

/** The record with its query brought up to date: URL §6.2 update steps 2-4, deferred until now. */
function current(u: URL): IriRecord {
  const o = slots(u);
  const sp = o[SP] as URLSearchParams | null;
  if (sp !== null && queryLags(sp)) o[R] = setQuery(o[R] as IriRecord, takeSerializedQuery(sp));
  return o[R] as IriRecord;
}

function put(u: URL, r: IriRecord): void {
  (u as unknown as Slots)[R] = r;
}

/** What a URL's query object calls on a change: nothing; the query lags until the next current(), which asks the list (queryLags). */
const LINK: SearchParamsLink<URL> = { changed: () => {} };

/** The record of a URL, its query up to date (undefined when `x` is not a URL): for lib/api/internals.ts. */
export function urlRecord(x: unknown): IriRecord | undefined {
  return getSlot<IriRecord>(x, R) === undefined ? undefined : current(x as URL);
}

/**
 * URL §6.1 parse(url, base) with `count` arguments given: a new object made from `proto`
 * (URL.prototype, or that of a per-target class of lib/api/install.ts), or null.
 */
export function parseToObject(proto: object, count: number, url: unknown, base: unknown): URL | null {
  requireArgs(count, 1, "Failed to execute 'parse' on 'URL'");
  const r = apiParse(usv(url), base === undefined ? undefined : usv(base));
  if (r === null) return null;
  const u: URL = Object.create(proto);
  init(u, r);
  return u;
}

/**
 * The URL Standard's `URL` (URL §6.1): `new URL(url, base?)` parses `url` against `base` and
 * throws a TypeError when it fails. The same class on every engine; see docs/api.md.
 */
export class URL {
  // WebIDL: URL.length === 1 (base is optional), so base is read from `arguments`.
  constructor(url: URLInput, base?: URLInput);
  constructor(url: URLInput) {
    // Web IDL §3.7.1: called without new, throw (ES5 builds compile the class to a plain function).
    if (!(this instanceof URL)) throw new TypeError("Failed to construct 'URL': Please use the 'new' operator.");
    requireArgs(arguments.length, 1, "Failed to construct 'URL'");
    const input = usv(url);
    const base: unknown = arguments[1];
    const r = apiParse(input, base === undefined ? undefined : usv(base));
    if (r === null) throw new TypeError(`Invalid URL: ${input}`);
    init(this, r);
  }

  /** URL.parse(url, base): a URL, or null instead of throwing. */
  static parse(url: URLInput, base?: URLInput): URL | null;
  static parse(url: URLInput): URL | null {
    return parseToObject(URL.prototype, arguments.length, url, arguments[1]);
  }

  /** URL.canParse(url, base). */
  static canParse(url: URLInput, base?: URLInput): boolean;
  static canParse(url: URLInput): boolean {
    requireArgs(arguments.length, 1, "Failed to execute 'canParse' on 'URL'");
    const base: unknown = arguments[1];
    return apiParse(usv(url), base === undefined ? undefined : usv(base)) !== null;
  }

  /** The serialized URL (URL §4.5). */
  get href(): string {
    return current(this).href;
  }

  /** Parses the value as a new URL and replaces this one; a TypeError when it does not parse. */
  set href(value: string) {
    const o = slots(this);
    const input = usv(value);
    const r = parseURL(input, null);
    if (r === null) throw new TypeError(`Invalid URL: ${input}`);
    o[R] = r;
    if (o[SP] !== null) resetSearchParams(o[SP] as URLSearchParams, r.query);
  }

  /** The origin, serialized (URL §4.7): `scheme://host[:port]`, or `"null"` for an opaque origin. */
  get origin(): string {
    return serializeOrigin(rec(this));
  }

  /** The scheme followed by ":". */
  get protocol(): string {
    return getProtocol(rec(this));
  }

  /** Sets the scheme (URL §6.1 protocol setter: ignored when the change is not allowed). */
  set protocol(value: string) {
    const v = usv(value);
    put(this, setProtocol(current(this), v));
  }

  /** The username, percent-encoded. */
  get username(): string {
    return rec(this).username;
  }

  /** Sets the username, percent-encoded (ignored without a host or for `file:`). */
  set username(value: string) {
    const v = usv(value);
    put(this, setUsername(current(this), v));
  }

  /** The password, percent-encoded. */
  get password(): string {
    return rec(this).password;
  }

  /** Sets the password, percent-encoded (ignored without a host or for `file:`). */
  set password(value: string) {
    const v = usv(value);
    put(this, setPassword(current(this), v));
  }

  /** The host and, when not the default, ":" and the port. */
  get host(): string {
    return getHost(rec(this));
  }

  /** Sets the host and, when given, the port (ignored for an opaque path or an invalid host). */
  set host(value: string) {
    const v = usv(value);
    put(this, setHost(current(this), v));
  }

  /** The host, serialized (IPv6 in brackets). */
  get hostname(): string {
    return getHostname(rec(this));
  }

  /** Sets the host, keeping the port (ignored for an opaque path or an invalid host). */
  set hostname(value: string) {
    const v = usv(value);
    put(this, setHostname(current(this), v));
  }

  /** The port, or `""` when absent or the default for the scheme. */
  get port(): string {
    return getPort(rec(this));
  }

  /** Sets the port from the leading digits of the value; `""` removes it. */
  set port(value: string) {
    const v = usv(value);
    put(this, setPort(current(this), v));
  }

  /** The path, serialized: segments joined by "/", or the opaque path. */
  get pathname(): string {
    return rec(this).path;
  }

  /** Sets the path (ignored for an opaque path). */
  set pathname(value: string) {
    const v = usv(value);
    put(this, setPathname(current(this), v));
  }

  /** The query with its leading "?", or `""` when it is absent or empty. */
  get search(): string {
    return getSearch(current(this));
  }

  /** Sets the query ("?" optional); `""` removes it. `searchParams` follows. */
  set search(value: string) {
    // The query is replaced whole, so a lagging one need not be brought up to date first.
    const o = slots(this);
    const r = setSearch(o[R] as IriRecord, usv(value));
    o[R] = r;
    // URL §6.1 search setter steps 2 and 6, except that the list is the parse of the query
    // the URL now holds (see resetSearchParams).
    if (o[SP] !== null) resetSearchParams(o[SP] as URLSearchParams, r.query);
  }

  /** `[SameObject]`: created on first use, then always the same object. */
  get searchParams(): URLSearchParams {
    const o = slots(this);
    if (o[SP] === null) o[SP] = createLinkedSearchParams(this, LINK, rec(this).query);
    return o[SP] as URLSearchParams;
  }

  /** The fragment with its leading "#", or `""` when it is absent or empty. */
  get hash(): string {
    return getHash(rec(this));
  }

  /** Sets the fragment ("#" optional); `""` removes it. */
  set hash(value: string) {
    const v = usv(value);
    put(this, setHash(current(this), v));
  }

  /** The href (for JSON.stringify). */
  toJSON(): string {
    return current(this).href;
  }

  /** The href. */
  toString(): string {
    return current(this).href;
  }
}

// Web IDL §3.7.5-§3.7.7: attributes and operations, static ones too, are enumerable, the class string is "URL"; Node's
// util.inspect (console.log) shows the class name and the attributes, as for Node's URL.
const R = /* @__PURE__ */ defineInterface(URL, 'iri-url.URL', {
  enumerable: ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'searchParams', 'hash', 'toJSON', 'toString'],
  statics: ['parse', 'canParse'],
  toStringTag: 'URL',
  inspect: inspectURL,
});

function inspectURL(this: URL, depth: unknown, options: unknown, inspect: unknown): unknown {
  if (getSlot(this, R) === undefined) return this;
  const name = (this.constructor as { name?: string }).name || 'URL';
  return inspectView(name, 'URL', {
    href: this.href, origin: this.origin, protocol: this.protocol, username: this.username, password: this.password,
    host: this.host, hostname: this.hostname, port: this.port, pathname: this.pathname, search: this.search,
    searchParams: this.searchParams, hash: this.hash,
  }, depth, options, inspect);
}
