// URL §4.7 origin of a URL, serialized (HTML "serialization of an origin"), and for the strict
// modes the RFC 6454 §4 origin of a URI with its §6.2 ASCII serialization.

import { IriRecord } from './core/record';
import type { Mode } from './core/mode';
import { hexValue } from './core/chars';
import { RFC_CHARS, RfcSet } from './core/rfc-chars';
import { HostKind } from './host/host';
import { dnsHostToASCII } from './host/rfc-dns';
import { decodeUTF8Triplets, defaultPort } from './normalize';
import { parseURL } from './parser/setters';

/** ASCII serialization of the URL's origin: a tuple origin, or "null" for an opaque one. */
export function serializeOrigin(r: IriRecord): string {
  const scheme = r.scheme;
  switch (scheme) {
    case 'blob': {
      // URL §4.7 "blob": the origin of the URL parsed from the path, for http(s) and file.
      // (No blob URL store here, so the blob URL entry is always null.)
      const pathURL = parseURL(r.path, null);
      if (pathURL === null) return 'null';
      const inner = pathURL.scheme;
      if (inner === 'http' || inner === 'https' || inner === 'file') return serializeOrigin(pathURL);
      return 'null';
    }
    case 'ftp': case 'http': case 'https': case 'ws': case 'wss':
      // A tuple origin (scheme, host, port): serialized as scheme "://" host [":" port].
      return scheme + '://' + r.href.slice(r.hostStart, r.pathStart);
  }
  return 'null'; // file and everything else: a new opaque origin
}

/**
 * RFC 6454 §4 origin of a strict record, serialized by §6.2: scheme "://" host [":" port] for
 * http, https, ws, wss and ftp, else "null" (§4 step 1: a globally unique identifier).
 * - the scheme and host in lower case (§4 steps 3 and 5); a reg-name is percent-decoded first
 *   (RFC 3986 §6.2.2.2) and its IDNA labels become A-labels by the mode's IDNA policy (the
 *   `idna` option; 'none' uses IDNA2008 lookup), so equivalent URIs have one origin;
 * - the port as written, without leading zeros (never through a Number: a port beyond 2^53 keeps
 *   its digits), and omitted when it is empty or the scheme's default (§6.2 step 3);
 * - "null" when there is no host or it is empty, when a triplet of the host decodes to a byte
 *   that is neither unreserved nor part of well-formed UTF-8, or when IDNA rejects a label.
 */
export function rfcOrigin(r: IriRecord, mode: Mode): string {
  const h = r.href;
  const scheme = h.slice(0, r.schemeEnd).toLowerCase();
  const dp = defaultPort(scheme);
  if (dp === undefined) return 'null';
  let host: string | null;
  switch (r.hostKind) {
    case HostKind.Domain:
      host = decodeRegName(h, r.hostStart, r.hostEnd);
      if (host !== null) host = dnsHostToASCII(host, mode.idna);
      break;
    case HostKind.IPv6: { // RFC 6874 §2: "[" address "%25" ZoneID "]"
      const zone = h.indexOf('%25', r.hostStart);
      if (zone < 0 || zone >= r.hostEnd) host = h.slice(r.hostStart, r.hostEnd).toLowerCase();
      else {
        const id = decodeRegName(h, zone + 3, r.hostEnd - 1);
        host = id === null || hasNonASCII(id) ? null : (h.slice(r.hostStart, zone + 3) + id + ']').toLowerCase();
      }
      break;
    }
    case HostKind.IPv4: case HostKind.Opaque: // dotted decimal; IPvFuture (ASCII)
      host = h.slice(r.hostStart, r.hostEnd).toLowerCase();
      break;
    default: // None, Empty: RFC 6454 §4 step 4 ("If uri-host is empty... null" for these schemes)
      host = null;
  }
  if (host === null || host === '') return 'null';
  let port = '';
  if (r.hostEnd < r.pathStart) {
    let start = r.hostEnd + 1;
    const end = r.pathStart;
    while (start < end - 1 && h.charCodeAt(start) === 0x30) start++; // leading zeros
    port = h.slice(start, end);
    if (port === String(dp)) port = '';
  }
  return scheme + '://' + host + (port === '' ? '' : ':' + port);
}

function hasNonASCII(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0x80) return true;
  return false;
}

/**
 * s[start,end) with every triplet decoded (RFC 3986 §2.1, §2.4): an ASCII byte must be
 * unreserved (a decoded delimiter would mean something else), bytes from 0x80 well-formed UTF-8
 * (RFC 3629; RFC 3987 §3.2). Null otherwise.
 */
function decodeRegName(s: string, start: number, end: number): string | null {
  if (s.indexOf('%', start) < 0 || s.indexOf('%', start) >= end) return s.slice(start, end);
  let out = '';
  let from = start;
  for (let i = start; i < end; i++) {
    if (s.charCodeAt(i) !== 0x25) continue;
    out += s.slice(from, i);
    const b = (hexValue(s.charCodeAt(i + 1)) << 4) | hexValue(s.charCodeAt(i + 2));
    if (b < 0) return null; // (the strict grammars allow only well-formed triplets)
    if (b < 0x80) {
      if ((RFC_CHARS[b] & RfcSet.Unreserved) === 0) return null;
      out += String.fromCharCode(b);
      i += 2;
    } else {
      const d = end - i >= 6 ? decodeUTF8Triplets(s, i) : null;
      if (d === null || i + d.length > end) return null;
      out += d.cp > 0xffff
        ? String.fromCharCode(0xd800 + ((d.cp - 0x10000) >> 10), 0xdc00 + ((d.cp - 0x10000) & 0x3ff))
        : String.fromCharCode(d.cp);
      i += d.length - 1;
    }
    from = i + 1;
  }
  return out + s.slice(from, end);
}
