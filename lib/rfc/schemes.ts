// Scheme rules, on top of the generic grammar (the schemeRules option): what the RFC that defines
// each scheme adds. MUST and the scheme's ABNF give errors, SHOULD gives warnings (IRI.validate).
// http, https: RFC 9110 §4.2.1-4.2.4 · ws, wss: RFC 6455 §3 · file: RFC 8089 §2 ·
// mailto: RFC 6068 §2 · data: RFC 2397 §3 · tag: RFC 4151 §2.1 · urn: urn.ts (always on).

import { IriRecord, HostKind, OMITTED } from '../core/record';
import { isASCIIAlphanumeric, hexValue } from '../core/chars';
import { rfcIssue } from '../core/errors';
import type { RfcErrorCode, RfcSink } from '../core/errors';

function report(sink: RfcSink, code: RfcErrorCode, index: number, component: string, detail?: string, severity: 'error' | 'warning' = 'error'): void {
  sink(rfcIssue(code, index, component, detail, severity));
}

/**
 * Checks the rules of r's scheme (lower-cased), if it is one of http, https, ws, wss, file,
 * mailto, data, tag. `warnings`: report the SHOULDs too (IRI.validate).
 */
export function checkSchemeRules(r: IriRecord, sink: RfcSink, warnings: boolean): void {
  const h = r.href;
  if (r.schemeEnd < 2 || r.schemeEnd > 6) return;
  const scheme = h.slice(0, r.schemeEnd).toLowerCase();
  switch (scheme) {
    case 'http': case 'https': case 'ws': case 'wss': {
      const ws = scheme.charCodeAt(0) === 0x77;
      // RFC 9110 §4.2.1: http-URI = "http" "://" authority path-abempty [ "?" query ]; "A sender
      // MUST NOT generate an "http" URI with an empty host identifier. A recipient that
      // processes such a URI reference MUST reject it as invalid." (§4.2.2 the same for https.)
      // RFC 6455 §3: ws-URI = "ws:" "//" host [ ":" port ] path [ "?" query ].
      if (r.hostKind === HostKind.None) report(sink, 'scheme-missing-host', r.schemeEnd + 1, 'authority', `${scheme}: no authority`);
      else if (r.hostStart === r.hostEnd) report(sink, 'scheme-missing-host', r.hostStart, 'host', `${scheme}: empty host`);
      const hasUserinfo = r.hostKind !== HostKind.None && r.hostStart > r.schemeEnd + 3;
      if (hasUserinfo) {
        // RFC 6455 §3: no userinfo in the grammar (error). RFC 9110 §4.2.4: senders MUST NOT
        // generate it, recipients SHOULD treat its presence as an error (warning).
        if (ws) report(sink, 'scheme-userinfo-not-allowed', r.schemeEnd + 3, 'userinfo', scheme);
        else if (warnings) report(sink, 'scheme-userinfo-not-allowed', r.schemeEnd + 3, 'userinfo', `${scheme}: RFC 9110 §4.2.4, deprecated`, 'warning');
      }
      // RFC 6455 §3: "Fragment identifiers ... MUST NOT be used on these URIs."
      if (ws && r.fragmentStart !== OMITTED) report(sink, 'scheme-fragment-not-allowed', r.fragmentStart, 'fragment', scheme);
      if (warnings && r.hostKind === HostKind.Domain && r.hostEnd > r.hostStart) checkLdh(h, r.hostStart, r.hostEnd, sink);
      return;
    }
    case 'file': {
      // RFC 8089 §2: file-URI = file-scheme ":" file-hier-part; file-hier-part = ( "//"
      // auth-path ) / local-path; auth-path = [ file-auth ] path-absolute; file-auth =
      // "localhost" / host; local-path = path-absolute.
      if (r.hostKind !== HostKind.None) {
        if (r.hostStart > r.schemeEnd + 3) report(sink, 'scheme-userinfo-not-allowed', r.schemeEnd + 3, 'userinfo', 'file');
        if (r.hostEnd < r.pathStart) report(sink, 'scheme-port-not-allowed', r.hostEnd, 'port', 'file');
      }
      if (h.charCodeAt(r.pathStart) !== 0x2f) report(sink, 'scheme-path-not-absolute', r.pathStart, 'path', 'file');
      return;
    }
    case 'mailto':
      notHierarchical(r, sink, scheme);
      checkMailto(r, sink);
      return;
    case 'data':
      notHierarchical(r, sink, scheme);
      checkData(r, sink);
      return;
    case 'tag':
      notHierarchical(r, sink, scheme);
      checkTag(r, sink);
      return;
  }
}

/** RFC 6068 §2, RFC 2397 §3, RFC 4151 §2.1: these grammars have no "//" authority. */
function notHierarchical(r: IriRecord, sink: RfcSink, scheme: string): void {
  if (r.hostKind !== HostKind.None) report(sink, 'scheme-authority-not-allowed', r.schemeEnd + 1, 'authority', scheme);
}

/**
 * RFC 3986 §3.2.2 ("a URI-producing application should use names that conform to the DNS
 * syntax") and RFC 1123 §2.1 / RFC 1034 §3.5: LDH labels of 1 to 63 characters, neither starting
 * nor ending with "-"; a final "." (the root) is allowed. Labels with non-ASCII characters or
 * "xn--" are IDNA's (dns.ts); triplets of ASCII are read decoded.
 */
function checkLdh(s: string, start: number, end: number, sink: RfcSink): void {
  // A final "." names the root: the labels end before it.
  const stop = end - 1 > start && s.charCodeAt(end - 1) === 0x2e ? end - 1 : end;
  let label = start;
  for (let i = start; i <= stop; i++) {
    if (i < stop && s.charCodeAt(i) !== 0x2e) continue;
    const why = ldhProblem(s.slice(label, i));
    if (why !== null) {
      report(sink, 'scheme-host-not-dns', label, 'host', why, 'warning');
      return;
    }
    label = i + 1;
  }
}

/** Why a label (as written) is not an LDH label, or null; null too for an IDNA label. */
function ldhProblem(raw: string): string | null {
  const label = decodeASCII(raw);
  if (label === null || label.slice(0, 4).toLowerCase() === 'xn--') return null; // IDNA's (dns.ts)
  if (label === '') return 'an empty label';
  if (label.length > 63) return `a label of ${label.length} characters (at most 63)`;
  for (let i = 0; i < label.length; i++) {
    const c = label.charCodeAt(i);
    if (!(isASCIIAlphanumeric(c) || c === 0x2d)) return `${JSON.stringify(label.charAt(i))} in a label: letters, digits and "-" only`;
  }
  if (label.charCodeAt(0) === 0x2d) return 'a label starting with "-"';
  if (label.charCodeAt(label.length - 1) === 0x2d) return 'a label ending with "-"';
  return null;
}

/**
 * RFC 6068 §2: mailtoURI = "mailto:" [ to ] [ hfields ]; to = addr-spec *("," addr-spec);
 * hfields = "?" hfield *( "&" hfield ); hfield = hfname "=" hfvalue. Each address needs its
 * "@" (addr-spec = local-part "@" domain); the characters were checked by the generic grammar.
 */
function checkMailto(r: IriRecord, sink: RfcSink): void {
  const h = r.href;
  const pathEnd = r.pathEnd;
  let from = r.pathStart;
  if (from < pathEnd) {
    for (let i = from; i <= pathEnd; i++) {
      if (i < pathEnd && h.charCodeAt(i) !== 0x2c) continue;
      const at = h.indexOf('@', from);
      if (at < 0 || at >= i || at === from || at === i - 1) {
        report(sink, 'scheme-invalid-path', from, 'path', 'mailto: addr-spec = local-part "@" domain');
        break;
      }
      from = i + 1;
    }
  }
  if (r.queryStart !== OMITTED) {
    const end = r.fragmentStart !== OMITTED ? r.fragmentStart : h.length;
    from = r.queryStart + 1;
    for (let i = from; i <= end; i++) {
      if (i < end && h.charCodeAt(i) !== 0x26) continue;
      const eq = h.indexOf('=', from);
      if (eq < 0 || eq >= i || eq === from) {
        report(sink, 'scheme-invalid-path', from, 'query', 'mailto: hfield = hfname "=" hfvalue');
        break;
      }
      from = i + 1;
    }
  }
}

/** RFC 2045 §5.1 token: ASCII but no CTL, space or tspecial (after percent-decoding). */
function isTokenChar(c: number): boolean {
  return c > 0x20 && c < 0x7f && '()<>@,;:\\"/[]?='.indexOf(String.fromCharCode(c)) < 0;
}

/**
 * RFC 2397 §3: dataurl := "data:" [ mediatype ] [ ";base64" ] "," data; mediatype := [ type
 * "/" subtype ] *( ";" parameter ); parameter := attribute "=" value (RFC 2045 tokens; a value
 * may also be a quoted string, which a URI percent-encodes).
 */
function checkData(r: IriRecord, sink: RfcSink): void {
  const h = r.href;
  const end = r.fragmentStart !== OMITTED ? r.fragmentStart : h.length; // data may hold "?"
  const comma = h.indexOf(',', r.pathStart);
  if (comma < 0 || comma >= end) {
    report(sink, 'scheme-invalid-path', r.pathStart, 'path', 'data: dataurl = "data:" [ mediatype ] [ ";base64" ] "," data');
    return;
  }
  const head = decodeASCII(h.slice(r.pathStart, comma));
  if (head === null) {
    report(sink, 'scheme-invalid-path', r.pathStart, 'path', 'data: the mediatype is ASCII');
    return;
  }
  const parts = head.split(';');
  const bad = (detail: string) => report(sink, 'scheme-invalid-path', r.pathStart, 'path', `data: ${detail}`);
  if (parts[0] !== '') {
    const slash = parts[0].indexOf('/');
    if (slash <= 0 || slash === parts[0].length - 1 || !isToken(parts[0].slice(0, slash)) || !isToken(parts[0].slice(slash + 1))) {
      return bad('mediatype = [ type "/" subtype ] *( ";" parameter )');
    }
  }
  for (let i = 1; i < parts.length; i++) {
    if (i === parts.length - 1 && parts[i].toLowerCase() === 'base64') break;
    const eq = parts[i].indexOf('=');
    const value = eq < 0 ? '' : parts[i].slice(eq + 1);
    if (eq <= 0 || !isToken(parts[i].slice(0, eq)) || !(isToken(value) || /^"([^"\\]|\\.)*"$/.test(value))) {
      return bad('parameter = attribute "=" value');
    }
  }
}

function isToken(s: string): boolean {
  if (s === '') return false;
  for (let i = 0; i < s.length; i++) if (!isTokenChar(s.charCodeAt(i))) return false;
  return true;
}

/** s with its ASCII triplets decoded; null when a triplet is above 0x7F or s is non-ASCII. */
function decodeASCII(s: string): string | null {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c === 0x25) {
      c = (hexValue(s.charCodeAt(i + 1)) << 4) | hexValue(s.charCodeAt(i + 2));
      i += 2;
    }
    if (c < 0 || c >= 0x80) return null;
    out += String.fromCharCode(c);
  }
  return out;
}

/**
 * RFC 4151 §2.1: tagURI = "tag:" taggingEntity ":" specific [ "#" fragment ]; taggingEntity =
 * authorityName "," date; authorityName = DNSname / emailAddress; date = year ["-" month
 * ["-" day]] (4, 2, 2 digits; "MUST be ... valid": month 01-12, day 01-31); DNScomp = alphaNum
 * [*(alphaNum / "-") alphaNum]; emailAddress = 1*(alphaNum / "-" / "." / "_") "@" DNSname.
 */
function checkTag(r: IriRecord, sink: RfcSink): void {
  const h = r.href;
  const end = r.fragmentStart !== OMITTED ? r.fragmentStart : h.length; // specific may hold "?"
  const colon = h.indexOf(':', r.pathStart);
  const entity = colon >= 0 && colon < end ? h.slice(r.pathStart, colon) : '';
  const m = /^(?:[A-Za-z0-9_.-]+@)?([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*),(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(entity);
  if (colon < 0 || colon >= end) {
    report(sink, 'scheme-invalid-path', r.pathStart, 'path', 'tag: tagURI = "tag:" taggingEntity ":" specific');
  } else if (m === null || (m[3] !== undefined && (+m[3] < 1 || +m[3] > 12)) || (m[4] !== undefined && (+m[4] < 1 || +m[4] > 31))) {
    report(sink, 'scheme-invalid-path', r.pathStart, 'path', 'tag: taggingEntity = authorityName "," date (YYYY[-MM[-DD]])');
  }
}
