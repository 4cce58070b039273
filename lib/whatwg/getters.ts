// The URL Standard's API (URL §6.1) on a record, shared by the URL facade and the IRI class in
// WHATWG mode so that the two cannot disagree. Getters only slice the href.

import { IriRecord, OMITTED, HostKind } from '../core/record';
import { toDOMString } from '../core/chars';

/** protocol getter: scheme + ":". */
export function getProtocol(r: IriRecord): string {
  return r.href.slice(0, r.schemeEnd + 1);
}

/** host getter: serialized host and, when there is one, ":" + port. */
export function getHost(r: IriRecord): string {
  return r.hostKind === HostKind.None ? '' : r.href.slice(r.hostStart, r.pathStart);
}

/** hostname getter. */
export function getHostname(r: IriRecord): string {
  return r.hostKind === HostKind.None ? '' : r.href.slice(r.hostStart, r.hostEnd);
}

/** port getter. */
export function getPort(r: IriRecord): string {
  return r.port === OMITTED ? '' : r.href.slice(r.hostEnd + 1, r.pathStart);
}

/** search getter: "" for a null or empty query, else "?" + query. */
export function getSearch(r: IriRecord): string {
  if (r.queryStart === OMITTED) return '';
  const end = r.fragmentStart !== OMITTED ? r.fragmentStart : r.href.length;
  return end - r.queryStart > 1 ? r.href.slice(r.queryStart, end) : '';
}

/** hash getter: "" for a null or empty fragment, else "#" + fragment. */
export function getHash(r: IriRecord): string {
  if (r.fragmentStart === OMITTED || r.href.length - r.fragmentStart <= 1) return '';
  return r.href.slice(r.fragmentStart);
}

/**
 * WebIDL ToString of an argument (core/chars.ts toDOMString). The USVString conversion happens where
 * the string first changes: the percent-encoders and the host state turn each lone surrogate into U+FFFD.
 */
export const usv: (value: unknown) => string = toDOMString;
