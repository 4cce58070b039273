// RFC 3987 §3.1 mapping of IRIs to URIs and §3.2 converting URIs to IRIs, on strict records.

import { IriRecord, OMITTED, HostKind } from '../core/record';
import type { IdnaPolicy } from '../core/mode';
import { EncodeSet, utf8PercentEncode } from '../encoding/percent';
import { usesDns } from './dns';
import { aLabelToULabel, policyToASCII } from '../idna/policy';
import { normalizePathPercent, normalizePercent } from './normalize';
import { isUrnRecord } from './urn';

/** How toURI() maps a host. */
export interface ToURIOptions {
  /**
   * 'idna' (default): for schemes that use DNS, each non-ASCII label becomes an A-label by the
   * IRI's IDNA processing (other hosts are percent-encoded); 'percent-encode': every host is
   * percent-encoded (RFC 3987 §3.1 step 2).
   */
  host?: 'idna' | 'percent-encode';
}

/** How fromURI() decodes. */
export interface FromURIOptions {
  /** Convert valid A-labels of DNS hosts to U-labels (RFC 3987 §3.2.1 last paragraph). Default false. */
  unicodeHost?: boolean;
}

function hasNonASCII(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0x80) return true;
  return false;
}

/** RFC 3987 §3.1 step 2: percent-encode the UTF-8 of every non-ASCII character (ucschar, iprivate). */
function encodeNonASCII(s: string): string {
  return hasNonASCII(s) ? utf8PercentEncode(s, 0, s.length, EncodeSet.C0Control) : s;
}

/**
 * RFC 3987 §3.1 (with the optional ToASCII of ireg-name): the URI of a strict record;
 * `percentEncodeHost` is ToURIOptions host: 'percent-encode'.
 */
export function iriToURI(r: IriRecord, policy: IdnaPolicy, percentEncodeHost: boolean): string {
  const h = r.href;
  let host = '';
  if (r.hostKind !== HostKind.None) {
    host = h.slice(r.hostStart, r.hostEnd);
    const scheme = h.slice(0, r.schemeEnd).toLowerCase();
    if (hasNonASCII(host)) {
      if (!percentEncodeHost && policy !== 'none' && r.hostKind === HostKind.Domain && usesDns(scheme)) {
        // ASCII labels stay as written; each non-ASCII label becomes an A-label.
        const labels = host.split('.');
        for (let i = 0; i < labels.length; i++) {
          if (!hasNonASCII(labels[i])) continue;
          const a = policyToASCII(labels[i], policy);
          labels[i] = a !== null ? a : encodeNonASCII(labels[i]);
        }
        host = labels.join('.');
      } else host = encodeNonASCII(host);
    }
  }
  if (r.hostKind === HostKind.None) return encodeNonASCII(h);
  return encodeNonASCII(h.slice(0, r.hostStart)) + host + encodeNonASCII(h.slice(r.hostEnd));
}

/**
 * RFC 3987 §3.2: decode the percent-encoded octets that form well-formed UTF-8 of a character
 * allowed in that component: unreserved ASCII and ucschar (iprivate only in the query); never
 * "%25", reserved characters, characters not allowed in URIs, or bidi formatting characters
 * (§4.1). Octets re-percent-encoded by steps 3-4 come back with upper-case hex.
 */
function decodeComponent(s: string, iprivate: boolean): string {
  return normalizePercent(s, true, iprivate, true, 'non-ascii');
}

/**
 * RFC 3987 §3.2 on a strict (rfc3986 or rfc3987) record; returns the IRI string. A URN comes
 * back as it is: RFC 8141 §3 never decodes a URN's triplets ("%41" and "A" make different
 * URNs, and so do "%C3%A9" and "é"), §2 keeps URNs in ASCII, and §4.4 has them exchanged in
 * that form; only a display may decode them.
 */
export function uriToIRI(r: IriRecord, unicodeHost: boolean): string {
  const h = r.href;
  if (isUrnRecord(r)) return h;
  let out = h.slice(0, r.schemeEnd + 1);
  if (r.hostKind !== HostKind.None) {
    out += '//';
    if (r.hostStart > r.schemeEnd + 3) out += decodeComponent(h.slice(r.schemeEnd + 3, r.hostStart - 1), false) + '@';
    let host = h.slice(r.hostStart, r.hostEnd);
    if (r.hostKind === HostKind.Domain) {
      host = decodeComponent(host, false);
      if (unicodeHost && usesDns(h.slice(0, r.schemeEnd).toLowerCase())) {
        const labels = host.split('.');
        for (let i = 0; i < labels.length; i++) {
          if (labels[i].slice(0, 4).toLowerCase() !== 'xn--') continue;
          const u = aLabelToULabel(labels[i]);
          if (u !== null) labels[i] = u;
        }
        host = labels.join('.');
      }
    }
    out += host + h.slice(r.hostEnd, r.pathStart);
  }
  out += normalizePathPercent(r.path, true, true, 'non-ascii'); // never a new dot segment
  if (r.queryStart !== OMITTED) out += '?' + decodeComponent(r.query as string, true);
  if (r.fragmentStart !== OMITTED) out += '#' + decodeComponent(r.fragment as string, false);
  return out;
}
