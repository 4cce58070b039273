// URL §4.4 basic URL parser: one state machine. Each state writes its part of the serialized URL
// (URL §4.5) straight into one buffer of ASCII bytes and sets the record's offsets as it goes, so
// the href is made once, at the end. States keep the spec's names and steps; where a state would
// append one code point at a time, a table scan (scanners.ts tableStop) copies the run it keeps
// as it is while reading it. Steps 2-3 (ASCII tab or newline) are not a pass of their own: every
// state reads past them (skipTabs), and a state that needs a part without them (a host, a scheme)
// takes it then. With a state override (the URL setters, URL Pattern) the states change the given
// URL's parts instead (parts.ts), as the spec writes it.

import type { ErrorSink, ValidationErrorCode } from '../core/errors';
import { isASCIIAlpha, isASCIIDigit, isASCIIUpperAlpha, toUSVString } from '../core/chars';
import { reportInvalidURLUnits } from '../core/url-units';
import { ENCODE_SETS, EncodeSet, percentEncodeByte, utf8PercentEncodeInto } from '../encoding/percent';
import { asciiInto, asciiString } from '../core/ascii-string';
import { flatCopy, withoutMatches } from '../core/v8';
import { regExpIntact, splitIntact } from '../core/regexp';
import { domainToASCIIInto, parseHost } from './host/host';
import { endsInANumber } from './host/ipv4';
import { giveBack, takeContext, type ParseContext } from './context';
import { IriRecord, HostKind, OMITTED } from '../core/record';
import { dotSegment, endsAuthority, includesCredentials, isSpecialScheme, type UrlParts } from './parts';
import { State } from './states';
import { FILE_PATH_STOP, OPAQUE_PATH_STOP, PATH_STOP, PLAIN_HOST, tableStop } from './scanners';
import { fastPathOn, recognize } from './recognizer';
import { SPEED_PATHS, VALIDATION_ERRORS } from '../core/build';
import { defaultPort, schemeCode, specialSchemeOfCode } from '../core/schemes';

const EOF = -1;
const FAILURE = -1;

function isTabOrNewline(c: number): boolean {
  return c === 0x09 || c === 0x0a || c === 0x0d;
}

/** The first index from i on that is not an ASCII tab or newline (URL §4.4 steps 2-3 remove them), or end. */
function skipTabs(s: string, i: number, end: number): number {
  while (i < end && isTabOrNewline(s.charCodeAt(i))) i++;
  return i;
}

/** s[i], or EOF at and past end. */
function at(s: string, i: number, end: number): number {
  return i < end ? s.charCodeAt(i) : EOF;
}

/**
 * URL §4.1 starts with a Windows drive letter, for s[i, end) without its ASCII tabs and newlines:
 * an ASCII alpha, ":" or "|", then the end, "/", "\\", "?" or "#".
 */
function startsWithWindowsDriveLetter(s: string, i: number, end: number): boolean {
  if (!isASCIIAlpha(at(s, i, end))) return false;
  i = skipTabs(s, i + 1, end);
  const c = at(s, i, end);
  if (c !== 0x3a && c !== 0x7c) return false;
  const d = at(s, skipTabs(s, i + 1, end), end);
  return d === EOF || d === 0x2f || d === 0x5c || d === 0x3f || d === 0x23;
}

/** URL §4.1 Windows drive letter: buf[i, end) is an ASCII alpha then ":" (or "|" unless `normalized`). */
function isDriveLetterAt(buf: Uint8Array, i: number, end: number, normalized: boolean): boolean {
  const c = buf[i + 1];
  return end - i === 2 && isASCIIAlpha(buf[i]) && (c === 0x3a || (!normalized && c === 0x7c));
}

/** buf with room for `need` more bytes after its first o (copied when it grows). */
function room(ctx: ParseContext, o: number, need: number): Uint8Array {
  const buf = ctx.buffer(0);
  if (o + need <= buf.length) return buf;
  const bigger = new Uint8Array(2 * (o + need));
  for (let j = 0; j < o; j++) bigger[j] = buf[j];
  return ctx.use(bigger);
}

/** t[start, end) (ASCII) at buf[o...]; returns the end. */
function copy(buf: Uint8Array, o: number, t: string, start: number, end: number): number {
  for (let j = start; j < end; j++) buf[o++] = t.charCodeAt(j);
  return o;
}

/** The ASCII s[start, end) at buf[o...], in ASCII lower case if `lower`; returns the end. */
function hostInto(buf: Uint8Array, o: number, s: string, start: number, end: number, lower: boolean): number {
  for (let j = start; j < end; j++) {
    const c = s.charCodeAt(j);
    buf[o++] = lower && c >= 0x41 && c <= 0x5a ? c | 0x20 : c;
  }
  return o;
}

/**
 * The ASCII string t (a host or a port the parser made) at buf[o...]; returns the end. (Not copy:
 * in V8 a loop that reads strings of several kinds runs slower for all of them.)
 */
function writeString(buf: Uint8Array, o: number, t: string): number {
  for (let j = 0; j < t.length; j++) buf[o++] = t.charCodeAt(j);
  return o;
}

/** True when s[start, end) is t. */
function sameText(t: string, s: string, start: number, end: number): boolean {
  if (t.length !== end - start) return false;
  for (let j = 0; j < t.length; j++) if (t.charCodeAt(j) !== s.charCodeAt(start + j)) return false;
  return true;
}

/**
 * URL §1.3 UTF-8 percent-encode s[i, end) with `set` at buf[o...] up to `stop` (a code unit, or
 * EOF), without ASCII tabs and newlines (steps 2-3; a lone surrogate is U+FFFD, so that removing a
 * tab never joins two halves). Returns the end of the buffer; ctx.stop is where the run ended.
 */
function encodeRun(buf: Uint8Array, o: number, s: string, i: number, end: number, set: EncodeSet, stop: number, ctx: ParseContext): number {
  while (i < end) {
    const c = s.charCodeAt(i);
    if (c < 0x80) {
      if ((ENCODE_SETS[c] & set) === 0) buf[o++] = c;
      else if (c === stop) break;
      else if (!isTabOrNewline(c)) o = percentEncodeByte(buf, o, c);
      i++;
    } else {
      o = encodeNonASCII(buf, o, s, i, end, set, ctx);
      i = ctx.stop;
    }
  }
  ctx.stop = i;
  return o;
}

/** URL §1.3 UTF-8 percent-encode the run of code units above U+007F from s[i] (ctx.stop: its end) at buf[o...]. */
function encodeNonASCII(buf: Uint8Array, o: number, s: string, i: number, end: number, set: EncodeSet, ctx: ParseContext): number {
  let j = i + 1;
  while (j < end && s.charCodeAt(j) >= 0x80) j++;
  ctx.stop = j;
  return utf8PercentEncodeInto(buf, o, s, i, j, set);
}

/** Where base's path ends (its query, its fragment or the end). */
function endOfPath(base: IriRecord): number {
  return base.queryStart !== OMITTED ? base.queryStart : base.fragmentStart !== OMITTED ? base.fragmentStart : base.href.length;
}

/**
 * The relative and file states, where url takes base's username, password, host and port: what
 * base wrote up to `to` (its path's start, or further when it has a host), written at buf[0...]
 * (o: after "scheme:", the same as url's). Sets r's offsets as base's; returns the end.
 */
function baseAuthority(ctx: ParseContext, buf: Uint8Array, o: number, base: IriRecord, r: IriRecord, to: number): number {
  if (base.hostKind !== HostKind.None) {
    asciiInto(buf, base.href, to, ctx.views);
    o = to;
    r.usernameEnd = base.usernameEnd;
    r.hostStart = base.hostStart;
    r.hostEnd = base.hostEnd;
    r.hostKind = base.hostKind;
    r.port = base.port;
    r.pathStart = base.pathStart;
  } else r.pathStart = o;
  return o;
}

/** base's path at buf[o...] (after baseAuthority), and its query with `query`. Returns the end. */
function basePathAndQuery(buf: Uint8Array, o: number, base: IriRecord, r: IriRecord, query: boolean): number {
  const pathEnd = endOfPath(base);
  o = copy(buf, o, base.href, base.pathStart, pathEnd);
  if (query && base.queryStart !== OMITTED) {
    r.queryStart = o;
    o = copy(buf, o, base.href, pathEnd, base.fragmentStart !== OMITTED ? base.fragmentStart : base.href.length);
  }
  return o;
}

const TABS_AND_NEWLINES = /[\t\n\r]/;

/**
 * URL §4.4 steps 2-3 on s: s without its ASCII tabs and newlines, a new flat string (core/v8.ts),
 * made one code unit at a time where RegExp's exec, test or @@split was replaced (core/regexp.ts).
 */
function withoutTabs(s: string): string {
  if (regExpIntact() && splitIntact()) return withoutMatches(s, TABS_AND_NEWLINES); // (a split reads with exec too)
  let out = '';
  for (let i = 0; i < s.length; i++) if (!isTabOrNewline(s.charCodeAt(i))) out += s.charAt(i);
  return out;
}

/**
 * The host state's note of what a host holds: ASCII upper alpha (UPPER), ASCII tab or newline
 * (TABS), anything but plain host code points and those (OTHER), and among the latter a surrogate
 * (ODD), a code point above U+007F (NON_ASCII), "%" or "[" (PERCENT_OR_BRACKET).
 */
const UPPER = 1, OTHER = 2, ODD = 4, NON_ASCII = 8, PERCENT_OR_BRACKET = 16, TABS = 32;

/**
 * URL §3.5 host parser on s[start, end), which `odd` says holds an ASCII tab or newline or a
 * surrogate: then on the part without them, after the USVString conversion.
 */
function hostOf(s: string, start: number, end: number, special: boolean, odd: boolean, err: ErrorSink, ctx: ParseContext): string | null {
  if (odd) {
    const t = withoutTabs(toUSVString(s.slice(start, end)));
    return parseHost(t, 0, t.length, !special, err, ctx);
  }
  return parseHost(s, start, end, !special, err, ctx);
}

/** URL §4.1 shorten a URL's path, written at buf[pathStart, o): returns the new end. */
function shorten(buf: Uint8Array, pathStart: number, o: number, isFile: boolean): number {
  if (isFile && o - pathStart === 3 && isDriveLetterAt(buf, pathStart + 1, o, true)) return o;
  while (o > pathStart && buf[--o] !== 0x2f);
  return o;
}

/** The basic URL parser (URL §4.4) on input against base, without url or state override: the new record, or null (failure). */
export function basicParse(input: string, base: IriRecord | null, err: ErrorSink): IriRecord | null {
  const ctx = takeContext();
  const r = new IriRecord();
  let s = input;
  // The recognizer (recognizer.ts, in the builds with the speed paths); the states go on where it stops.
  const recognizer = fastPathOn() && err === null;
  let from = recognizer ? recognize(s, r, ctx) : State.SchemeStart;
  let start = 0;
  let end = s.length;
  if (from === State.SchemeStart) {
    // steps 1.2-1.3: trim leading and trailing C0 control or space.
    while (start < end && s.charCodeAt(start) <= 0x20) start++;
    while (end > start && s.charCodeAt(end - 1) <= 0x20) end--;
    if (recognizer && (start > 0 || end < s.length)) { // (the trimmed input, a flat copy: core/v8.ts)
      s = flatCopy(s, start, end);
      start = 0;
      end = s.length;
      from = recognize(s, r, ctx);
    }
  }
  if (from === State.None) {
    giveBack(ctx);
    return r;
  }
  if (from === State.SchemeStart) from = State.None;
  if (VALIDATION_ERRORS && err !== null) {
    // Validation errors index the input as given: the states then read the input after the
    // USVString conversion and steps 2-3, made here (an error's index is mapped back).
    if (start > 0 || end < s.length) err('invalid-URL-unit', start > 0 ? 0 : end);
    s = toUSVString(s);
    const kept: number[] = [];
    for (let i = start; i < end; i++) {
      if (isTabOrNewline(s.charCodeAt(i))) err('invalid-URL-unit', i);
      else kept.push(i);
    }
    kept.push(end);
    if (kept.length <= end - start) {
      s = withoutTabs(s.slice(start, end));
      start = 0;
      end = s.length;
      const outer = err;
      err = (code: ValidationErrorCode, index: number) => outer(code, kept[index]);
    }
  }
  ctx.buffer(9 * (end - start) + (base !== null ? base.href.length : 0) + 16);
  const o = run(ctx, s, start, end, base, err, null, from, r);
  if (o !== FAILURE) r.href = asciiString(ctx.buffer(0), o, ctx.views);
  giveBack(ctx);
  return o === FAILURE ? null : r;
}

/** The basic URL parser with url and a state override: changes url's parts; false for failure (earlier changes stay, as in the spec). */
export function overrideParse(input: string, url: UrlParts, state: State): boolean {
  const ctx = takeContext();
  ctx.buffer(9 * input.length + 16);
  const o = run(ctx, input, 0, input.length, null, null, url, state, new IriRecord());
  if (o !== FAILURE && state >= State.PathStart) {
    // The path, query or fragment the states wrote (the caller set it empty first).
    const part = asciiString(ctx.buffer(0), o);
    if (state === State.Query) url.query = part;
    else if (state === State.Fragment) url.fragment = part;
    else url.path = part;
  }
  giveBack(ctx);
  return o !== FAILURE;
}

/**
 * URL §4.4 step 9: the state machine on s[start, end) (trimmed), writing the href in the context's
 * buffer with r's offsets; the href's length, or FAILURE. With url (a state override) it changes
 * url's scheme, host and port, and leaves a path, query or fragment at buf[0...]; without,
 * `override` is the state the recognizer stopped in, or State.None.
 */
function run(
  ctx: ParseContext, s: string, start: number, end: number, base: IriRecord | null, err: ErrorSink,
  url: UrlParts | null, override: State, r: IriRecord,
): number {
  let state: State = override !== State.None ? override : State.SchemeStart;
  let buf = ctx.buffer(0);
  // (Without url, a state given is where the recognizer stopped, ctx.stop, in scheme ctx.scheme;
  // the port state writes its ":", the path state the "/" before its segment.)
  let p = override === State.None ? start : url !== null ? skipTabs(s, start, end) : ctx.stop;
  let o = url !== null || override === State.None ? 0 : (override === State.Port || override === State.Path ? p - start - 1 : p - start) - ctx.cut;
  let scheme = url !== null ? url.scheme : override !== State.None ? ctx.scheme : '';
  let special = override !== State.None && isSpecialScheme(scheme);
  if (SPEED_PATHS && url === null && override !== State.None) {
    // What the recognizer read, written: the scheme, the host (lowercased up to ctx.lowerTo) and
    // what follows it but a default port cut (ctx.cut code units).
    let k = writeString(buf, 0, scheme);
    if (ctx.lowerTo > k) k = hostInto(buf, k, s, start + k, start + ctx.lowerTo, true);
    if (ctx.cut !== 0) k = copy(buf, k, s, start + k, start + r.hostEnd);
    copy(buf, k, s, start + k + ctx.cut, start + o + ctx.cut);
  }
  const b = base !== null ? base.href : '';

  // The states come in the order they follow one another: each goes on to a later one by
  // falling through to it (no dispatch), to an earlier one with `continue`. Three rare ones are
  // in the switch below the others, and go on with `continue`.
  machine: for (;;) {
    if (state === State.SchemeStart) { // (scheme start state)
      if (isASCIIAlpha(at(s, p, end))) state = State.Scheme; // step 1
      else if (override === State.None) state = State.NoScheme; // step 2
      else return FAILURE; // step 3
    }

    // The no scheme and relative states (a reference to a base): the scheme state starts over
    // here when there is no scheme; they go on in the states below.
    if (state === State.NoScheme) {
      const c = at(s, p, end);
      if (base === null || (base.hasOpaquePath && c !== 0x23)) { // step 1
        if (VALIDATION_ERRORS && err !== null) err('missing-scheme-non-relative-URL', p);
        return FAILURE;
      }
      // url's scheme is base's scheme (steps 2-4): written as the base wrote it.
      let code = 0; // (its scheme code, core/schemes.ts, made as it is copied)
      for (o = 0; o < base.schemeEnd; o++) code = schemeCode(code, o + 1, buf[o] = b.charCodeAt(o));
      buf[o++] = 0x3a;
      r.schemeEnd = base.schemeEnd;
      const known = specialSchemeOfCode(code);
      scheme = known !== null ? known : b.slice(0, base.schemeEnd);
      special = known !== null;
      r.usernameEnd = r.hostStart = r.hostEnd = r.pathStart = o;
      if (base.hasOpaquePath) { // step 2: base's path and query, an empty fragment
        r.hasOpaquePath = true;
        r.queryStart = base.queryStart;
        o = copy(buf, o, b, o, base.fragmentStart !== OMITTED ? base.fragmentStart : b.length);
        state = State.QueryOrFragment;
      } else state = scheme !== 'file' ? State.Relative : State.File; // steps 3-4
    }

    if (state === State.Relative) {
      // (url's scheme is base's, written by the no scheme or scheme state.) Steps 3-4:
      const c = at(s, p, end);
      if (c === 0x2f || (special && c === 0x5c)) {
        if (c === 0x5c && VALIDATION_ERRORS && err !== null) err('invalid-reverse-solidus', p);
        state = State.RelativeSlash;
        p = skipTabs(s, p + 1, end);
      } else {
        // step 5: base's credentials, host, port, path and query.
        const bs = base as IriRecord;
        if (bs.hostKind !== HostKind.None) {
          // (what base wrote from its authority on, copied once: up to its path's end, through
          // its query (steps 5.2-5.3), or up to its path's last "/" (step 5.4: shorten))
          let to = c === 0x23 || c === EOF ? (bs.fragmentStart !== OMITTED ? bs.fragmentStart : b.length) : endOfPath(bs);
          if (c !== 0x3f && c !== 0x23 && c !== EOF) while (to > bs.pathStart && b.charCodeAt(--to) !== 0x2f);
          o = baseAuthority(ctx, buf, o, bs, r, to);
          if (to > bs.queryStart && bs.queryStart !== OMITTED) r.queryStart = bs.queryStart;
        } else {
          o = baseAuthority(ctx, buf, o, bs, r, bs.pathStart);
          o = basePathAndQuery(buf, o, bs, r, c === 0x23 || c === EOF);
          if (c !== 0x3f && c !== 0x23 && c !== EOF) o = shorten(buf, r.pathStart, o, false); // step 5.4
        }
        if (c === EOF) break machine;
        state = c === 0x3f || c === 0x23 ? State.QueryOrFragment : State.Path; // steps 5.2-5.4
      }
    }

    if (state === State.Scheme) {
      // Step 1 for the whole run: the scheme, lowercased, at buf[0...].
      let q = p;
      let c = EOF;
      let tabs = false, upper = false;
      let code = 0; // (its scheme code, core/schemes.ts)
      for (; q < end; q++) {
        c = s.charCodeAt(q);
        if (c >= 0x61 && c <= 0x7a) { /* (ASCII lower alpha: as it is) */ } else if (isASCIIUpperAlpha(c)) {
          upper = true;
          c |= 0x20;
        } else if (!(isASCIIDigit(c) || c === 0x2b || c === 0x2d || c === 0x2e)) {
          if (isTabOrNewline(c)) {
            tabs = true;
            continue;
          }
          break;
        }
        buf[o++] = c;
        code = schemeCode(code, o, c);
      }
      if (q === end) c = EOF;
      if (c !== 0x3a) { // steps 3-4: no scheme; start over
        if (override !== State.None) return FAILURE;
        state = State.NoScheme;
        o = 0;
        p = skipTabs(s, start, end);
        continue;
      }
      // step 2
      const text = tabs ? asciiString(buf, o) : null;
      const known = specialSchemeOfCode(code);
      const buffer = known !== null ? known : text !== null ? text : upper ? s.slice(p, q).toLowerCase() : s.slice(p, q);
      if (url !== null) { // steps 2.1-2.3
        if (isSpecialScheme(url.scheme) !== (known !== null)) return 0;
        if ((includesCredentials(url) || url.port !== -1) && buffer === 'file') return 0;
        if (url.scheme === 'file' && url.host === '') return 0;
        url.scheme = buffer;
        if (url.port === defaultPort(buffer)) url.port = -1;
        return 0;
      }
      scheme = buffer;
      special = known !== null;
      r.schemeEnd = o;
      buf[o++] = 0x3a;
      p = skipTabs(s, q + 1, end);
      c = at(s, p, end);
      r.usernameEnd = r.hostStart = r.hostEnd = r.pathStart = o; // (no host, until one is written)
      if (scheme === 'file') { // step 2.5
        if (VALIDATION_ERRORS && err !== null && !(c === 0x2f && at(s, p + 1, end) === 0x2f)) err('special-scheme-missing-following-solidus', p);
        state = State.File;
      } else if (special && c === 0x2f && at(s, p + 1, end) === 0x2f) {
        // Steps 2.6-2.7 when "//" follows: the special relative or authority state and the
        // special authority slashes state both go on in the special authority ignore slashes state.
        state = State.SpecialAuthorityIgnoreSlashes;
        p += 2;
      } else if (special) { // steps 2.6-2.7
        state = base !== null && sameText(scheme, b, 0, base.schemeEnd) ? State.SpecialRelativeOrAuthority : State.SpecialAuthoritySlashes;
      } else if (c === 0x2f) { // step 2.8
        state = State.PathOrAuthority;
        p++;
      } else { // step 2.9
        r.hasOpaquePath = true;
        state = State.OpaquePath;
      }
    }

    if (state === State.File) {
      // steps 1-2: url's scheme "file" (written), its host the empty host ("//" written).
      scheme = 'file';
      special = true;
      const c = at(s, p, end);
      buf[o++] = 0x2f;
      buf[o++] = 0x2f;
      r.usernameEnd = r.hostStart = r.hostEnd = r.pathStart = o;
      r.hostKind = HostKind.Empty;
      if (c === 0x2f || c === 0x5c) { // step 3
        if (c === 0x5c && VALIDATION_ERRORS && err !== null) err('invalid-reverse-solidus', p);
        state = State.FileSlash;
        p = skipTabs(s, p + 1, end);
      } else {
        state = State.Path; // step 5
        if (base !== null && sameText('file', b, 0, base.schemeEnd)) {
          // step 4: base's host, path and query.
          o = baseAuthority(ctx, buf, o - 2, base, r, base.pathStart);
          o = basePathAndQuery(buf, o, base, r, c === 0x23 || c === EOF);
          if (c === 0x3f || c === 0x23) state = State.QueryOrFragment; // steps 4.2-4.3
          else if (c === EOF) break machine;
          else if (!startsWithWindowsDriveLetter(s, p, end)) o = shorten(buf, r.pathStart, o, true); // step 4.4
          else {
            if (VALIDATION_ERRORS && err !== null) err('file-invalid-Windows-drive-letter', p);
            o = r.pathStart;
          }
        }
      }
    }

    if (state === State.FileSlash) {
      const c = at(s, p, end);
      if (c === 0x2f || c === 0x5c) { // step 1
        if (c === 0x5c && VALIDATION_ERRORS && err !== null) err('invalid-reverse-solidus', p);
        state = State.FileHost;
        p = skipTabs(s, p + 1, end);
      } else {
        if (base !== null && sameText('file', b, 0, base.schemeEnd)) { // step 2
          o = baseAuthority(ctx, buf, o - 2, base, r, base.pathStart);
          // base's path[0], when a normalized Windows drive letter: "/" and two code units
          const d = base.pathStart, e = endOfPath(base);
          if (!startsWithWindowsDriveLetter(s, p, end) && e - d >= 3 && (e === d + 3 || b.charCodeAt(d + 3) === 0x2f) &&
            isASCIIAlpha(b.charCodeAt(d + 1)) && b.charCodeAt(d + 2) === 0x3a) o = copy(buf, o, b, d, d + 3);
        }
        state = State.Path; // step 3
      }
    }

    if (state === State.FileHost) {
      let q = p;
      let odd = false;
      let plain = true; // (plain host code points only: scanners.ts)
      let c = EOF;
      for (; q < end; q++) {
        c = s.charCodeAt(q);
        if (c < 0x80 && PLAIN_HOST[c] === 1) continue;
        if (c === 0x2f || c === 0x5c || c === 0x3f || c === 0x23) break;
        plain = false;
        if (isTabOrNewline(c) || (c & 0xf800) === 0xd800) odd = true;
      }
      // step 1.1: a Windows drive letter (as the path state will read it) is no host. (Plain
      // host code points hold no ":" or "|".)
      if (url === null && !plain && startsWithWindowsDriveLetter(s, p, end)) {
        if (VALIDATION_ERRORS && err !== null) err('file-invalid-Windows-drive-letter-host', p);
        state = State.Path;
      } else {
        let host = '';
        let kind = HostKind.Empty;
        if (q > p) { // step 1.3
          const parsed = hostOf(s, p, q, true, odd, err, ctx);
          if (parsed === null) return FAILURE;
          if (parsed !== 'localhost') {
            host = parsed;
            kind = ctx.hostKind;
          }
        }
        if (url !== null) { // (steps 1.2-1.3)
          url.host = host;
          url.hostKind = kind;
          return 0;
        }
        buf = room(ctx, o, host.length + 9 * (end - q) + 16);
        o = writeString(buf, o, host);
        r.hostEnd = o;
        r.hostKind = kind;
        state = State.PathStart;
        p = q;
      }
    }

    if (state === State.SpecialRelativeOrAuthority || state === State.SpecialAuthoritySlashes) {
      const q = skipTabs(s, p + 1, end);
      if (at(s, p, end) === 0x2f && at(s, q, end) === 0x2f) {
        p = skipTabs(s, q + 1, end);
        state = State.SpecialAuthorityIgnoreSlashes;
      } else {
        if (VALIDATION_ERRORS && err !== null) err('special-scheme-missing-following-solidus', p);
        if (state === State.SpecialRelativeOrAuthority) {
          state = State.Relative;
          continue;
        }
        state = State.SpecialAuthorityIgnoreSlashes;
      }
    }

    if (state === State.SpecialAuthorityIgnoreSlashes) {
      let c = at(s, p, end);
      if (isTabOrNewline(c)) {
        p = skipTabs(s, p, end);
        c = at(s, p, end);
      }
      while (c === 0x2f || c === 0x5c) { // step 2
        if (VALIDATION_ERRORS && err !== null) err('special-scheme-missing-following-solidus', p);
        p = skipTabs(s, p + 1, end);
        c = at(s, p, end);
      }
      state = State.Authority; // step 1
    }

    if (state === State.Authority) {
      // The authority runs to "/", "?", "#" or the end ("\\" too, special); the last "@" in it
      // ends the credentials (step 1, for each "@").
      buf[o++] = 0x2f;
      buf[o++] = 0x2f;
      r.usernameEnd = r.hostStart = o;
      let lastAt = -1;
      let q = s.indexOf('@', p); // (a native scan first: most input has no "@")
      if (q >= 0 && q < end) {
        for (q = p; q < end; q++) {
          const c = s.charCodeAt(q);
          if (endsAuthority(c, special)) break;
          if (c === 0x40) {
            if (VALIDATION_ERRORS && err !== null && lastAt < 0) err('invalid-credentials', q); // step 1.1
            lastAt = q;
          }
        }
      }
      const authEnd = q;
      if (lastAt >= 0) {
        // steps 1.2-1.4: every "@" before the last is in the userinfo percent-encode set
        // ("%40"); the first ":" ends the username. URL §4.5 step 2.1 writes them back.
        let colon = s.indexOf(':', p);
        if (colon > lastAt) colon = -1;
        const userEnd = colon >= 0 ? colon : lastAt;
        o = encodeRun(buf, o, s, p, userEnd, EncodeSet.Userinfo, EOF, ctx);
        r.usernameEnd = o;
        if (colon >= 0) {
          buf[o++] = 0x3a;
          o = encodeRun(buf, o, s, colon + 1, lastAt, EncodeSet.Userinfo, EOF, ctx);
          if (o === r.usernameEnd + 1) o--; // (no ":" before an empty password)
        }
        if (o > r.hostStart) buf[o++] = 0x40;
        r.hostStart = o;
        p = skipTabs(s, lastAt + 1, end);
        if (p === authEnd) { // step 2.1
          if (VALIDATION_ERRORS && err !== null) err('host-missing', p);
          return FAILURE;
        }
      }
      state = State.Host; // step 2.2
    }

    if (state === State.Host || state === State.Hostname) {
      if (url !== null && scheme === 'file') { state = State.FileHost; continue; } // step 1
      // The host runs to ":" outside brackets (steps 2 and 4), or where step 3 ends it; `holds`
      // notes what it holds (UPPER, OTHER, TABS, ODD, NON_ASCII, PERCENT_OR_BRACKET).
      let q = p;
      let holds = 0;
      let inside = false;
      let c = EOF;
      for (; q < end; q++) {
        c = s.charCodeAt(q);
        if (c >= 0x80) holds |= OTHER | ((c & 0xf800) === 0xd800 ? ODD : NON_ASCII);
        else if (PLAIN_HOST[c] === 1) continue;
        else if (isASCIIUpperAlpha(c)) holds |= UPPER;
        else if (isTabOrNewline(c)) holds |= OTHER | TABS;
        else if ((c === 0x3a && !inside) || endsAuthority(c, special)) break;
        else {
          if (c === 0x5b) inside = true; // step 4.1
          else if (c === 0x5d) inside = false; // step 4.2
          holds |= c === 0x5b || c === 0x25 ? OTHER | PERCENT_OR_BRACKET : OTHER;
        }
      }
      if (q === end) c = EOF;
      const empty = q === p; // (p is never at a tab)
      if (c === 0x3a) { // step 2
        if (empty) {
          if (VALIDATION_ERRORS && err !== null) err('host-missing', q);
          return FAILURE;
        }
        if (override === State.Hostname) return FAILURE;
      } else { // step 3
        if (special && empty) {
          if (VALIDATION_ERRORS && err !== null) err('host-missing', q);
          return FAILURE;
        }
        if (url !== null && empty && (includesCredentials(url) || url.port !== -1)) return FAILURE;
      }
      // (The size-first builds leave the two shortcuts below to the host parser.)
      let e = -1;
      if (SPEED_PATHS && (holds & ~UPPER) === 0 && url === null && err === null && q > p && !(special && endsInANumber(s, p, q))) {
        // A domain of ASCII letters and plain host code points: itself in ASCII lower case (URL
        // §3.3 domain to ASCII step 5); an opaque host of them: itself.
        o = hostInto(buf, o, s, p, q, special);
        r.hostKind = special ? HostKind.Domain : HostKind.Opaque;
      } else if (SPEED_PATHS && (holds | UPPER) === (OTHER | NON_ASCII | UPPER) && special && url === null && err === null &&
        (e = domainToASCIIInto(s, p, q, buf = room(ctx, o, 4 * (q - p) + 64 + 9 * (end - q)), o)) >= 0) {
        // A domain with non-ASCII and no "%", "[" or surrogate: steps 4-9 write it (host.ts).
        o = e;
        r.hostKind = HostKind.Domain;
      } else {
        const host = hostOf(s, p, q, special, (holds & (TABS | ODD)) !== 0, err, ctx);
        if (host === null) return FAILURE;
        if (url !== null) {
          url.host = host;
          url.hostKind = ctx.hostKind;
        } else {
          buf = room(ctx, o, host.length + 9 * (end - q) + 16);
          o = writeString(buf, o, host);
          r.hostKind = ctx.hostKind;
        }
      }
      r.hostEnd = o;
      if (c === 0x3a) {
        state = State.Port;
        p = skipTabs(s, q + 1, end);
      } else {
        if (url !== null) return 0;
        state = State.PathStart;
        p = q;
      }
    }

    if (state === State.Port) {
      let q = p;
      let port = 0;
      let digits = 0;
      let c = EOF;
      for (; q < end; q++) { // step 1
        c = s.charCodeAt(q);
        if (isASCIIDigit(c)) {
          if (port <= 65535) port = port * 10 + (c - 0x30);
          digits++;
        } else if (!isTabOrNewline(c)) break;
      }
      if (q === end) c = EOF;
      if (!(c === EOF || c === 0x2f || c === 0x3f || c === 0x23 || (special && c === 0x5c) || url !== null)) {
        if (VALIDATION_ERRORS && err !== null) err('port-invalid', q); // step 3
        return FAILURE;
      }
      if (digits > 0) { // step 2.1
        if (port > 65535) {
          if (VALIDATION_ERRORS && err !== null) err('port-out-of-range', p);
          return FAILURE;
        }
        if (port === defaultPort(scheme)) port = -1;
        if (url !== null) {
          url.port = port;
          return 0;
        }
        if (port !== -1) { // (URL §4.5 step 2.4: ":" and the port in decimal)
          r.port = port;
          buf[o++] = 0x3a;
          o = writeString(buf, o, String(port));
        }
      }
      if (url !== null) return FAILURE; // step 2.2
      state = State.PathStart; // step 2.3
      p = q;
    }

    if (state === State.PathStart) {
      const c = at(s, p, end);
      r.pathStart = o;
      if (special) { // step 1
        if (c === 0x5c && VALIDATION_ERRORS && err !== null) err('invalid-reverse-solidus', p);
        state = State.Path;
        if (c === 0x2f || c === 0x5c) p++;
      } else if (url === null && (c === 0x3f || c === 0x23)) { // steps 2-3
        state = State.QueryOrFragment;
      } else if (c !== EOF) { // step 4
        state = State.Path;
        if (c === 0x2f) p++;
      } else { // step 5
        if (url !== null && url.host === null) buf[o++] = 0x2f;
        break machine;
      }
    }

    if (state === State.Path) {
      const isFile = scheme === 'file';
      const pathStart = url !== null ? 0 : r.pathStart;
      // One segment per round: s[p...] (p after its "/", or where the path starts), written after its "/".
      for (;;) {
        let c = at(s, p, end);
        if (isTabOrNewline(c)) {
          p = skipTabs(s, p, end);
          c = at(s, p, end);
        }
        const segOut = o;
        buf[o++] = 0x2f;
        let q = p;
        let tabs = false;
        // A segment that may be a dot segment is read one code unit at a time; else the run the
        // state keeps as it is first (one scan, possibly over several segments).
        const mayBeDots = c === 0x2e || c === 0x25;
        if (!mayBeDots && err === null && p < end) {
          // (the run, copied here rather than by keepRun: the most frequent scan)
          q = tableStop(isFile ? FILE_PATH_STOP : PATH_STOP, s, p, end, buf, o);
          // (a run ending with "/" is cut before it: the next segment is read from its start)
          if (q > p && s.charCodeAt(q - 1) === 0x2f) q--;
          o += q - p;
        }
        for (; q < end; q++) {
          c = s.charCodeAt(q);
          if (c === 0x2f || (c === 0x5c && special) || ((c === 0x3f || c === 0x23) && url === null)) break;
          if (c < 0x80 && (ENCODE_SETS[c] & EncodeSet.Path) === 0) buf[o++] = c;
          else if (c < 0x80) {
            if (!isTabOrNewline(c)) o = percentEncodeByte(buf, o, c);
            else tabs = true;
          } else {
            o = encodeNonASCII(buf, o, s, q, end, EncodeSet.Path, ctx);
            q = ctx.stop - 1;
          }
        }
        if (q >= end) { q = end; c = EOF; }
        if (VALIDATION_ERRORS && err !== null) reportInvalidURLUnits(s, p, q, err);
        const slash = c === 0x2f || (c === 0x5c && special);
        if (c === 0x5c && special && VALIDATION_ERRORS && err !== null) err('invalid-reverse-solidus', q);
        // steps 1.2-1.4
        let dots = 0;
        if (mayBeDots && o - segOut <= 7) {
          const text = tabs ? withoutTabs(s.slice(p, q)) : s;
          dots = tabs ? dotSegment(text, 0, text.length) : dotSegment(s, p, q);
        }
        if (dots !== 0) {
          o = segOut;
          if (dots === 2) o = shorten(buf, pathStart, o, isFile); // step 1.2
          if (!slash) buf[o++] = 0x2f; // steps 1.2.2 and 1.3: an empty last segment
        } else if (isFile && segOut === pathStart && o - segOut === 3 && isDriveLetterAt(buf, segOut + 1, o, false)) {
          buf[segOut + 2] = 0x3a; // step 1.4.1: the drive letter quirk
        }
        if (!slash) {
          p = q;
          break;
        }
        p = q + 1;
      }
      state = State.QueryOrFragment;
    }

    if (state === State.QueryOrFragment) {
      const c = at(s, p, end);
      if (c === EOF) break machine;
      if (c === 0x3f) {
        r.queryStart = o;
        state = State.Query;
      } else {
        r.fragmentStart = o;
        state = State.Fragment;
      }
      buf[o++] = c;
      p = skipTabs(s, p + 1, end);
    }

    if (state === State.Query) {
      // Each code unit UTF-8 percent-encoded with the query's set (only UTF-8 here), up to "#" (not with a state override).
      if (VALIDATION_ERRORS && err !== null) {
        let q = p;
        while (q < end && (url !== null || s.charCodeAt(q) !== 0x23)) q++;
        reportInvalidURLUnits(s, p, q, err);
      }
      o = encodeRun(buf, o, s, p, end, special ? EncodeSet.SpecialQuery : EncodeSet.Query, url === null ? 0x23 : EOF, ctx);
      p = ctx.stop;
      if (p === end) break machine;
      state = State.QueryOrFragment; // (the "#")
      continue;
    }

    if (state === State.Fragment) {
      if (VALIDATION_ERRORS) reportInvalidURLUnits(s, p, end, err);
      o = encodeRun(buf, o, s, p, end, EncodeSet.Fragment, EOF, ctx);
      break machine;
    }

    switch (state) {
      case State.PathOrAuthority: {
        let c = at(s, p, end);
        if (isTabOrNewline(c)) {
          p = skipTabs(s, p, end);
          c = at(s, p, end);
        }
        if (c === 0x2f) {
          state = State.Authority;
          p = skipTabs(s, p + 1, end);
        } else state = State.Path;
        continue;
      }

      case State.RelativeSlash: {
        const c = at(s, p, end);
        if (special && (c === 0x2f || c === 0x5c)) { // step 1
          if (c === 0x5c && VALIDATION_ERRORS && err !== null) err('invalid-reverse-solidus', p);
          state = State.SpecialAuthorityIgnoreSlashes;
          p = skipTabs(s, p + 1, end);
        } else if (c === 0x2f) { // step 2
          state = State.Authority;
          p = skipTabs(s, p + 1, end);
        } else { // step 3: base's credentials, host and port; the "/" read was the path's
          o = baseAuthority(ctx, buf, o, base as IriRecord, r, (base as IriRecord).pathStart);
          state = State.Path;
        }
        continue;
      }

      case State.OpaquePath: {
        if (VALIDATION_ERRORS && err !== null) {
          let q = p;
          while (q < end && s.charCodeAt(q) !== 0x3f && s.charCodeAt(q) !== 0x23) q++;
          reportInvalidURLUnits(s, p, q, err); // steps 3.1-3.2, 4.1-4.2
        }
        for (;;) {
          const q = tableStop(OPAQUE_PATH_STOP, s, p, end, buf, o); // (the run kept as it is, copied)
          o += q - p;
          const c = at(s, q, end);
          p = q + 1;
          if (c === EOF || c === 0x3f || c === 0x23) { // steps 1-2
            p = q;
            break;
          }
          if (c >= 0x80) o = encodeNonASCII(buf, o, s, q, end, EncodeSet.C0Control, ctx), p = ctx.stop; // step 4
          else if (c === 0x20) { // step 3: "%20" right before "?" or "#"
            const d = at(s, skipTabs(s, p, end), end);
            if (d === 0x3f || d === 0x23) o = percentEncodeByte(buf, o, c);
            else buf[o++] = c;
          } else if (!isTabOrNewline(c)) o = percentEncodeByte(buf, o, c); // step 4
        }
        if (url !== null) break machine; // (the path is what URL Pattern asks for)
        state = State.QueryOrFragment;
        continue;
      }
    }
    break;
  }
  // URL §4.5 step 3: no host and a path whose first segment is empty: "/." before it (not an authority).
  const q = r.pathStart;
  if (url === null && r.hostKind === HostKind.None && !r.hasOpaquePath && o > q + 1 && buf[q] === 0x2f && buf[q + 1] === 0x2f) {
    buf = room(ctx, o, 2);
    for (let j = o - 1; j >= q; j--) buf[j + 2] = buf[j];
    buf[q + 1] = 0x2e;
    o += 2;
    r.pathStart += 2;
    if (r.queryStart !== OMITTED) r.queryStart += 2;
    if (r.fragmentStart !== OMITTED) r.fragmentStart += 2;
  }
  return o;
}
