// URL Pattern §3.1 encoding callbacks: canonicalize each component through our own URL parser
// (lib/whatwg/parse.ts overrideParse, with a state override on a dummy URL's parts), never a native
// URL. Each throws a TypeError where the spec says so.
import { EncodeSet, utf8PercentEncode } from '../encoding/percent';
import { overrideParse } from '../whatwg/parse';
import { partsFromRecord, UrlParts } from '../whatwg/parts';
import { parseURL } from '../whatwg/setters';
import { State } from '../whatwg/states';
import type { IriRecord } from '../core/record';

function fail(what: string, value: string): never {
  throw new TypeError(`URLPattern: invalid ${what} "${value}"`);
}

let dummy: IriRecord | null = null;
/** URL Pattern §1.5 create a dummy URL: "https://dummy.invalid/", parsed (once; a fresh copy each time). */
export function dummyURL(): UrlParts {
  if (dummy === null) dummy = parseURL('https://dummy.invalid/', null)!;
  return partsFromRecord(dummy);
}

/** URL Pattern §3.1 canonicalize a protocol. */
export function canonicalizeProtocol(value: string): string {
  if (value === '') return value;
  // Not the state override: the protocol setter's restrictions do not apply here (spec note).
  const r = parseURL(value + '://dummy.invalid/', null);
  if (r === null) fail('protocol', value);
  return r.scheme;
}

/** URL Pattern §3.1 canonicalize a username (URL "set the username" on the dummy URL). */
export function canonicalizeUsername(value: string): string {
  if (value === '') return value;
  return utf8PercentEncode(value, 0, value.length, EncodeSet.Userinfo);
}

/** URL Pattern §3.1 canonicalize a password (URL "set the password" on the dummy URL). */
export function canonicalizePassword(value: string): string {
  if (value === '') return value;
  return utf8PercentEncode(value, 0, value.length, EncodeSet.Userinfo);
}

/** URL Pattern §3.1 canonicalize a hostname: the basic URL parser with hostname state as state override. */
export function canonicalizeHostname(value: string): string {
  if (value === '') return value;
  const u = dummyURL();
  if (!overrideParse(value, u, State.Hostname)) fail('hostname', value);
  return u.host === null ? '' : u.host;
}

/** URL Pattern §3.1 canonicalize an IPv6 hostname: hex digits, "[", "]" and ":" only, lowercased. */
export function canonicalizeIPv6Hostname(value: string): string {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    const hex = (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66);
    if (!hex && c !== 0x5b && c !== 0x5d && c !== 0x3a) fail('IPv6 hostname', value);
  }
  return value.toLowerCase();
}

/** URL Pattern §3.1 canonicalize a port, given a protocol or not (then the dummy URL's "https"). */
export function canonicalizePort(portValue: string, protocolValue?: string): string {
  if (portValue === '') return portValue;
  const u = dummyURL();
  if (protocolValue !== undefined) u.scheme = protocolValue;
  if (!overrideParse(portValue, u, State.Port)) fail('port', portValue);
  return u.port === -1 ? '' : String(u.port);
}

/**
 * The port encoding callback of "create" (no protocol given). Unlike the spec, whose dummy URL
 * is "https" here, so that "443" in a port pattern's fixed text would become "" (the default
 * port), the text is parsed for a non-special scheme: WPT expects the port pattern "443*" to stay
 * "443*" (urlpatterntestdata.json), as Chromium and ada do; a whole port pattern equal to the
 * protocol's default port is emptied by "create" itself.
 */
export function canonicalizePortCallback(value: string): string {
  return canonicalizePort(value, 'dummy');
}

/** URL Pattern §3.1 canonicalize a pathname. */
export function canonicalizePathname(value: string): string {
  if (value === '') return value;
  const leadingSlash = value.charCodeAt(0) === 0x2f;
  // "/-" keeps the parser from adding a leading slash or collapsing a leading dot (spec note).
  const modified = leadingSlash ? value : '/-' + value;
  const u = dummyURL();
  u.path = '';
  overrideParse(modified, u, State.PathStart);
  return leadingSlash ? u.path : u.path.slice(2);
}

/** URL Pattern §3.1 canonicalize an opaque pathname. */
export function canonicalizeOpaquePathname(value: string): string {
  if (value === '') return value;
  const u = dummyURL();
  u.path = '';
  u.hasOpaquePath = true;
  if (!overrideParse(value, u, State.OpaquePath)) fail('pathname', value);
  return u.path;
}

/** URL Pattern §3.1 canonicalize a search. */
export function canonicalizeSearch(value: string): string {
  if (value === '') return value;
  const u = dummyURL();
  u.query = '';
  overrideParse(value, u, State.Query);
  return u.query;
}

/** URL Pattern §3.1 canonicalize a hash. */
export function canonicalizeHash(value: string): string {
  if (value === '') return value;
  const u = dummyURL();
  u.fragment = '';
  overrideParse(value, u, State.Fragment);
  return u.fragment;
}
