// URL Pattern §3.2 URLPatternInit processing: "process a URLPatternInit" and its helpers, for a
// pattern (type "pattern": escape what comes from the base URL) or an input to match (type
// "url": canonicalize every component). Also the Web IDL conversion of the dictionary.
import { usv } from '../whatwg/getters';
import { parseURL } from '../whatwg/setters';
import { isSpecialScheme } from '../whatwg/parts';
import type { IriRecord } from '../core/record';
import {
  canonicalizeHash, canonicalizeHostname, canonicalizeOpaquePathname, canonicalizePassword, canonicalizePathname,
  canonicalizePort, canonicalizeProtocol, canonicalizeSearch, canonicalizeUsername,
} from './canonicalize';
import { escapePatternString } from './pattern-string';
import type { URLPatternInit } from './constructor-string';

export type Init = URLPatternInit;

const MEMBERS: Array<keyof Init> = ['baseURL', 'hash', 'hostname', 'password', 'pathname', 'port', 'protocol', 'search', 'username'];

/** Web IDL: converts a value to a URLPatternInit (members in lexicographic order, each a USVString). */
export function toInit(value: unknown): Init {
  const init: Init = {};
  if (value === undefined || value === null) return init;
  if (typeof value !== 'object' && typeof value !== 'function') throw new TypeError('URLPattern: the input must be a string or a URLPatternInit dictionary');
  for (let i = 0; i < MEMBERS.length; i++) {
    const v = (value as Record<string, unknown>)[MEMBERS[i]];
    if (v !== undefined) init[MEMBERS[i]] = usv(v);
  }
  return init;
}

/** "process a base URL string" */
function processBaseURLString(input: string, pattern: boolean): string {
  return pattern ? escapePatternString(input) : input;
}

/** "is an absolute pathname" */
function isAbsolutePathname(input: string, pattern: boolean): boolean {
  if (input === '') return false;
  const c0 = input.charCodeAt(0);
  if (c0 === 0x2f) return true;
  if (!pattern) return false;
  if (input.length < 2) return false;
  const c1 = input.charCodeAt(1);
  return (c0 === 0x5c || c0 === 0x7b) && c1 === 0x2f;
}

/** URL Pattern §3.2 process a URLPatternInit (type "pattern" or "url"; the component defaults). */
export function processInit(init: Init, pattern: boolean, defaults: Init): Init {
  const result: Init = {};
  const keys: Array<keyof Init> = ['protocol', 'username', 'password', 'hostname', 'port', 'pathname', 'search', 'hash'];
  for (let i = 0; i < keys.length; i++) if (defaults[keys[i]] !== undefined) result[keys[i]] = defaults[keys[i]];
  let baseURL: IriRecord | null = null;
  if (init.baseURL !== undefined) {
    baseURL = parseURL(init.baseURL, null);
    if (baseURL === null) throw new TypeError(`URLPattern: invalid base URL "${init.baseURL}"`);
    const has = (k: keyof Init): boolean => init[k] !== undefined;
    if (!has('protocol')) result.protocol = processBaseURLString(baseURL.scheme, pattern);
    if (!pattern && !has('protocol') && !has('hostname') && !has('port') && !has('username')) {
      result.username = processBaseURLString(baseURL.username, pattern);
    }
    if (!pattern && !has('protocol') && !has('hostname') && !has('port') && !has('username') && !has('password')) {
      result.password = processBaseURLString(baseURL.password, pattern);
    }
    if (!has('protocol') && !has('hostname')) {
      const host = baseURL.host;
      result.hostname = processBaseURLString(host === null ? '' : host, pattern);
    }
    if (!has('protocol') && !has('hostname') && !has('port')) {
      result.port = baseURL.port === -1 ? '' : String(baseURL.port);
    }
    if (!has('protocol') && !has('hostname') && !has('port') && !has('pathname')) {
      result.pathname = processBaseURLString(baseURL.path, pattern);
    }
    if (!has('protocol') && !has('hostname') && !has('port') && !has('pathname') && !has('search')) {
      const q = baseURL.query;
      result.search = processBaseURLString(q === null ? '' : q, pattern);
    }
    if (!has('protocol') && !has('hostname') && !has('port') && !has('pathname') && !has('search') && !has('hash')) {
      const f = baseURL.fragment;
      result.hash = processBaseURLString(f === null ? '' : f, pattern);
    }
  }
  if (init.protocol !== undefined) {
    // "process protocol for init": strip one trailing ":".
    const v = init.protocol;
    const stripped = v.charCodeAt(v.length - 1) === 0x3a ? v.slice(0, -1) : v;
    result.protocol = pattern ? stripped : canonicalizeProtocol(stripped);
  }
  if (init.username !== undefined) result.username = pattern ? init.username : canonicalizeUsername(init.username);
  if (init.password !== undefined) result.password = pattern ? init.password : canonicalizePassword(init.password);
  if (init.hostname !== undefined) result.hostname = pattern ? init.hostname : canonicalizeHostname(init.hostname);
  const resultProtocolString = result.protocol !== undefined ? result.protocol : '';
  if (init.port !== undefined) result.port = pattern ? init.port : canonicalizePort(init.port, resultProtocolString);
  if (init.pathname !== undefined) {
    let pathname = init.pathname;
    if (baseURL !== null && !baseURL.hasOpaquePath && !isAbsolutePathname(pathname, pattern)) {
      const baseURLPath = processBaseURLString(baseURL.path, pattern);
      const slash = baseURLPath.lastIndexOf('/');
      if (slash >= 0) pathname = baseURLPath.slice(0, slash + 1) + pathname;
    }
    // "process pathname for init"
    if (!pattern) {
      pathname = resultProtocolString === '' || isSpecialScheme(resultProtocolString)
        ? canonicalizePathname(pathname)
        : canonicalizeOpaquePathname(pathname);
    }
    result.pathname = pathname;
  }
  if (init.search !== undefined) {
    const v = init.search;
    const stripped = v.charCodeAt(0) === 0x3f ? v.slice(1) : v;
    result.search = pattern ? stripped : canonicalizeSearch(stripped);
  }
  if (init.hash !== undefined) {
    const v = init.hash;
    const stripped = v.charCodeAt(0) === 0x23 ? v.slice(1) : v;
    result.hash = pattern ? stripped : canonicalizeHash(stripped);
  }
  return result;
}
