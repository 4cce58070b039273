// The record's invariants (core/record.ts layout), checked by the tests after every case.

import { IriRecord, OMITTED, HostKind } from '../../lib/core/record';
import { WHATWG, type Mode } from '../../lib/core/mode';
import { strictParse } from '../../lib/rfc/strict';
import { internalState } from '../../lib/api/internals';

/** The record of a URL or IRI (its query brought up to date): its internal state, read through lib/api/internals.ts. */
export function recordOf(x: unknown): IriRecord {
  const s = internalState(x);
  if (s === undefined) throw new Error('not a URL or IRI of this library');
  return s.record;
}

/**
 * Throws when the offsets of a WHATWG record do not describe its href (the tests call this after
 * every case). Kept out of the record class so that it does not ship in the polyfill.
 */
export function assertRecordInvariants(r: IriRecord): void {
  const h = r.href;
  const fail = (what: string) => {
    throw new Error(`IriRecord invariant violated: ${what} in ${JSON.stringify(h)} ${JSON.stringify(r)}`);
  };
  if (r.schemeEnd < 1 || h.charCodeAt(r.schemeEnd) !== 0x3a) fail('scheme not followed by ":"');
  for (let i = 0; i < r.schemeEnd; i++) {
    const c = h.charCodeAt(i);
    const ok = (c >= 0x61 && c <= 0x7a) || (i > 0 && ((c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e));
    if (!ok) fail('scheme code point');
  }
  if (r.hostKind === HostKind.None) {
    const e = r.schemeEnd + 1;
    if (r.usernameEnd !== e || r.hostStart !== e || r.hostEnd !== e) fail('hostless offsets');
    if (r.port !== OMITTED) fail('port without host');
    if (r.pathStart !== e && !(r.pathStart === e + 2 && h.slice(e, e + 2) === '/.')) fail('pathStart');
    if (r.pathStart === e + 2 && !(!r.hasOpaquePath && h.slice(r.pathStart, r.pathStart + 2) === '//')) fail('"/." without "//" path');
    if (r.pathStart === e && !r.hasOpaquePath && h.slice(e, e + 2) === '//') fail('hostless path starting with "//"');
  } else {
    if (h.slice(r.schemeEnd + 1, r.schemeEnd + 3) !== '//') fail('missing "//"');
    const a = r.schemeEnd + 3;
    if (r.usernameEnd < a || r.hostStart < r.usernameEnd || r.hostEnd < r.hostStart) fail('authority order');
    if (r.hostStart > a) {
      if (h.charCodeAt(r.hostStart - 1) !== 0x40) fail('credentials not ended by "@"');
      if (r.usernameEnd < r.hostStart - 1 && h.charCodeAt(r.usernameEnd) !== 0x3a) fail('password not after ":"');
      if (r.username === '' && r.password === '') fail('empty credentials serialized');
    } else if (r.usernameEnd !== a) fail('usernameEnd without credentials');
    if ((r.hostKind === HostKind.Empty) !== (r.hostEnd === r.hostStart)) fail('empty host kind');
    if (r.port !== OMITTED) {
      if (h.charCodeAt(r.hostEnd) !== 0x3a || h.slice(r.hostEnd + 1, r.pathStart) !== String(r.port)) fail('port');
    } else if (r.pathStart !== r.hostEnd) fail('pathStart after host');
    if (r.hasOpaquePath) fail('opaque path with host');
    if (r.pathStart < h.length && r.pathEnd > r.pathStart && h.charCodeAt(r.pathStart) !== 0x2f) fail('path after host not starting with "/"');
  }
  if (r.queryStart !== OMITTED && (h.charCodeAt(r.queryStart) !== 0x3f || r.queryStart < r.pathStart)) fail('queryStart');
  if (r.fragmentStart !== OMITTED) {
    if (h.charCodeAt(r.fragmentStart) !== 0x23) fail('fragmentStart');
    if (r.queryStart !== OMITTED && r.fragmentStart < r.queryStart) fail('fragment before query');
    if (r.fragmentStart < r.pathStart) fail('fragment before path');
  }
  const pathEnd = r.pathEnd;
  for (let i = r.pathStart; i < pathEnd; i++) {
    const c = h.charCodeAt(i);
    if (c === 0x3f || c === 0x23) fail('"?" or "#" inside the path');
  }
  if (r.queryStart !== OMITTED) {
    const qEnd = r.fragmentStart !== OMITTED ? r.fragmentStart : h.length;
    for (let i = r.queryStart; i < qEnd; i++) if (h.charCodeAt(i) === 0x23) fail('"#" inside the query');
  }
}

/**
 * The invariants of a URL's or IRI's record: for WHATWG records the offsets above; for strict ones,
 * the href parses back to the same offsets in the same mode. Reads the objects' internal state.
 */
export function assertInvariants(x: object): void {
  const s = internalState(x);
  if (s === undefined) throw new Error('not a URL or IRI of this library');
  const r = s.record, mode: Mode = s.mode;
  if (mode === WHATWG) {
    assertRecordInvariants(r);
    return;
  }
  const again = strictParse(r.href, null, mode);
  const fields: (keyof IriRecord)[] = ['schemeEnd', 'usernameEnd', 'hostStart', 'hostEnd', 'port', 'pathStart', 'queryStart', 'fragmentStart', 'hostKind'];
  for (let i = 0; i < fields.length; i++) {
    if (again[fields[i]] !== r[fields[i]]) throw new Error(`IriRecord invariant violated: ${fields[i]} of ${JSON.stringify(r.href)}`);
  }
}
