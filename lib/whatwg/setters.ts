// URL §6.1 URL class setters on a record: each runs the basic URL parser with a state
// override on the record's parts (parse.ts overrideParse) and returns the new record (the input
// record is never changed). Also the API URL parser.

import type { ErrorSink } from '../core/errors';
import { IriRecord } from '../core/record';
import { EncodeSet, utf8PercentEncode } from '../encoding/percent';
import { basicParse, overrideParse } from './parse';
import { cannotHaveUsernamePasswordPort, partsFromRecord, serializeParts, UrlParts } from './parts';
import { State } from './states';
import { SPEED_PATHS } from '../core/build';

/** URL §4.4 basic URL parser without state override. */
export function parseURL(input: string, base: IriRecord | null, err: ErrorSink = null): IriRecord | null {
  return basicParse(input, base, err);
}

/**
 * Parsed bases (URL §6.1 API URL parser step 1) by base string, so that `new URL(ref, base)` over a
 * few bases parses each once: 128 buckets of two, the last hit or added first, failures as null.
 * Safe to share: no record changes after it is made, and the parser only reads the base. Bases past
 * 2048 code units are not kept (the cache would keep a long string alive).
 */
const BASE_BUCKETS = 128;
const baseKeys: (string | undefined)[] = [];
const baseRecords: (IriRecord | null)[] = [];

/** The parsed base, from the cache (parsed and added on a miss). */
function cachedBase(base: string): IriRecord | null {
  const n = base.length;
  const h = n * 31 + base.charCodeAt(n - 1) * 7 + base.charCodeAt(n >> 1) * 3 + base.charCodeAt((n * 3) >> 2);
  const slot = (h & (BASE_BUCKETS - 1)) << 1;
  if (baseKeys[slot] === base) return baseRecords[slot];
  // The second entry, or a miss: either way it becomes the first, the first moving second.
  const r = baseKeys[slot + 1] === base ? baseRecords[slot + 1] : parseURL(base, null, null);
  baseKeys[slot + 1] = baseKeys[slot];
  baseRecords[slot + 1] = baseRecords[slot];
  baseKeys[slot] = base;
  baseRecords[slot] = r;
  return r;
}

/** URL §6.1 API URL parser. */
export function apiParse(url: string, base: string | undefined, err: ErrorSink = null): IriRecord | null {
  if (base === undefined) return parseURL(url, null, err);
  const cached = SPEED_PATHS && base.length > 0 && base.length <= 2048; // (the script builds keep no cache)
  const parsedBase = cached ? cachedBase(base) : parseURL(base, null, null); // step 1
  if (parsedBase === null) return null; // step 2
  return basicParse(url, parsedBase, err); // step 3
}

function withOverride(r: IriRecord, value: string, state: State, edit?: (u: UrlParts) => void): IriRecord {
  const u = partsFromRecord(r);
  if (edit) edit(u);
  overrideParse(value, u, state);
  return serializeParts(u);
}

/** protocol setter: basic URL parse value + ":" with scheme start state as state override. */
export function setProtocol(r: IriRecord, value: string): IriRecord {
  return withOverride(r, value + ':', State.SchemeStart);
}

/** username setter (URL §4.4 "set the username"). */
export function setUsername(r: IriRecord, value: string): IriRecord {
  const u = partsFromRecord(r);
  if (cannotHaveUsernamePasswordPort(u)) return r;
  u.username = utf8PercentEncode(value, 0, value.length, EncodeSet.Userinfo);
  return serializeParts(u);
}

/** password setter (URL §4.4 "set the password"). */
export function setPassword(r: IriRecord, value: string): IriRecord {
  const u = partsFromRecord(r);
  if (cannotHaveUsernamePasswordPort(u)) return r;
  u.password = utf8PercentEncode(value, 0, value.length, EncodeSet.Userinfo);
  return serializeParts(u);
}

/** host setter. */
export function setHost(r: IriRecord, value: string): IriRecord {
  if (r.hasOpaquePath) return r;
  return withOverride(r, value, State.Host);
}

/** hostname setter. */
export function setHostname(r: IriRecord, value: string): IriRecord {
  if (r.hasOpaquePath) return r;
  return withOverride(r, value, State.Hostname);
}

/** port setter. */
export function setPort(r: IriRecord, value: string): IriRecord {
  const u = partsFromRecord(r);
  if (cannotHaveUsernamePasswordPort(u)) return r;
  if (value === '') u.port = -1;
  else overrideParse(value, u, State.Port);
  return serializeParts(u);
}

/** pathname setter. */
export function setPathname(r: IriRecord, value: string): IriRecord {
  if (r.hasOpaquePath) return r;
  return withOverride(r, value, State.PathStart, (u) => { u.path = ''; });
}

/** search setter (the caller resets the URLSearchParams list). */
export function setSearch(r: IriRecord, value: string): IriRecord {
  if (value === '') return setQuery(r, null);
  const input = value.charCodeAt(0) === 0x3f ? value.slice(1) : value;
  return withOverride(r, input, State.Query, (u) => { u.query = ''; });
}

/** hash setter. */
export function setHash(r: IriRecord, value: string): IriRecord {
  const u = partsFromRecord(r);
  if (value === '') u.fragment = null;
  else {
    u.fragment = '';
    overrideParse(value.charCodeAt(0) === 0x23 ? value.slice(1) : value, u, State.Fragment);
  }
  return serializeParts(u);
}

/** Sets the query to an already-encoded value (URLSearchParams update steps), or null. */
export function setQuery(r: IriRecord, query: string | null): IriRecord {
  const u = partsFromRecord(r);
  u.query = query;
  return serializeParts(u);
}
