// One pass for a special URL, serialized or as people type or paste it: an
// http, https, ws, wss, ftp or file URL, or a reference relative to a special URL other than file,
// read once from left to right and written once, as ASCII bytes, into one buffer with the
// record's offsets set as it goes. What it does is the basic URL
// parser (URL §4.4) for such input, with no state override and no validation errors asked for,
// each step cited below; the serialized URL (URL §4.5) comes out directly (a special URL always
// has a host, and its href is ASCII). While the output equals the input (`exact`), nothing is
// written: runs the states keep as they are are skipped with native scans, and the href is the
// input itself; the first change copies what was skipped, and the pass goes on writing.
//
// The basic URL parser runs it after the recognizer (recognizer.ts). It returns null for anything outside its shape: another scheme, a
// reference relative to a file URL or to a URL that is not special, any file URL with a base of
// its scheme, a lone surrogate in the host, a Windows drive letter in a file URL (its quirks stay in the state
// machine), a host or port the host parser rejects (the full parser then reports the failure),
// an href that might not fit the buffer. An ASCII tab or newline makes it return null with
// `stripTabs` set; the caller removes them (steps 2-3) and calls it again. The state machine
// (parse.ts) stays the reference: the WPT suites and the differential tests run through both.

import { defaultPort, specialSchemeAt } from '../core/schemes';
import { IriRecord, HostKind, OMITTED } from '../core/record';
import { endsInANumber } from './host/ipv4';
import { domainToASCIIInto, parseHost } from './host/host';
import type { ParseContext } from './context';
import { ENCODE_SETS, EncodeSet, HEX_UNITS, utf8PercentEncodeInto } from '../encoding/percent';
import { asciiString } from '../core/ascii-string';
import { isASCIIUpperAlpha, toUSVString } from '../core/chars';
import { withoutMatches } from '../core/v8';
import { splitIntact } from '../core/regexp';
import { FILE_PATH_STOP, firstStop, FRAGMENT_STOP, isPlainHostCodePoint, PATH_STOP, SPECIAL_QUERY_STOP } from './scanners';
import { dotSegment, isWindowsDriveLetter } from './parts';
import { recognize } from './recognizer';

/** Longest input taken: the href is at most 12 bytes per input code unit, plus "://" and "/". */
const MAX_INPUT = 680;
const BUFFER = 12 * MAX_INPUT + 16; // (ParseContext.buffer holds HREF_BUFFER bytes, more than this)

// What a code unit below 0x80 is to the host and path loops.
const KEEP = 0; // copied as it is
const ENCODE = 1; // percent-encoded (path) / sent to the host parser (host)
const UPPER = 2; // host: an ASCII upper-case letter (lowercased)
const END = 3; // ends the part: "/", "\\", "?", "#" (and ":" for the host)
const TAB = 4; // ASCII tab or newline (steps 2-3)
const DOT = 5; // path: "." or "%", which may start a dot segment
const DRIVE = 6; // file path: ":" or "|", which may end a Windows drive letter
const NON_ASCII = 7; // (a code unit above U+007F, in the path loop)

/** URL §4.4 host state: a code unit of a domain kept up to ASCII lower case (else the host parser). */
const HOST_UNITS: Uint8Array = /* @__PURE__ */ (() => {
  const t = new Uint8Array(128);
  for (let c = 0; c < 0x80; c++) t[c] = isPlainHostCodePoint(c) ? KEEP : isASCIIUpperAlpha(c) ? UPPER : ENCODE;
  t[0x2f] = t[0x5c] = t[0x3f] = t[0x23] = t[0x3a] = END;
  t[0x09] = t[0x0a] = t[0x0d] = TAB;
  return t;
})();

/** URL §4.4 path state for a special URL: kept, encoded with the path percent-encode set, or a delimiter. */
const PATH_UNITS: Uint8Array = /* @__PURE__ */ (() => {
  const t = new Uint8Array(128);
  for (let c = 0; c < 0x80; c++) t[c] = (ENCODE_SETS[c] & EncodeSet.Path) !== 0 ? ENCODE : KEEP;
  t[0x2f] = t[0x5c] = t[0x3f] = t[0x23] = END;
  t[0x2e] = t[0x25] = DOT;
  t[0x09] = t[0x0a] = t[0x0d] = TAB;
  return t;
})();

/** PATH_UNITS for a file URL: ":" and "|" are DRIVE. */
const FILE_PATH_UNITS: Uint8Array = /* @__PURE__ */ (() => {
  const t = new Uint8Array(128);
  for (let c = 0; c < 0x80; c++) t[c] = PATH_UNITS[c];
  t[0x3a] = t[0x7c] = DRIVE;
  return t;
})();


/** What the host holds besides code units kept as they are (HOST_UNITS KEEP). */
const HOST_UPPER = 1, HOST_OTHER = 2, HOST_NON_ASCII = 4;

/**
 * URL §1.3 UTF-8 percent-encodes the run of code units above U+007F that starts at s[i] (up to the
 * next ASCII one, or end) at buf[o...]; returns the end of the buffer, and leaves where the run
 * ended in ctx.stop.
 */
function encodeNonASCII(buf: Uint8Array, o: number, s: string, i: number, end: number, set: EncodeSet, ctx: ParseContext): number {
  let j = i + 1;
  while (j < end && s.charCodeAt(j) >= 0x80) j++;
  ctx.stop = j;
  return utf8PercentEncodeInto(buf, o, s, i, j, set);
}

/**
 * The output stops equalling the input at buf[o]: what was skipped before it is copied now.
 * (Small, as it is inlined at each place the output may change; the copy is not.)
 */
function inexact(buf: Uint8Array, s: string, o: number, ctx: ParseContext): void {
  ctx.exact = false;
  if (ctx.unwrittenFrom >= 0) writeSkipped(buf, s, o, ctx);
}

function writeSkipped(buf: Uint8Array, s: string, o: number, ctx: ParseContext): void {
  for (let j = ctx.unwrittenFrom; j < o; j++) buf[j] = s.charCodeAt(j);
  const lowered = ctx.lowered;
  if (lowered !== null) for (let j = ctx.unwrittenFrom; j < lowered.length; j++) buf[j] = lowered.charCodeAt(j);
  ctx.unwrittenFrom = -1;
}

/**
 * The href: while `exact`, the input itself, or with its scheme lowercased (URL §4.4 scheme state
 * step 2.1); else the buffer's bytes as one string.
 */
function hrefOf(input: string, buf: Uint8Array, o: number, ctx: ParseContext): string {
  if (!ctx.exact) return asciiString(buf, o, ctx.views);
  const lowered = ctx.lowered;
  return lowered === null ? input : lowered + input.slice(lowered.length);
}

/**
 * The run s[i, j) that a state keeps as it is, found with a native scan, at buf[o...]: skipped
 * while `exact` (the output and the input share offsets), else copied once. Returns its end.
 */
function keepRun(buf: Uint8Array, o: number, s: string, i: number, j: number, ctx: ParseContext): number {
  if (ctx.exact) return skipped(o, ctx) + o + j - i;
  for (let k = i; k < j; k++) buf[o++] = s.charCodeAt(k);
  return o;
}

/** Output equal to the input (`exact`) is skipped from buf[i] on, not written: returns 0. */
function skipped(i: number, ctx: ParseContext): number {
  if (ctx.unwrittenFrom < 0) ctx.unwrittenFrom = i;
  return 0;
}

/**
 * onePassParse as the basic URL parser runs it: input with an ASCII tab or newline goes through
 * again once steps 2-3 have removed them (after the USVString conversion: removing a tab must
 * not join two surrogates), first through the recognizer (a URL that needed only that is
 * served as a serialized one).
 */
export function onePass(input: string, base: IriRecord | null, ctx: ParseContext): IriRecord | null {
  const one = onePassParse(input, base, ctx);
  if (one !== null || !ctx.stripTabs || !splitIntact()) return one; // (tabs: removed by a split, core/regexp.ts)
  const t = withoutTabs(input);
  return recognize(t) || onePassParse(t, base, ctx);
}

const TABS_AND_NEWLINES = /[\t\n\r]/;
const SURROGATE = /[\uD800-\uDFFF]/;

/**
 * URL §4.4 steps 2-3 after the USVString conversion (Web IDL §3.2.10: a lone surrogate is
 * U+FFFD, so that removing a tab never joins two halves): `input` without its ASCII tabs and
 * newlines, as a new flat string (core/v8.ts withoutMatches).
 */
function withoutTabs(input: string): string {
  return withoutMatches(SURROGATE.test(input) ? toUSVString(input) : input, TABS_AND_NEWLINES);
}

/**
 * The record of `input` when it is a special URL, or a reference relative to `base` when that is a
 * special URL other than file (relativeRest), as the basic URL parser reads it with no state
 * override and no validation errors asked for; null for everything else (the full parser runs).
 */
export function onePassParse(input: string, base: IriRecord | null, ctx: ParseContext): IriRecord | null {
  ctx.stripTabs = false;
  let start = 0;
  let n = input.length;
  // step 1.2-1.3: trim leading and trailing C0 control or space.
  while (start < n && input.charCodeAt(start) <= 0x20) start++;
  while (n > start && input.charCodeAt(n - 1) <= 0x20) n--;
  if (n - start > MAX_INPUT) return null;
  const s = input;
  ctx.exact = start === 0 && n === input.length;
  ctx.unwrittenFrom = -1;
  ctx.lowered = null;
  // scheme start and scheme states: ASCII alpha, then ASCII alphanumeric, "+", "-" or "." up to
  // ":"; a special scheme (file goes on in fileRest). Else the no scheme state: relative to the base.
  let i = start;
  let c = i < n ? s.charCodeAt(i) : -1;
  let upper = false; // (or a code point no special scheme has: then not special)
  if (((c | 0x20) - 0x61) >>> 0 <= 25) {
    for (; i < n; i++) {
      c = s.charCodeAt(i);
      if (c < 0x61) {
        if (!(c >= 0x41 && c <= 0x5a) && !(c >= 0x30 && c <= 0x39) && c !== 0x2b && c !== 0x2d && c !== 0x2e) break;
        upper = true;
      } else if (c > 0x7a) break;
    }
    if (c === 0x09 || c === 0x0a || c === 0x0d) { ctx.stripTabs = true; return null; } // (steps 2-3, then again)
  }
  if (i === n || c !== 0x3a) return base === null ? null : relativeRest(s, start, n, base, ctx);
  const scheme = specialSchemeAt(s, start, i);
  if (scheme === null) return null;
  if (upper) ctx.lowered = scheme; // (lowercased: the same length, the same offsets)
  i++;
  if (scheme === 'file') {
    // (file state: a file base changes nearly every step; the full parser takes those.)
    if (base !== null && sameText(scheme, base.href, 0, base.schemeEnd)) return null;
    return fileRest(s, i, n, ctx);
  }
  // scheme state step 2.8: with a base of the same scheme, only "//" leaves the input absolute;
  // else the special relative or authority state goes on in the relative state.
  if (base !== null && (i + 1 >= n || s.charCodeAt(i) !== 0x2f || s.charCodeAt(i + 1) !== 0x2f) &&
    sameText(scheme, base.href, 0, base.schemeEnd)) return relativeRest(s, i, n, base, ctx);
  return authorityRest(s, i, n, scheme, ctx);
}

/**
 * From the special authority slashes state (s[i], after "scheme:") to the end: the authority, the
 * host, the port, then the path, query and fragment (writeRest), for the special scheme `scheme`
 * (not file).
 */
function authorityRest(s: string, i: number, n: number, scheme: string, ctx: ParseContext): IriRecord | null {
  let c = 0;
  // special authority slashes and special authority ignore slashes states: every "/" and "\\".
  const slashes = i;
  for (; i < n; i++) {
    c = s.charCodeAt(i);
    if (c !== 0x2f) {
      if (c !== 0x5c) break;
      ctx.exact = false;
    }
  }
  if (i - slashes !== 2) ctx.exact = false; // (the output has "//")
  // authority state: it ends at "/", "\\", "?", "#" or the end, the credentials at its last "@";
  // host state: the host ends at the first ":" after that. One scan, which also notes what the
  // host holds (HOST_UPPER, HOST_OTHER, HOST_NON_ASCII) after the last "@".
  const authStart = i;
  let at = -1;
  let colon = -1; // the first ":" of the authority
  let hostColon = -1; // the first ":" after the last "@"
  let hostFlags = 0;
  let inBrackets = false; // host state's insideBrackets: a ":" between "[" and "]" is the IPv6 address's
  for (; i < n; i++) {
    c = s.charCodeAt(i);
    if (c >= 0x80) {
      if (hostColon < 0) hostFlags |= HOST_NON_ASCII;
      continue;
    }
    const k = HOST_UNITS[c];
    if (k === KEEP) continue;
    if (k === UPPER) {
      if (hostColon < 0) hostFlags |= HOST_UPPER;
      continue;
    }
    if (k === END) {
      if (c !== 0x3a) break;
      if (colon < 0) colon = i;
      if (hostColon < 0 && !inBrackets) hostColon = i;
      continue;
    }
    if (k === TAB) { ctx.stripTabs = true; return null; } // (steps 2-3, then again)
    if (c === 0x40) { // "@"
      at = i;
      hostColon = -1;
      hostFlags = 0;
      inBrackets = false;
      continue;
    }
    if (c === 0x5b) inBrackets = true; // (host state steps 3.3-3.4; the host parser reads the address)
    else if (c === 0x5d) inBrackets = false;
    if (hostColon < 0) hostFlags |= HOST_OTHER;
  }
  const authEnd = i;
  const hostStart = at + 1 > authStart ? at + 1 : authStart;
  const hostEnd = hostColon >= 0 ? hostColon : authEnd;
  if (hostEnd === hostStart) return null; // host state steps 2.1 and 3.1: a special URL needs a host
  const buf = ctx.buffer();
  // (the input's own scheme and "//" when they are already the output's: not written)
  let o = ctx.exact ? skipped(0, ctx) + scheme.length + 3 : writeSchemeSlashes(buf, scheme);
  const r = new IriRecord();
  r.schemeEnd = scheme.length;
  r.usernameEnd = o;
  if (at >= 0) {
    // authority state step 2.1-2.4: the username up to the first ":", the password after it, each
    // UTF-8 percent-encoded with the userinfo percent-encode set (which holds "@", so every "@"
    // before the last is "%40", as step 2.1 writes it); URL §4.5 step 2.2 writes them back.
    const userEnd = colon >= 0 && colon < at ? colon : at;
    o = utf8PercentEncodeInto(buf, o, s, authStart, userEnd, EncodeSet.Userinfo);
    r.usernameEnd = o;
    if (userEnd < at - 1) {
      buf[o++] = 0x3a;
      o = utf8PercentEncodeInto(buf, o, s, userEnd + 1, at, EncodeSet.Userinfo);
    }
    if (o > r.schemeEnd + 3) buf[o++] = 0x40;
    // (encoding only lengthens, and only dropping ":" or "@" shortens: the same end, the same text)
    // (written after the unwritten scheme and "//": inexact copies those only)
    if (ctx.exact && (o !== at + 1 || r.usernameEnd !== userEnd || userEnd === at - 1)) inexact(buf, s, r.schemeEnd + 3, ctx);
  }
  r.hostStart = o;
  o = writeHost(buf, o, s, hostStart, hostEnd, hostFlags, r, n, ctx);
  if (o < 0) return null;
  r.hostEnd = o;
  i = hostEnd;
  if (hostColon >= 0) {
    // port state: ASCII digits up to the end of the authority; the default port is dropped
    // (step 2.1.3), an empty port is no port; anything else, or a port over 65535, is failure.
    let port = 0;
    for (i++; i < authEnd; i++) {
      c = s.charCodeAt(i);
      if (c < 0x30 || c > 0x39) return null;
      port = port * 10 + (c - 0x30);
      if (port > 65535) return null;
    }
    if (authEnd > hostColon + 1 && port !== defaultPort(scheme)) {
      r.port = port;
      o = writePort(buf, o, port);
    }
    // (dropped, or written without its leading zeros; written after the host: inexact copies up to it)
    if (ctx.exact && o !== authEnd) inexact(buf, s, r.hostEnd, ctx);
  }
  // path start state: a "/" or "\\" here is the first segment's.
  r.pathStart = o;
  if (i < n && ((c = s.charCodeAt(i)) === 0x2f || c === 0x5c)) {
    if (c === 0x5c && ctx.exact) inexact(buf, s, o, ctx);
    i++;
  } else if (ctx.exact) inexact(buf, s, o, ctx); // (the "/" is added)
  buf[o++] = 0x2f;
  o = writeRest(buf, o, s, i, n, r, false, ctx);
  if (o < 0) return null;
  r.href = hrefOf(s, buf, o, ctx);
  return r;
}

/**
 * URL §4.4 relative state from s[i] (no scheme, or the base's scheme without "//"), when the base
 * is a special URL other than file (else null: the full parser): a reference with "//" takes the
 * authority state with the base's scheme; any other takes the base's parts up to where the
 * reference replaces them, copied from the base's href, then the path, query or fragment states
 * go on from s[i] as for an absolute URL.
 */
function relativeRest(s: string, i: number, n: number, base: IriRecord, ctx: ParseContext): IriRecord | null {
  const b = base.href;
  const scheme = specialSchemeAt(b, 0, base.schemeEnd);
  if (scheme === null || scheme === 'file' || n - i > MAX_INPUT || b.length + 12 * (n - i) + 16 > BUFFER) return null;
  ctx.exact = false;
  let c = i < n ? s.charCodeAt(i) : -1;
  if (c === 0x09 || c === 0x0a || c === 0x0d) { ctx.stripTabs = true; return null; } // (it decides the state: steps 2-3 first)
  if ((c === 0x2f || c === 0x5c) && i + 1 < n) {
    // relative slash state: a second "/" or "\\" takes the authority from the reference.
    const d = s.charCodeAt(i + 1);
    if (d === 0x2f || d === 0x5c) return authorityRest(s, i, n, scheme, ctx);
    if (d === 0x09 || d === 0x0a || d === 0x0d) { ctx.stripTabs = true; return null; } // (steps 2-3, then again)
  }
  // Each of the base's parts the reference keeps is copied from its href (they serialize as they
  // did): up to its path (a reference starting with "/" or "\\"), through the path's last "/"
  // (a path: the relative state's shorten step), to its query or its fragment ("?", "#", nothing).
  const r = new IriRecord();
  r.schemeEnd = base.schemeEnd;
  r.usernameEnd = base.usernameEnd;
  r.hostStart = base.hostStart;
  r.hostEnd = base.hostEnd;
  r.hostKind = base.hostKind;
  r.port = base.port;
  r.pathStart = base.pathStart;
  const pathEnd = base.queryStart !== OMITTED ? base.queryStart : base.fragmentStart !== OMITTED ? base.fragmentStart : b.length;
  let end: number;
  if (c === 0x2f || c === 0x5c) {
    end = base.pathStart + 1; // (the path's first "/" is the reference's)
    i++;
  } else if (c === 0x3f) end = pathEnd;
  else if (c === 0x23 || c === -1) end = base.fragmentStart !== OMITTED ? base.fragmentStart : b.length;
  else {
    end = pathEnd;
    while (b.charCodeAt(end - 1) !== 0x2f) end--; // (a special URL's path starts with "/")
  }
  const buf = ctx.buffer();
  for (let j = 0; j < end; j++) buf[j] = b.charCodeAt(j);
  let o = end;
  if (c === 0x3f) {
    // query state: the base's path, and the reference's query.
    r.queryStart = o;
    buf[o++] = 0x3f;
    o = writePart(buf, o, s, i + 1, n, EncodeSet.SpecialQuery, ctx);
    if (o < 0) return null;
    i = ctx.stop;
    c = i < n ? 0x23 : -1;
  } else if (c === 0x23 || c === -1) r.queryStart = base.queryStart; // (the base's query too)
  else {
    o = writeRest(buf, o, s, i, n, r, false, ctx);
    if (o < 0) return null;
    c = -1;
  }
  if (c === 0x23) {
    // fragment state: the rest, UTF-8 percent-encoded with the fragment percent-encode set.
    r.fragmentStart = o;
    buf[o++] = 0x23;
    o = writePart(buf, o, s, i + 1, n, EncodeSet.Fragment, ctx);
    if (o < 0) return null;
  }
  r.href = asciiString(buf, o, ctx.views);
  return r;
}

/**
 * A file URL (base null or not file) from s[i], after "file:" (URL §4.4 file, file slash and file
 * host states): "//" and a host up to "/", "\\", "?", "#" or the end, "localhost" written as the
 * empty host; else no host (the empty host). A Windows drive letter (a host of two code units
 * like "c:", or a path segment like it) takes the full parser: its quirks are there.
 */
function fileRest(s: string, i: number, n: number, ctx: ParseContext): IriRecord | null {
  const buf = ctx.buffer();
  let o = writeSchemeSlashes(buf, 'file');
  const r = new IriRecord();
  r.schemeEnd = 4;
  r.usernameEnd = r.hostStart = r.hostEnd = o;
  r.hostKind = HostKind.Empty;
  const first = i < n ? s.charCodeAt(i) : -1;
  const second = i + 1 < n ? s.charCodeAt(i + 1) : -1;
  let c = 0;
  if ((first === 0x2f || first === 0x5c) && (second === 0x2f || second === 0x5c)) {
    if (first === 0x5c || second === 0x5c) ctx.exact = false;
    // file host state: the host, up to "/", "\\", "?", "#" or the end.
    const hostStart = i += 2;
    let flags = 0;
    for (; i < n; i++) {
      c = s.charCodeAt(i);
      if (c >= 0x80) { flags |= HOST_NON_ASCII; continue; }
      const k = HOST_UNITS[c];
      if (k === KEEP) continue;
      if (k === UPPER) { flags |= HOST_UPPER; continue; }
      if (k === END && c !== 0x3a) break;
      if (k === TAB) { ctx.stripTabs = true; return null; }
      flags |= HOST_OTHER; // (such as an IPv6 address: the host parser reads it)
    }
    if (i - hostStart === 2 && isWindowsDriveLetter(s, hostStart, i)) return null;
    if (i > hostStart) {
      o = writeHost(buf, o, s, hostStart, i, flags, r, n, ctx);
      if (o < 0) return null;
      if (o - r.hostStart === 9 && (ctx.exact ? sameText(LOCALHOST, s, r.hostStart, o) : isLocalhost(buf, r.hostStart))) {
        if (ctx.exact) inexact(buf, s, o, ctx);
        o = r.hostStart;
        r.hostKind = HostKind.Empty;
      }
      r.hostEnd = o;
    }
    // path start state: a "/" or "\\" here is the first segment's.
    if (i < n && ((c = s.charCodeAt(i)) === 0x2f || c === 0x5c)) {
      if (c === 0x5c && ctx.exact) inexact(buf, s, o, ctx);
      i++;
    } else if (ctx.exact) inexact(buf, s, o, ctx); // (the "/" is added)
  } else {
    ctx.exact = false; // ("//" is added; nothing was skipped yet)
    if (first === 0x2f || first === 0x5c) i++; // file slash state: no host; the path state reads on
  }
  r.pathStart = o;
  buf[o++] = 0x2f;
  o = writeRest(buf, o, s, i, n, r, true, ctx);
  if (o < 0) return null;
  r.href = hrefOf(s, buf, o, ctx);
  return r;
}

/** True when buf[o, o + 9) is "localhost". */
function isLocalhost(buf: Uint8Array, o: number): boolean {
  for (let j = 0; j < 9; j++) if (buf[o + j] !== LOCALHOST.charCodeAt(j)) return false;
  return true;
}
const LOCALHOST = 'localhost';

/** The scheme (specialSchemeAt's constant), ":" and "//" at buf[0...] (URL §4.5 steps 1-2); returns their end. */
function writeSchemeSlashes(buf: Uint8Array, scheme: string): number {
  let o = 0;
  for (; o < scheme.length; o++) buf[o] = scheme.charCodeAt(o);
  buf[o] = 0x3a; buf[o + 1] = 0x2f; buf[o + 2] = 0x2f;
  return o + 3;
}

/** ":" and the port's decimal digits at buf[o...] (URL §4.5 step 2.4); returns their end. */
function writePort(buf: Uint8Array, o: number, port: number): number {
  buf[o++] = 0x3a;
  const digits = String(port);
  for (let j = 0; j < digits.length; j++) buf[o++] = digits.charCodeAt(j);
  return o;
}

/** The ASCII s[start,end) at buf[o...], upper case lowercased when `upper`; returns its end. */
function writeASCII(buf: Uint8Array, o: number, s: string, start: number, end: number, upper: boolean): number {
  if (!upper) {
    for (let j = start; j < end; j++) buf[o++] = s.charCodeAt(j);
    return o;
  }
  for (let j = start; j < end; j++) {
    const c = s.charCodeAt(j);
    buf[o++] = c >= 0x41 && c <= 0x5a ? c | 0x20 : c;
  }
  return o;
}

/**
 * URL §3.5 host parser (not opaque) on s[start,end), which the authority scan found to hold
 * `flags`: the serialized host (URL §3.6) written at buf[o...], its kind set in r; returns the
 * index after it, or -1 (the full parser runs: failure, a lone surrogate, or no room in buf for
 * the host and 9 bytes per code unit of s[end, n) after it).
 */
function writeHost(buf: Uint8Array, o: number, s: string, start: number, end: number, flags: number, r: IriRecord, n: number, ctx: ParseContext): number {
  if ((flags & (HOST_OTHER | HOST_NON_ASCII)) === 0 && !endsInANumber(s, start, end)) {
    // steps 4-9 on an ASCII domain without "%" or forbidden code points: the domain in ASCII
    // lower case (URL §3.3 domain to ASCII, beStrict false).
    r.hostKind = HostKind.Domain;
    if ((flags & HOST_UPPER) === 0) {
      if (ctx.exact) return skipped(o, ctx) + o + end - start; // (output and input share offsets)
    } else if (ctx.exact) inexact(buf, s, o, ctx);
    return writeASCII(buf, o, s, start, end, (flags & HOST_UPPER) !== 0);
  }
  const exact0 = ctx.exact;
  if (ctx.exact) inexact(buf, s, o, ctx); // (unless the host parser gives the input back: checked below)
  if ((flags & (HOST_OTHER | HOST_NON_ASCII)) === HOST_NON_ASCII) {
    for (let j = start; j < end; j++) {
      const c = s.charCodeAt(j);
      if ((c & 0xf800) === 0xd800) { // a lone surrogate: the USVString conversion first
        if (c >= 0xdc00 || j + 1 === end || (s.charCodeAt(j + 1) & 0xfc00) !== 0xdc00) return -1;
        j++;
      }
    }
    const e = domainToASCIIInto(s, start, end, buf, o);
    if (e >= 0) {
      r.hostKind = HostKind.Domain;
      return e;
    }
    if (e === -1) return -1;
  } else if ((flags & HOST_NON_ASCII) !== 0) {
    for (let j = start; j < end; j++) if ((s.charCodeAt(j) & 0xf800) === 0xd800) return -1;
  }
  const host = parseHost(s, start, end, false, null, ctx);
  // (UTS #46 mapping can lengthen a name: no room for it and what may follow, the full parser.)
  if (host === null || o + host.length + 9 * (n - end) + 8 > BUFFER) return -1;
  if (exact0 && o === start && sameText(host, s, start, end)) ctx.exact = true; // (such as "127.0.0.1")
  for (let j = 0; j < host.length; j++) buf[o++] = host.charCodeAt(j);
  r.hostKind = ctx.hostKind;
  return o;
}

/**
 * URL §4.4 path, query and fragment states from s[i] (after the path's first "/", which is
 * written at buf[o - 1]) to s[n]: each part UTF-8 percent-encoded with its set, "\\" read as
 * "/", dot segments resolved as they end (path state steps 1.2-1.4) over the buffer. Sets the
 * query and fragment offsets in r. An ASCII tab or newline is skipped (steps 2-3; the USVString
 * conversion before them is the encoder's: a lone surrogate is U+FFFD). Returns the end of the
 * buffer, or -1 at a tab or newline in what may be a dot segment or in a file URL (ctx.stripTabs
 * set), or, with `file`, at a segment that may be a Windows drive letter (an ASCII alpha, then
 * ":" or "|": the state machine has their quirks).
 */
function writeRest(buf: Uint8Array, o: number, s: string, i: number, n: number, r: IriRecord, file: boolean, ctx: ParseContext): number {
  // (with `exact`, o and i stay equal)
  const pathStart = r.pathStart;
  const first = i; // where the first segment starts in the input
  let segIn = i; // where the segment starts in the input
  let segOut = o; // and in the buffer, after its "/"
  let dotStart = false; // whether the segment starts with "." or "%"
  const units = file ? FILE_PATH_UNITS : PATH_UNITS;
  let c = -1;
  // The runs the path state keeps as they are are found with one native scan each (pathRun) and
  // skipped while the output equals the input, else copied: from a segment's start, unless "."
  // or "%" may begin a dot segment there, and after a file URL's ":" or "|". (segIn may be left behind a "/" in a
  // run: it matters only to a dot segment, whose "/" the scan stops at.)
  if (i < n && !startsDotSegment(s.charCodeAt(i))) { const j = pathRun(s, i, file); o = keepRun(buf, o, s, i, j, ctx); i = j; }
  while (i < n) {
    c = s.charCodeAt(i);
    const k = c < 0x80 ? units[c] : NON_ASCII;
    if (k === KEEP) { buf[o++] = c; i++; continue; }
    if (k === DOT) {
      if (i === segIn) dotStart = true;
      buf[o++] = c;
      i++;
      continue;
    }
    if (k === DRIVE) {
      // (after an ASCII alpha that starts a segment: it may be a Windows drive letter)
      const a = i - 1;
      if (a >= first && ((s.charCodeAt(a) | 0x20) - 0x61) >>> 0 <= 25 &&
        (a === first || s.charCodeAt(a - 1) === 0x2f || s.charCodeAt(a - 1) === 0x5c)) return -1;
      buf[o++] = c;
      i++;
      if (!dotStart) { const j = pathRun(s, i, file); o = keepRun(buf, o, s, i, j, ctx); i = j; }
      continue;
    }
    if (k === TAB) {
      // Steps 2-3 remove it. Where that may change what the segment is (a dot segment, a file
      // URL's Windows drive letter), the pass runs again on the input without them (onePass).
      if (dotStart || file) { ctx.stripTabs = true; return -1; }
      if (ctx.exact) inexact(buf, s, o, ctx);
      // (at a segment's start, the segment starts after it; segIn may be behind a "/" a native
      // scan skipped, so the code unit before it says)
      if (i === segIn) segIn++;
      else if (i === first || (c = s.charCodeAt(i - 1)) === 0x2f || c === 0x5c) { segIn = i + 1; segOut = o; }
      i++;
      continue;
    }
    // The output changes here (a code unit encoded, "\\" read as "/"), unless a segment ends at
    // "/", "?" or "#".
    if (ctx.exact && (k !== END || c === 0x5c)) inexact(buf, s, o, ctx);
    if (k === NON_ASCII) {
      o = encodeNonASCII(buf, o, s, i, n, EncodeSet.Path, ctx);
      i = ctx.stop;
      continue;
    }
    if (k === ENCODE) { // URL §1.3 percent-encode an ASCII byte (written here: no call per byte)
      buf[o] = 0x25; buf[o + 1] = HEX_UNITS[c >> 4]; buf[o + 2] = HEX_UNITS[c & 15];
      o += 3;
      i++;
      continue;
    }
    // END: the segment ends (step 1).
    const delimiter = c === 0x2f || c === 0x5c;
    if (dotStart && i - segIn <= 6) o = dotSegmentEnd(buf, s, segIn, i, segOut, o, pathStart, delimiter, ctx);
    if (!delimiter) break;
    buf[o++] = 0x2f;
    segOut = o;
    segIn = ++i;
    dotStart = false;
    c = -1;
    if (i < n && !startsDotSegment(s.charCodeAt(i))) { const j = pathRun(s, i, file); o = keepRun(buf, o, s, i, j, ctx); i = j; }
  }
  if (i === n && dotStart && i - segIn <= 6) o = dotSegmentEnd(buf, s, segIn, i, segOut, o, pathStart, false, ctx);
  if (i < n && c === 0x3f) {
    // query state: up to "#", UTF-8 percent-encoded with the special-query percent-encode set.
    r.queryStart = o;
    buf[o++] = 0x3f;
    o = writePart(buf, o, s, i + 1, n, EncodeSet.SpecialQuery, ctx);
    if (o < 0) return -1;
    i = ctx.stop;
  }
  if (i < n) {
    // fragment state: the rest, UTF-8 percent-encoded with the fragment percent-encode set.
    r.fragmentStart = o;
    buf[o++] = 0x23;
    o = writePart(buf, o, s, i + 1, n, EncodeSet.Fragment, ctx);
  }
  return o;
}


/**
 * The query state (set SpecialQuery: up to "#") or the fragment state (set Fragment: to the
 * end) from s[i]: each code unit UTF-8 percent-encoded with the set into buf[o...], an ASCII tab
 * or newline skipped (steps 2-3). Returns the end of the buffer (ctx.stop: where it stopped).
 */
function writePart(buf: Uint8Array, o: number, s: string, i: number, n: number, set: EncodeSet, ctx: ParseContext): number {
  const query = set === EncodeSet.SpecialQuery;
  // What the state keeps as it is, found with one native scan.
  const j = firstStop(query ? SPECIAL_QUERY_STOP : FRAGMENT_STOP, s, i);
  if (j > i) { o = keepRun(buf, o, s, i, j, ctx); i = j; }
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80 && (ENCODE_SETS[c] & set) === 0) { buf[o++] = c; continue; }
    if (c === 0x23 && query) break;
    if (ctx.exact) inexact(buf, s, o, ctx);
    if (c === 0x09 || c === 0x0a || c === 0x0d) continue; // (removed by steps 2-3)
    if (c < 0x80) {
      buf[o] = 0x25; buf[o + 1] = HEX_UNITS[c >> 4]; buf[o + 2] = HEX_UNITS[c & 15];
      o += 3;
    }
    else { o = encodeNonASCII(buf, o, s, i, n, set, ctx); i = ctx.stop - 1; }
  }
  ctx.stop = i;
  return o;
}

/**
 * The end of the run from s[i] the path state keeps as it is (writeRest, while `exact`): up to
 * "?", "#", a code unit to encode, "\\", a "/" before "." or "%", and in a file URL ":" or "|".
 */
function pathRun(s: string, i: number, file: boolean): number {
  return firstStop(file ? FILE_PATH_STOP : PATH_STOP, s, i);
}

/** True for "." or "%", which may begin a dot segment. */
function startsDotSegment(c: number): boolean {
  return c === 0x2e || c === 0x25;
}

/**
 * URL §4.4 path state steps 1.2-1.4 at the end of the segment s[segIn, segEnd), written at
 * buf[segOut, o) after its "/": a double-dot segment shortens the path (drops itself and the
 * segment before it), a single-dot one drops itself; either leaves an empty last segment when the
 * path ends there (`delimiter` false). Returns the new end of the buffer.
 */
function dotSegmentEnd(buf: Uint8Array, s: string, segIn: number, segEnd: number, segOut: number, o: number, pathStart: number, delimiter: boolean, ctx: ParseContext): number {
  const dots = dotSegment(s, segIn, segEnd);
  if (dots === 0) return o;
  if (ctx.exact) inexact(buf, s, o, ctx);
  o = segOut - 1; // drop "/" and the segment
  if (dots === 2) { // shorten the path: drop the segment before, if any
    while (o > pathStart && buf[o - 1] !== 0x2f) o--;
    if (o > pathStart) o--;
  }
  // A delimiter follows: its "/" is written by the caller. Else the path ends with an empty
  // segment (steps 1.2.2 and 1.3).
  if (!delimiter) buf[o++] = 0x2f;
  return o;
}

/** True when s[start,end) is t. */
function sameText(t: string, s: string, start: number, end: number): boolean {
  if (t.length !== end - start) return false;
  for (let j = 0; j < t.length; j++) if (t.charCodeAt(j) !== s.charCodeAt(start + j)) return false;
  return true;
}
