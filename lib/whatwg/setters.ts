// URL §6.1 URL class setters on a record: each runs the basic URL parser with a state
// override on a scratch copy of the record's parts and returns the new record (the input
// record is never changed). Also the API URL parser.

import type { ErrorSink } from '../core/errors';
import { IriRecord } from '../core/record';
import { EncodeSet, utf8PercentEncode } from '../encoding/percent';
import { basicParse } from './parse';
import { cannotHaveUsernamePasswordPort, partsFromRecord, serializeParts, UrlParts } from './parts';
import { State } from './states';

/** URL §4.4 basic URL parser without state override. */
export function parseURL(input: string, base: IriRecord | null, err: ErrorSink = null): IriRecord | null {
  return basicParse(input, base, err) as IriRecord | null;
}

/** URL §6.1 API URL parser. */
export function apiParse(url: string, base: string | undefined, err: ErrorSink = null): IriRecord | null {
  let parsedBase: IriRecord | null = null;
  if (base !== undefined) {
    parsedBase = parseURL(base, null, null);
    if (parsedBase === null) return null;
  }
  return parseURL(url, parsedBase, err);
}

function withOverride(r: IriRecord, value: string, state: State, edit?: (u: UrlParts) => void): IriRecord {
  const u = partsFromRecord(r);
  if (edit) edit(u);
  basicParse(value, null, null, u, state);
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
  if (value === '') {
    u.port = -1;
    return serializeParts(u);
  }
  basicParse(value, null, null, u, State.Port);
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
  if (value === '') {
    u.fragment = null;
    return serializeParts(u);
  }
  const input = value.charCodeAt(0) === 0x23 ? value.slice(1) : value;
  u.fragment = '';
  basicParse(input, null, null, u, State.Fragment);
  return serializeParts(u);
}

/** Sets the query to an already-encoded value (URLSearchParams update steps), or null. */
export function setQuery(r: IriRecord, query: string | null): IriRecord {
  const u = partsFromRecord(r);
  u.query = query;
  return serializeParts(u);
}
