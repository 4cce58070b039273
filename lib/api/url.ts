// URL §6.1 the URL class: a thin facade over the record and the shared WHATWG machinery.
// Accessors live on the prototype; failures throw TypeError (WebIDL).

import { IriRecord } from '../core/record';
import { shapeAnchors } from '../core/v8';
import { SPEED_PATHS } from '../core/build';
import { serializeOrigin } from '../whatwg/origin';
import {
  apiParse, setHash, setHost, setHostname, setPassword, setPathname, setPort, setProtocol, setQuery,
  setSearch, setUsername, parseURL,
} from '../whatwg/setters';
import { createLinkedSearchParams, queryLags, resetSearchParams, takeSerializedQuery, URLSearchParams, type SearchParamsLink } from './search-params';
import { getHash, getHost, getHostname, getPort, getProtocol, getSearch, usv } from '../whatwg/getters';
import { inspectView, type Slot } from '../core/slots';
import { defineInterface } from '../core/interface';
import type { IRI } from './iri';

function requireArgs(count: number, needed: number, what: string): void {
  if (count < needed) throw new TypeError(`${what}: ${needed} argument required, but only ${count} present.`);
}

/**
 * What the URL constructor, parse() and canParse() take as a URL or a base: a string, or an
 * object they stringify. A URL by its public members but searchParams (Omit), so that the DOM
 * library's URL, which lacks the private fields of this class and of its URLSearchParams, is one too.
 */
export type URLInput = string | Omit<URL, 'searchParams'> | IRI;

/**
 * A URL's internal slots (URL §6.1: its URL and its query object), the class's two private
 * fields #url and #query, which this module's functions reach through S.url and S.query
 * (core/slots.ts):
 * - url: the URL (its record); its query lags behind the query object's list while the list says so
 *   (queryLags: URL §6.2 update steps, deferred): whatever reads the href or query, and every
 *   setter, first brings it up to date (current()). The other getters read parts before the
 *   query or the fragment, which the lag does not change.
 * - query: the query object, made on first use ([SameObject]), or null.
 * (Two slots, not three: the lag is the list's own flag, 8 bytes less per URL.)
 *
 * Web IDL §3.7.5-§3.7.6 (attribute getter and setter, operation steps: "If O is not a platform
 * object that implements the interface, throw a TypeError"): the members read the fields
 * themselves, and reading a private field of anything but a URL is that TypeError; S.url.get and
 * S.query.get throw it with this module's message.
 */
interface URLSlots {
  url: Slot<IriRecord>;
  query: Slot<URLSearchParams | null>;
}

/** Whether a URL made by the constructor anchors the instances' shape yet (core/v8.ts shapeAnchors). */
let anchored = false;

/**
 * The first argument of the constructor call through which URL.parse makes a URL from a record
 * (the second argument): a URL's private fields are added only by its constructor. No other
 * code can reach this object.
 */
const PARSED = {};

function notAURL(): never {
  throw new TypeError("Illegal invocation: 'this' is not a URL");
}

/** The record with its query brought up to date: URL §6.2 update steps 2-4, deferred until now. */
function current(u: URL): IriRecord {
  const r = S.url.get(u);
  const sp = S.query.get(u);
  if (sp === null || !queryLags(sp)) return r;
  const updated = setQuery(r, takeSerializedQuery(sp));
  S.url.set(u, updated);
  return updated;
}

function put(u: URL, r: IriRecord): void {
  S.url.set(u, r);
}

/** What a URL's query object calls on a change: nothing; the query lags until the next current(), which asks the list (queryLags). */
const LINK: SearchParamsLink<URL> = { changed: () => {} };

/** The record of a URL, its query up to date (undefined when `x` is not a URL): for lib/api/internals.ts. */
export function urlRecord(x: unknown): IriRecord | undefined {
  return S.url.find(x) === undefined ? undefined : current(x as URL);
}

/**
 * URL §6.1 parse(url, base) with `count` arguments given: a new object of class `C` (URL, or a
 * per-target class of lib/api/install.ts, whose constructor passes its arguments on), or null.
 */
export function parseToObject(C: new (url: URLInput, base?: URLInput) => URL, count: number, url: unknown, base: unknown): URL | null {
  requireArgs(count, 1, "Failed to execute 'parse' on 'URL'");
  const r = apiParse(usv(url), base === undefined ? undefined : usv(base));
  if (r === null) return null;
  return new C(PARSED as URLInput, r as unknown as URLInput);
}

/**
 * The URL Standard's `URL` (URL §6.1): `new URL(url, base?)` parses `url` against `base` and
 * throws a TypeError when it fails. The same class on every engine; see docs/api.md.
 */
export class URL {
  /** The URL (URLSlots url). */
  #url: IriRecord;
  /** The query object (URLSlots query). */
  #query: URLSearchParams | null;

  // WebIDL: URL.length === 1 (base is optional), so base is read from `arguments`.
  constructor(url: URLInput, base?: URLInput);
  constructor(url: URLInput) {
    // Web IDL §3.7.1: called without new, throw (ES5 builds compile the class to a plain function).
    if (!(this instanceof URL)) throw new TypeError("Failed to construct 'URL': Please use the 'new' operator.");
    let r: IriRecord | null;
    if (url === PARSED) {
      r = arguments[1] as IriRecord;
    } else {
      requireArgs(arguments.length, 1, "Failed to construct 'URL'");
      const input = usv(url);
      const base: unknown = arguments[1];
      r = apiParse(input, base === undefined ? undefined : usv(base));
      if (r === null) throw new TypeError(`Invalid URL: ${input}`);
    }
    this.#url = r;
    this.#query = null;
    if (SPEED_PATHS && !anchored) {
      // Made on first use, not at load, so that a bundle that never uses URL still drops the class.
      // (Speed only: not in the size-first <script> builds, core/build.ts.)
      anchored = true;
      shapeAnchors.push(new URL('a:'));
    }
  }

  /** URL.parse(url, base): a URL, or null instead of throwing. */
  static parse(url: URLInput, base?: URLInput): URL | null;
  static parse(url: URLInput): URL | null {
    return parseToObject(URL, arguments.length, url, arguments[1]);
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
    // (The private field reads are the brand check; current() only when the query lags.)
    const sp = this.#query;
    return (sp === null || !queryLags(sp) ? this.#url : current(this)).href;
  }

  /** Parses the value as a new URL and replaces this one; a TypeError when it does not parse. */
  set href(value: string) {
    const sp = S.query.get(this);
    const input = usv(value);
    const r = parseURL(input, null);
    if (r === null) throw new TypeError(`Invalid URL: ${input}`);
    S.url.set(this, r);
    if (sp !== null) resetSearchParams(sp, r.query);
  }

  /** The origin, serialized (URL §4.7): `scheme://host[:port]`, or `"null"` for an opaque origin. */
  get origin(): string {
    return serializeOrigin(this.#url);
  }

  /** The scheme followed by ":". */
  get protocol(): string {
    return getProtocol(this.#url);
  }

  /** Sets the scheme (URL §6.1 protocol setter: ignored when the change is not allowed). */
  set protocol(value: string) {
    const v = usv(value);
    put(this, setProtocol(current(this), v));
  }

  /** The username, percent-encoded. */
  get username(): string {
    return this.#url.username;
  }

  /** Sets the username, percent-encoded (ignored without a host or for `file:`). */
  set username(value: string) {
    const v = usv(value);
    put(this, setUsername(current(this), v));
  }

  /** The password, percent-encoded. */
  get password(): string {
    return this.#url.password;
  }

  /** Sets the password, percent-encoded (ignored without a host or for `file:`). */
  set password(value: string) {
    const v = usv(value);
    put(this, setPassword(current(this), v));
  }

  /** The host and, when not the default, ":" and the port. */
  get host(): string {
    return getHost(this.#url);
  }

  /** Sets the host and, when given, the port (ignored for an opaque path or an invalid host). */
  set host(value: string) {
    const v = usv(value);
    put(this, setHost(current(this), v));
  }

  /** The host, serialized (IPv6 in brackets). */
  get hostname(): string {
    return getHostname(this.#url);
  }

  /** Sets the host, keeping the port (ignored for an opaque path or an invalid host). */
  set hostname(value: string) {
    const v = usv(value);
    put(this, setHostname(current(this), v));
  }

  /** The port, or `""` when absent or the default for the scheme. */
  get port(): string {
    return getPort(this.#url);
  }

  /** Sets the port from the leading digits of the value; `""` removes it. */
  set port(value: string) {
    const v = usv(value);
    put(this, setPort(current(this), v));
  }

  /** The path, serialized: segments joined by "/", or the opaque path. */
  get pathname(): string {
    return this.#url.path;
  }

  /** Sets the path (ignored for an opaque path). */
  set pathname(value: string) {
    const v = usv(value);
    put(this, setPathname(current(this), v));
  }

  /** The query with its leading "?", or `""` when it is absent or empty. */
  get search(): string {
    const sp = this.#query;
    return getSearch(sp === null || !queryLags(sp) ? this.#url : current(this));
  }

  /** Sets the query ("?" optional); `""` removes it. `searchParams` follows. */
  set search(value: string) {
    // The query is replaced whole, so a lagging one need not be brought up to date first.
    const r = setSearch(S.url.get(this), usv(value));
    S.url.set(this, r);
    // URL §6.1 search setter steps 2 and 6, except that the list is the parse of the query
    // the URL now holds (see resetSearchParams).
    const sp = S.query.get(this);
    if (sp !== null) resetSearchParams(sp, r.query);
  }

  /** `[SameObject]`: created on first use, then always the same object. */
  get searchParams(): URLSearchParams {
    let sp = this.#query;
    if (sp === null) this.#query = sp = createLinkedSearchParams(this, LINK, this.#url.query);
    return sp;
  }

  /** The fragment with its leading "#", or `""` when it is absent or empty. */
  get hash(): string {
    return getHash(this.#url);
  }

  /** Sets the fragment ("#" optional); `""` removes it. */
  set hash(value: string) {
    const v = usv(value);
    put(this, setHash(current(this), v));
  }

  /** The href (for JSON.stringify). */
  toJSON(): string {
    const sp = this.#query;
    return (sp === null || !queryLags(sp) ? this.#url : current(this)).href;
  }

  /** The href. */
  toString(): string {
    const sp = this.#query;
    return (sp === null || !queryLags(sp) ? this.#url : current(this)).href;
  }

  /** @internal The accessors of the private fields, taken off the class by defineInterface (core/slots.ts takeSlots). */
  static slots(): URLSlots {
    return {
      url: {
        get: (o) => { try { return (o as URL).#url; } catch (e) { return notAURL(); } },
        find: (o) => { try { return (o as URL).#url; } catch (e) { return undefined; } },
        set: (o, value) => { (o as URL).#url = value; },
      },
      query: {
        get: (o) => { try { return (o as URL).#query; } catch (e) { return notAURL(); } },
        find: (o) => { try { return (o as URL).#query; } catch (e) { return undefined; } },
        set: (o, value) => { (o as URL).#query = value; },
      },
    };
  }
}

// Web IDL §3.7.5-§3.7.7: attributes and operations, static ones too, are enumerable, the class string is "URL"; Node's
// util.inspect (console.log) shows the class name and the attributes, as for Node's URL.
const S = /* @__PURE__ */ defineInterface<URLSlots>(URL, {
  enumerable: ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'searchParams', 'hash', 'toJSON', 'toString'],
  statics: ['parse', 'canParse'],
  toStringTag: 'URL',
  inspect: inspectURL,
});

function inspectURL(this: URL, depth: unknown, options: unknown, inspect: unknown): unknown {
  if (S.url.find(this) === undefined) return this;
  const name = (this.constructor as { name?: string }).name || 'URL';
  return inspectView(name, 'URL', {
    href: this.href, origin: this.origin, protocol: this.protocol, username: this.username, password: this.password,
    host: this.host, hostname: this.hostname, port: this.port, pathname: this.pathname, search: this.search,
    searchParams: this.searchParams, hash: this.hash,
  }, depth, options, inspect);
}
