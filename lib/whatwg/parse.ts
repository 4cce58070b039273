// URL §4.4 basic URL parser: one state machine, with state override for the setters.
// States keep the spec's names and steps; where a state would append one code point at a
// time, it scans the whole run instead and slices the input (nothing is built per character).

import type { ErrorSink, ValidationErrorCode } from '../core/errors';
import { isASCIIAlpha, isASCIIAlphanumeric, isASCIIDigit, isASCIIUpperAlpha, isSurrogateLead, isSurrogateTrail, toUSVString } from '../core/chars';
import { reportInvalidURLUnits } from '../core/url-units';
import { ENCODE_SETS, EncodeSet, findEncoded, utf8PercentEncode } from '../encoding/percent';
import { parseHost } from './host/host';
import { giveBack, takeContext, type ParseContext } from './context';
import { IriRecord, HostKind } from '../core/record';
import {
  UrlParts, copyAuthority, dotSegment, firstSegmentIsNormalizedDriveLetter, includesCredentials, isSpecialScheme,
  isWindowsDriveLetter, partsFromRecord, serializeParts, shortenPath,
} from './parts';
import { State } from './states';
import { HOST_PLAIN_STOP, isPlainHostCodePoint, PATH_STOP } from './scanners';
import { fastPathOn, recognize } from './recognizer';
import { endsInANumber } from './host/ipv4';
import { onePass } from './one-pass';
import { SPEED_PATHS, VALIDATION_ERRORS } from '../core/build';
import { regExpIntact } from '../core/regexp';
import { defaultPort, specialSchemeAt } from '../core/schemes';

const EOF = -1;

/** True for c0 control or space (URL §4.4 step 1.2). */
function isC0ControlOrSpace(c: number): boolean {
  return c <= 0x20;
}

/** URL §4.1 starts with a Windows drive letter, for s[i,end). */
function startsWithWindowsDriveLetter(s: string, i: number, end: number): boolean {
  if (!isWindowsDriveLetter(s, i, end)) return false;
  if (i + 2 === end) return true;
  const c = s.charCodeAt(i + 2);
  return c === 0x2f || c === 0x5c || c === 0x3f || c === 0x23;
}


/**
 * Delimiter bits of ASCII code units: ends an authority (special or not), matters to the host
 * state, or is removed by URL §4.4 steps 2-3 (DELIM_STEPS: ASCII tab or newline).
 */
const DELIM = 1, DELIM_SPECIAL = 2, DELIM_HOST = 4, DELIM_STEPS = 8;
const DELIMS: Uint8Array = /* @__PURE__ */ (() => {
  const t = new Uint8Array(128);
  t[0x2f] = t[0x3f] = t[0x23] = DELIM | DELIM_SPECIAL; // "/" "?" "#"
  t[0x5c] = DELIM_SPECIAL; // "\\"
  t[0x40] = t[0x3a] = t[0x5b] = t[0x5d] = DELIM_HOST; // "@" ":" "[" "]"
  t[0x09] = t[0x0a] = t[0x0d] = DELIM_STEPS;
  return t;
})();

/** s[i], or EOF at and past `end` (a function, not a closure per call). */
function codeAt(s: string, end: number, i: number): number {
  return i < end ? s.charCodeAt(i) : EOF;
}

/** True when s[start,end) needs URL §4.4 steps 2-3 or the USVString conversion. */
function needsSteps(s: string, start: number, end: number): boolean {
  return inputFlags(s, start, end) !== 0;
}

/**
 * What the input needs before the state machine, found in one pass over s[start,end):
 * TAB_OR_NEWLINE (URL §4.4 steps 2-3), SURROGATE (a lone surrogate: the USVString conversion).
 */
const TAB_OR_NEWLINE = 1, SURROGATE = 2;
function inputFlags(s: string, start: number, end: number): number {
  let flags = 0;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    // one comparison for the common code units (0x0e-0xd7ff): (c - 0x0e) >>> 0 wraps below 0x0e
    if ((c - 0x0e) >>> 0 >= 0xd800 - 0x0e) {
      if (c === 0x09 || c === 0x0a || c === 0x0d) flags |= TAB_OR_NEWLINE;
      else if ((c & 0xf800) === 0xd800) {
        if (isSurrogatePairAt(s, i, c, end)) i++; // (a pair: the conversion keeps it)
        else flags |= SURROGATE;
      }
    }
  }
  return flags;
}

/** True when s[i] (c, a surrogate) is a lead surrogate followed by a trail surrogate before end. */
function isSurrogatePairAt(s: string, i: number, c: number, end: number): boolean {
  return isSurrogateLead(c) && i + 1 < end && isSurrogateTrail(s.charCodeAt(i + 1));
}

/**
 * Runs the basic URL parser (URL §4.4). Without `url`, parses `input` against `base` and
 * returns the new record or null (failure). With `url` and `stateOverride`, edits `url` in
 * place and returns false for failure (the edits made before the failure stay, as in the spec).
 */
export function basicParse(
  input: string,
  base: IriRecord | null,
  err: ErrorSink,
  url?: UrlParts,
  stateOverride?: State,
  baseParts?: UrlParts,
): IriRecord | null | boolean {
  const ctx = takeContext(); // (this parse's own: context.ts)
  if (SPEED_PATHS && url === undefined && err === null && fastPathOn() && regExpIntact()) { // (the size-first builds have neither)
    // A serialized URL: the recognizer (recognizer.ts). A special URL as typed: the one pass (one-pass.ts).
    const r = recognize(input) || onePass(input, base, ctx);
    if (r !== null) {
      giveBack(ctx);
      return r;
    }
  }
  const r = stateMachineParse(ctx, input, base, err, url, stateOverride, baseParts);
  giveBack(ctx);
  return r;
}

/** basicParse by the state machine (after the recognizer and the one pass, when they ran). */
function stateMachineParse(
  ctx: ParseContext, input: string, base: IriRecord | null, err: ErrorSink, url?: UrlParts, stateOverride?: State, baseParts?: UrlParts,
): IriRecord | null | boolean {
  const override = stateOverride !== undefined ? stateOverride : State.None;
  // Web IDL §3.2.10: every argument is a USVString (lone surrogates become U+FFFD) before the
  // parser sees it, so removing a tab or newline in steps 2-3 can never join two halves into
  // one code point. Done here rather than at each API boundary: the recognizer above takes
  // only ASCII, where the conversion is the identity; the length is unchanged, so error
  // indexes still point into the caller's input.
  let s = input;
  let start = 0;
  let end = input.length;
  if (url === undefined) {
    url = new UrlParts();
    // step 1.2-1.3: trim leading and trailing C0 control or space (never a surrogate, so this
    // may run before the conversion).
    while (start < end && isC0ControlOrSpace(s.charCodeAt(start))) start++;
    while (end > start && isC0ControlOrSpace(s.charCodeAt(end - 1))) end--;
    if (VALIDATION_ERRORS && err && (start > 0 || end < input.length)) err('invalid-URL-unit', start > 0 ? 0 : end);
  }
  const b = base === null ? null : baseParts !== undefined ? baseParts : partsFromRecord(base);
  let known = -1; // inputFlags, when known
  if (override === State.None && err === null && start === 0 && end === s.length && !fastPathOn()) {
    // Steps 2-3 and the USVString conversion left to the state machine (`unchecked`): it
    // stops where the input may need them, and then they run here first. (Not after the
    // recognizer and the one pass: what they leave needs them more often.)
    if (runStateMachine(s, 0, end, b, null, url, State.None, State.SchemeStart, true, ctx)) return verbatimOr(url, ctx);
    known = inputFlags(s, 0, end);
    if (known === 0) return null;
    url = new UrlParts();
  }
  const flags = known >= 0 ? known : inputFlags(s, start, end);
  if ((flags & SURROGATE) !== 0) s = toUSVString(input);
  // steps 2-3: remove all ASCII tab or newline. Errors keep indexes into `input`.
  if ((flags & TAB_OR_NEWLINE) !== 0) {
    const kept: number[] = [];
    const parts: string[] = [];
    let from = start;
    for (let i = start; i < end; i++) {
      const c = s.charCodeAt(i);
      if (c === 0x09 || c === 0x0a || c === 0x0d) {
        if (VALIDATION_ERRORS && err) err('invalid-URL-unit', i);
        parts.push(s.slice(from, i));
        from = i + 1;
      } else if (VALIDATION_ERRORS && err) kept.push(i);
    }
    parts.push(s.slice(from, end));
    s = parts.join('');
    start = 0;
    end = s.length;
    if (VALIDATION_ERRORS && err) {
      const outer = err;
      kept.push(input.length);
      err = (code: ValidationErrorCode, index: number) => outer(code, kept[index]);
    }
  }
  const r = runStateMachine(s, start, end, b, err, url, override, State.SchemeStart, false, ctx);
  if (override !== State.None) return r;
  return r ? verbatimOr(url, ctx) : null;
}

/**
 * The record of the state machine's run (URL §4.5 URL serializer), with ctx.verbatim as href when
 * the run set it: the href when the output was its input s[start,end) (`same`), or that with only
 * the "/" of an empty special path added (a slice of the input, for the serializer to set the
 * offsets from the parts' lengths without building the href again).
 */
function verbatimOr(url: UrlParts, ctx: ParseContext): IriRecord {
  const href = ctx.verbatim;
  ctx.verbatim = null;
  return serializeParts(url, href === null ? undefined : href);
}

/**
 * The states that read the input with scans that stop at every code unit steps 2-3 or the
 * USVString conversion would change (ASCII tab or newline, surrogates), or that consume only
 * "/", "\\", "?" or "#" and leave anything else to the next state: an unchecked run of the state
 * machine goes on through them; any other state first checks the input (inputFlags).
 */
const UNCHECKED_STATES = (1 << State.SchemeStart) | (1 << State.Scheme) | (1 << State.NoScheme) |
  (1 << State.SpecialRelativeOrAuthority) | (1 << State.Relative) | (1 << State.RelativeSlash) |
  (1 << State.SpecialAuthoritySlashes) | (1 << State.PathOrAuthority) |
  (1 << State.SpecialAuthorityIgnoreSlashes) | (1 << State.Authority) | (1 << State.Host) | (1 << State.Port) |
  (1 << State.File) | (1 << State.FileSlash) | (1 << State.FileHost) | (1 << State.PathStart) | (1 << State.Path) |
  (1 << State.Query) | (1 << State.Fragment);

/**
 * URL §4.4 step 9: the state machine proper. Returns false for failure. `unchecked`: s may
 * still need steps 2-3 or the USVString conversion (no error sink, no state override, s not
 * trimmed); the machine returns false as soon as it finds that it does, before it reads such a
 * code unit as anything else, and the caller tells that from a failure (inputFlags). The states
 * that read such a run (UNCHECKED_STATES) consume none of those code units, so a state that
 * checks needs to check only from where it reads on (needsSteps(s, p, end)).
 */
function runStateMachine(
  s: string,
  start: number,
  end: number,
  base: UrlParts | null,
  err: ErrorSink,
  url: UrlParts,
  override: State,
  first: State,
  unchecked: boolean,
  ctx: ParseContext,
): boolean {
  let state = override !== State.None ? override : first;
  let p = start;
  let special = url.scheme !== '' && isSpecialScheme(url.scheme);
  /** Start of the "buffer" for states that keep one (scheme, authority, file host). */
  let bufferStart = start;
  /** Where the authority state found the host's end, and the host's first ":" outside brackets, or -1. */
  let hostScanEnd = -1;
  let hostColon = -1;
  /** Whether the authority state found the host made of plain host code points only (PLAIN), some in upper case (PLAIN_UPPER), or not (0). */
  let hostPlain = 0;
  // Whether the output so far is the input (URL §4.5 would write back what the states read):
  // then the href is a slice of the input (`verbatim`). Turns false at the first change.
  let same = override === State.None && first === State.SchemeStart;
  /**
   * Whether the path and query states first try one native scan for a part that needs only
   * copying: not with an error sink or a state override.
   */
  const scans = same && err === null;
  /** Where the path starts in s, and where "/" is added to it (an empty special path), or -1. */
  let oPathStart = 0, slashAt = -1;

  machine: for (;;) {
    if (unchecked && (UNCHECKED_STATES & (1 << state)) === 0) {
      if (needsSteps(s, p, end)) return false;
      unchecked = false;
    }
    switch (state) {
      case State.SchemeStart: {
        const c = codeAt(s, end, p);
        if (isASCIIAlpha(c)) { // step 1
          bufferStart = p;
          state = State.Scheme;
          p++;
          continue;
        }
        if (override === State.None) { state = State.NoScheme; continue; } // step 2
        return false; // step 3
      }

      case State.Scheme: {
        let q = p;
        let cq = codeAt(s, end, q);
        let upper = isASCIIUpperAlpha(s.charCodeAt(bufferStart));
        while (isASCIIAlphanumeric(cq) || cq === 0x2b || cq === 0x2d || cq === 0x2e) {
          if (isASCIIUpperAlpha(cq)) upper = true;
          cq = codeAt(s, end, ++q);
        }
        if (cq === 0x3a) { // step 2
          const known = specialSchemeAt(s, bufferStart, q);
          const buffer = known !== null ? known : upper ? s.slice(bufferStart, q).toLowerCase() : s.slice(bufferStart, q);
          if (upper) same = false;
          const bufferSpecial = known !== null;
          if (override !== State.None) { // step 2.1
            if (special !== bufferSpecial) return true;
            if ((includesCredentials(url) || url.port !== -1) && buffer === 'file') return true;
            if (url.scheme === 'file' && url.host === '') return true;
          }
          url.scheme = buffer; // step 2.2
          special = bufferSpecial;
          if (override !== State.None) { // step 2.3
            if (url.port === defaultPort(buffer)) url.port = -1;
            return true;
          }
          p = q + 1; // the code point after ":"
          if (special && buffer !== 'file' && codeAt(s, end, p) === 0x2f && codeAt(s, end, p + 1) === 0x2f) {
            // Steps 2.6-2.7 when "//" follows: the special relative or authority state and the
            // special authority slashes state both go on to the special authority ignore slashes state.
            state = State.SpecialAuthorityIgnoreSlashes;
            p += 2;
          } else if (buffer === 'file') { // step 2.5
            if (VALIDATION_ERRORS && err && !(codeAt(s, end, p) === 0x2f && codeAt(s, end, p + 1) === 0x2f)) err('special-scheme-missing-following-solidus', p);
            state = State.File;
          } else if (special && base !== null && base.scheme === buffer) { // step 2.6
            state = State.SpecialRelativeOrAuthority;
          } else if (special) { // step 2.7
            state = State.SpecialAuthoritySlashes;
          } else if (codeAt(s, end, p) === 0x2f) { // step 2.8
            state = State.PathOrAuthority;
            oPathStart = p;
            p++;
          } else { // step 2.9
            url.path = '';
            url.hasOpaquePath = true;
            state = State.OpaquePath;
          }
          continue;
        }
        if (override === State.None) { // step 3: start over
          state = State.NoScheme;
          p = start;
          continue;
        }
        return false; // step 4
      }

      case State.NoScheme: {
        const c = codeAt(s, end, p);
        if (base === null || (base.hasOpaquePath && c !== 0x23)) { // step 1
          if (VALIDATION_ERRORS && err) err('missing-scheme-non-relative-URL', p);
          return false;
        }
        const b = (base as UrlParts);
        same = false;
        if (b.hasOpaquePath && c === 0x23) { // step 2
          url.scheme = b.scheme;
          url.path = b.path;
          url.hasOpaquePath = true;
          url.query = b.query;
          url.fragment = '';
          special = isSpecialScheme(url.scheme);
          state = State.Fragment;
          p++;
          continue;
        }
        state = b.scheme !== 'file' ? State.Relative : State.File; // steps 3-4
        continue;
      }

      case State.SpecialRelativeOrAuthority: {
        const c = codeAt(s, end, p);
        if (c === 0x2f && codeAt(s, end, p + 1) === 0x2f) {
          state = State.SpecialAuthorityIgnoreSlashes;
          p += 2;
        } else {
          if (VALIDATION_ERRORS && err) err('special-scheme-missing-following-solidus', p);
          state = State.Relative;
          same = false;
        }
        continue;
      }

      case State.PathOrAuthority: {
        const c = codeAt(s, end, p);
        if (c === 0x2f) { state = State.Authority; p++; bufferStart = p; }
        else state = State.Path;
        continue;
      }

      case State.Relative: {
        const c = codeAt(s, end, p);
        const b = (base as UrlParts);
        same = false;
        url.scheme = b.scheme; // step 2
        special = isSpecialScheme(url.scheme);
        if (c === 0x2f) { state = State.RelativeSlash; p++; continue; } // step 3
        if (special && c === 0x5c) { // step 4
          if (VALIDATION_ERRORS && err) err('invalid-reverse-solidus', p);
          state = State.RelativeSlash;
          p++;
          continue;
        }
        copyAuthority(url, b); // step 5.1
        url.path = b.path;
        url.query = b.query;
        if (c === 0x3f) { url.query = ''; state = State.Query; p++; } // step 5.2
        else if (c === 0x23) { url.fragment = ''; state = State.Fragment; p++; } // step 5.3
        else if (c !== EOF) { // step 5.4
          url.query = null;
          shortenPath(url);
          state = State.Path;
        } else return true;
        continue;
      }

      case State.RelativeSlash: {
        const c = codeAt(s, end, p);
        if (special && (c === 0x2f || c === 0x5c)) { // step 1
          if (c === 0x5c && VALIDATION_ERRORS && err) err('invalid-reverse-solidus', p);
          state = State.SpecialAuthorityIgnoreSlashes;
          p++;
        } else if (c === 0x2f) { // step 2
          state = State.Authority;
          p++;
          bufferStart = p;
        } else { // step 3
          copyAuthority(url, (base as UrlParts));
          state = State.Path;
          // The "/" consumed by the relative state is this path's first separator.
        }
        continue;
      }

      case State.SpecialAuthoritySlashes: {
        const c = codeAt(s, end, p);
        if (c === 0x2f && codeAt(s, end, p + 1) === 0x2f) {
          state = State.SpecialAuthorityIgnoreSlashes;
          p += 2;
        } else {
          if (VALIDATION_ERRORS && err) err('special-scheme-missing-following-solidus', p);
          state = State.SpecialAuthorityIgnoreSlashes;
          same = false;
        }
        continue;
      }

      case State.SpecialAuthorityIgnoreSlashes: {
        const c = codeAt(s, end, p);
        if (c !== 0x2f && c !== 0x5c) { // step 1
          state = State.Authority;
          bufferStart = p;
          continue;
        }
        if (VALIDATION_ERRORS && err) err('special-scheme-missing-following-solidus', p); // step 2
        same = false;
        p++;
        continue;
      }

      case State.Authority: {
        // The common authority first, in one native scan: a host of plain host code points,
        // then an optional port of digits, then the end of the authority (so no "@").
        let q = scanTo(HOST_PLAIN_STOP, s, p);
        let cq = codeAt(s, end, q);
        let plain = PLAIN;
        if (isASCIIUpperAlpha(cq)) { // ASCII upper case: the rest of the host one code unit at a time
          plain = PLAIN_UPPER;
          while (++q < end && isPlainHostUnit(s.charCodeAt(q)));
          cq = codeAt(s, end, q);
        }
        if (cq === 0x3a && end === s.length) {
          let r = q + 1;
          while (isASCIIDigit(codeAt(s, end, r))) r++;
          const cr = codeAt(s, end, r);
          if (cr === EOF || cr === 0x2f || cr === 0x3f || cr === 0x23 || (special && cr === 0x5c)) {
            hostColon = hostScanEnd = q;
            hostPlain = plain;
            state = State.Host;
            continue;
          }
        } else if (q <= end && q > p && (cq === EOF || cq === 0x2f || cq === 0x3f || cq === 0x23 || (special && cq === 0x5c))) {
          hostScanEnd = q;
          hostColon = -1;
          hostPlain = plain;
          state = State.Host;
          continue;
        }
        // Scan to the end of the authority, remembering the last "@" (step 1 runs per "@"). An
        // unchecked run stops at what steps 2-3 or the USVString conversion would change.
        q = p;
        let lastAt = -1;
        let firstAt = -1;
        // The host state's own scan, done here for the part after the last "@": its first ":"
        // outside brackets (handed over in hostColon; the authority's end is in hostScanEnd).
        let colon = -1;
        let insideBrackets = false;
        const stops = special ? DELIM_SPECIAL : DELIM;
        for (; q < end; q++) {
          cq = s.charCodeAt(q);
          if (cq >= 0x80) {
            if (unchecked && (cq & 0xf800) === 0xd800) {
              if (!isSurrogatePairAt(s, q, cq, end)) return false;
              q++; // (a pair: its trail surrogate is read with it)
            }
            continue;
          }
          const d = DELIMS[cq];
          if ((d & (stops | DELIM_HOST | DELIM_STEPS)) === 0) continue;
          if ((d & stops) !== 0) break;
          if (d === DELIM_STEPS) {
            if (unchecked) return false;
            continue;
          }
          if (cq === 0x40) { lastAt = q; if (firstAt < 0) firstAt = q; colon = -1; insideBrackets = false; }
          else if (cq === 0x3a) { if (colon < 0 && !insideBrackets) colon = q; }
          else if (cq === 0x5b) insideBrackets = true;
          else insideBrackets = false; // "]"
        }
        hostScanEnd = q;
        hostColon = colon;
        if (lastAt >= 0) {
          if (VALIDATION_ERRORS && err) err('invalid-credentials', firstAt); // step 1.1
          // steps 1.2-1.4: earlier "@"s are part of the credentials ("%40"); the first ":"
          // separates username from password.
          let sep = -1;
          for (let i = bufferStart; i < lastAt; i++) {
            if (s.charCodeAt(i) === 0x3a) { sep = i; break; }
          }
          // (Encoding only lengthens: the output is the input when the lengths agree. The
          // serializer writes no ":" before an empty password, no "@" without credentials.)
          if (sep < 0) {
            url.username += utf8PercentEncode(s, bufferStart, lastAt, EncodeSet.Userinfo);
            if (url.username.length !== lastAt - bufferStart || lastAt === bufferStart) same = false;
          } else {
            url.username += utf8PercentEncode(s, bufferStart, sep, EncodeSet.Userinfo);
            url.password += utf8PercentEncode(s, sep + 1, lastAt, EncodeSet.Userinfo);
            if (url.username.length !== sep - bufferStart || url.password.length !== lastAt - sep - 1 || lastAt === sep + 1) same = false;
          }
          if (q === lastAt + 1) { // step 2.1
            if (VALIDATION_ERRORS && err) err('host-missing', q);
            return false;
          }
          p = lastAt + 1;
        }
        state = State.Host; // step 2.2
        continue;
      }

      case State.Host:
      case State.Hostname: {
        if (override !== State.None && url.scheme === 'file') { state = State.FileHost; continue; } // step 1
        let q = p;
        let cq: number;
        if (hostScanEnd >= 0) { // scanned by the authority state
          q = hostColon >= 0 ? hostColon : hostScanEnd;
          cq = codeAt(s, end, q);
          hostScanEnd = -1;
        } else {
          hostPlain = 0;
          let insideBrackets = false;
          cq = codeAt(s, end, q);
          for (;;) {
            if (cq === EOF || cq === 0x2f || cq === 0x3f || cq === 0x23 || (special && cq === 0x5c)) break;
            if (cq === 0x3a && !insideBrackets) break;
            if (cq === 0x5b) insideBrackets = true; // step 4.1
            else if (cq === 0x5d) insideBrackets = false; // step 4.2
            cq = codeAt(s, end, ++q);
          }
        }
        if (cq === 0x3a) { // step 2
          if (q === p) {
            if (VALIDATION_ERRORS && err) err('host-missing', q);
            return false;
          }
          if (override === State.Hostname) return false;
          const host = hostOf(s, p, q, special, err, hostPlain, ctx);
          if (host === null) return false;
          url.host = host;
          url.hostKind = ctx.hostKind;
          if (same) same = hostAsWritten(host, s, p, q, ctx);
          state = State.Port;
          p = q + 1;
          continue;
        }
        // step 3
        if (special && q === p) {
          if (VALIDATION_ERRORS && err) err('host-missing', q);
          return false;
        }
        if (override !== State.None && q === p && (includesCredentials(url) || url.port !== -1)) return false;
        const host = hostOf(s, p, q, special, err, hostPlain, ctx);
        if (host === null) return false;
        url.host = host;
        url.hostKind = ctx.hostKind;
        if (same) same = hostAsWritten(host, s, p, q, ctx);
        state = State.PathStart;
        p = q;
        if (override !== State.None) return true;
        continue;
      }

      case State.Port: {
        let q = p;
        let port = 0;
        let cq = codeAt(s, end, q);
        while (isASCIIDigit(cq)) {
          if (port <= 65535) port = port * 10 + (cq - 0x30);
          cq = codeAt(s, end, ++q);
        }
        if (cq === EOF || cq === 0x2f || cq === 0x3f || cq === 0x23 || (special && cq === 0x5c) || override !== State.None) {
          if (q > p) { // step 2.1
            if (port > 65535) {
              if (VALIDATION_ERRORS && err) err('port-out-of-range', p);
              return false;
            }
            url.port = port === defaultPort(url.scheme) ? -1 : port;
            if (override !== State.None) return true;
            // (written back without leading zeros, and not at all when the default)
            if (url.port === -1 || (s.charCodeAt(p) === 0x30 && q - p > 1)) same = false;
          } else same = false; // (no port: the ":" is not written back)
          if (override !== State.None) return false; // step 2.2
          state = State.PathStart;
          p = q;
          continue;
        }
        if (VALIDATION_ERRORS && err) err('port-invalid', q); // step 3
        return false;
      }

      case State.File: {
        const c = codeAt(s, end, p);
        url.scheme = 'file'; // step 1
        special = true;
        url.host = ''; // step 2
        url.hostKind = HostKind.Empty;
        if (c !== 0x2f) {
          same = false;
          if (unchecked) { if (needsSteps(s, p, end)) return false; unchecked = false; }
        }
        if (c === 0x2f || c === 0x5c) { // step 3
          if (c === 0x5c && VALIDATION_ERRORS && err) err('invalid-reverse-solidus', p);
          state = State.FileSlash;
          p++;
          continue;
        }
        if (base !== null && base.scheme === 'file') { // step 4
          const b = (base as UrlParts);
          url.host = b.host;
          url.hostKind = b.hostKind;
          url.path = b.path;
          url.query = b.query;
          if (c === 0x3f) { url.query = ''; state = State.Query; p++; continue; }
          if (c === 0x23) { url.fragment = ''; state = State.Fragment; p++; continue; }
          if (c === EOF) return true;
          url.query = null;
          if (!startsWithWindowsDriveLetter(s, p, end)) shortenPath(url);
          else {
            if (VALIDATION_ERRORS && err) err('file-invalid-Windows-drive-letter', p);
            url.path = '';
          }
          state = State.Path;
          continue;
        }
        state = State.Path; // step 5
        continue;
      }

      case State.FileSlash: {
        const c = codeAt(s, end, p);
        if (c !== 0x2f) {
          same = false;
          if (unchecked) { if (needsSteps(s, p, end)) return false; unchecked = false; }
        }
        if (c === 0x2f || c === 0x5c) { // step 1
          if (c === 0x5c && VALIDATION_ERRORS && err) err('invalid-reverse-solidus', p);
          state = State.FileHost;
          p++;
          bufferStart = p;
          continue;
        }
        if (base !== null && base.scheme === 'file') { // step 2
          const b = (base as UrlParts);
          url.host = b.host;
          url.hostKind = b.hostKind;
          if (!startsWithWindowsDriveLetter(s, p, end) && firstSegmentIsNormalizedDriveLetter(b.path)) {
            url.path = b.path.slice(0, 3);
          }
        }
        state = State.Path;
        continue;
      }

      case State.FileHost: {
        // plain host code points in one native scan (as in the authority state), else one by one.
        let q = scanTo(HOST_PLAIN_STOP, s, p);
        if (q > end) q = end;
        let cq = codeAt(s, end, q);
        const plain = cq === EOF || cq === 0x2f || cq === 0x5c || cq === 0x3f || cq === 0x23 ? PLAIN : 0;
        if (plain === 0) {
          if (unchecked) { if (needsSteps(s, p, end)) return false; unchecked = false; }
          while (!(cq === EOF || cq === 0x2f || cq === 0x5c || cq === 0x3f || cq === 0x23)) cq = codeAt(s, end, ++q);
        }
        if (override === State.None && q - p === 2 && isWindowsDriveLetter(s, p, q)) { // step 1.1
          if (VALIDATION_ERRORS && err) err('file-invalid-Windows-drive-letter-host', p);
          state = State.Path; // the buffer is reread by the path state
          same = false;
          continue;
        }
        if (q === p) { // step 1.2
          url.host = '';
          url.hostKind = HostKind.Empty;
          if (override !== State.None) return true;
          state = State.PathStart;
          continue;
        }
        let host = hostOf(s, p, q, special, err, plain, ctx); // step 1.3
        if (host === null) return false;
        let kind = ctx.hostKind;
        if (same) same = hostAsWritten(host, s, p, q, ctx);
        if (host === 'localhost') { host = ''; kind = HostKind.Empty; same = false; }
        url.host = host;
        url.hostKind = kind;
        if (override !== State.None) return true;
        state = State.PathStart;
        p = q;
        continue;
      }

      case State.PathStart: {
        const c = codeAt(s, end, p);
        oPathStart = p;
        if (special) { // step 1
          if (c === 0x5c) {
            if (VALIDATION_ERRORS && err) err('invalid-reverse-solidus', p);
            same = false;
          }
          state = State.Path;
          if (c === 0x2f || c === 0x5c) p++;
          else if (c === EOF && override === State.None) {
            url.path += '/';
            slashAt = p;
            break machine;
          }
          continue;
        }
        if (override === State.None && c === 0x3f) { url.query = ''; state = State.Query; p++; continue; }
        if (override === State.None && c === 0x23) { url.fragment = ''; state = State.Fragment; p++; continue; }
        if (c !== EOF) { // step 4
          state = State.Path;
          if (c === 0x2f) p++;
          continue;
        }
        if (override !== State.None && url.host === null) url.path += '/'; // step 5
        break machine;
      }

      case State.Path: {
        const from = p;
        let cleanTo = from;
        if (scans && url.path.length === 0 && end === s.length && from > start) {
          p = copyPath(s, from, url, url.scheme === 'file', ctx);
          cleanTo = ctx.copyStop;
        } else p = -1;
        if (p < 0) {
          p = parsePath(s, from, end, url, special, override !== State.None, err, cleanTo, unchecked, ctx);
          if (p < 0) return false; // (unchecked: the path needs steps 2-3 or the USVString conversion)
        }
        if (same && !(ctx.pathCopied && from - 1 === oPathStart)) {
          // The path written is the input's, or (special) "/" for an empty one, or not the input.
          if (special && p === oPathStart && url.path === '/') slashAt = p;
          else same = false;
        }
        const cq = codeAt(s, end, p);
        if (cq === 0x3f) { url.query = ''; state = State.Query; p++; continue; }
        if (cq === 0x23) { url.fragment = ''; state = State.Fragment; p++; continue; }
        break machine;
      }

      case State.OpaquePath: {
        let q = p;
        let cq = codeAt(s, end, q);
        while (cq !== EOF && cq !== 0x3f && cq !== 0x23) cq = codeAt(s, end, ++q);
        if (VALIDATION_ERRORS) reportInvalidURLUnits(s, p, q, err); // steps 3.1-3.2 and the space of step 3
        let path = utf8PercentEncode(s, p, q, EncodeSet.C0Control);
        if (path.length !== q - p) same = false;
        // step 3: a space right before "?" or "#" becomes "%20".
        if (cq !== EOF && q > p && s.charCodeAt(q - 1) === 0x20) {
          path = path.slice(0, -1) + '%20';
          same = false;
        }
        url.path += path;
        oPathStart = p;
        p = q;
        if (cq === 0x3f) { url.query = ''; state = State.Query; p++; continue; }
        if (cq === 0x23) { url.fragment = ''; state = State.Fragment; p++; continue; }
        break machine;
      }

      case State.Query: {
        let q = end;
        // The common query first: nothing to encode up to "#" or the end ("#" is in both sets).
        const set = special ? EncodeSet.SpecialQuery : EncodeSet.Query;
        const clean = scans ? findEncoded(s, p, end, set) : -1;
        if (clean === end || (clean >= 0 && s.charCodeAt(clean) === 0x23)) {
          url.query = s.slice(p, clean);
          p = clean;
          if (p < end) { url.fragment = ''; state = State.Fragment; p++; continue; }
          break machine;
        }
        if (unchecked) { if (needsSteps(s, clean > p ? clean : p, end)) return false; unchecked = false; }
        if (override === State.None) {
          q = p;
          while (q < end && s.charCodeAt(q) !== 0x23) q++;
        }
        if (VALIDATION_ERRORS) reportInvalidURLUnits(s, p, q, err);
        const query = utf8PercentEncode(s, p, q, set);
        if (query.length !== q - p) same = false;
        url.query += query;
        p = q;
        if (codeAt(s, end, p) === 0x23) { url.fragment = ''; state = State.Fragment; p++; continue; }
        break machine;
      }

      case State.Fragment: {
        let f: number;
        if (unchecked && (f = findEncoded(s, p, end, EncodeSet.Fragment)) !== end) {
          if (needsSteps(s, f, end)) return false;
          unchecked = false;
        }
        if (VALIDATION_ERRORS) reportInvalidURLUnits(s, p, end, err);
        const fragment = utf8PercentEncode(s, p, end, EncodeSet.Fragment);
        if (fragment.length !== end - p) same = false;
        url.fragment += fragment;
        break machine;
      }

      default:
        return false;
    }
  }
  if (same) {
    ctx.verbatim = slashAt >= 0 ? s.slice(start, slashAt) + '/' + s.slice(slashAt, end) : start === 0 && end === s.length ? s : s.slice(start, end);
  }
  return true;
}

/**
 * The index of the code unit of s from `from` on at which re (scanners.ts, flag g) matches, or
 * s.length: where a one-code-unit match is, or the second code unit of PATH_STOP's "/." or "/%".
 */
function scanTo(re: RegExp, s: string, from: number): number {
  if (!regExpIntact()) return from; // (core/regexp.ts: the caller reads on one code unit at a time)
  re.lastIndex = from;
  return re.test(s) ? re.lastIndex - 1 : s.length;
}

/** hostOf's `plain`: a host of plain host code points (scanners.ts), some in ASCII upper case with PLAIN_UPPER. */
const PLAIN = 1, PLAIN_UPPER = 2;

/** A plain host code point, or ASCII upper alpha. */
function isPlainHostUnit(c: number): boolean {
  return isPlainHostCodePoint(c) || isASCIIUpperAlpha(c);
}

/**
 * URL §3.5 host parser on s[start,end); `plain` (PLAIN, or PLAIN_UPPER with ASCII upper case)
 * when the range has plain host code points and ASCII upper alpha only, and there is no error
 * sink: then the host is a domain, the range in ASCII lower case, unless it ends in a number
 * (steps 4-9: no forbidden domain code point, no "%", nothing for UTS #46), or an opaque host,
 * the range as written (URL §3.5 opaque-host parser: nothing forbidden, nothing to encode).
 */
function hostOf(s: string, start: number, end: number, special: boolean, err: ErrorSink, plain: number, ctx: ParseContext): string | null {
  if (plain !== 0 && err === null && end > start) {
    const written = s.slice(start, end);
    const host = special && plain === PLAIN_UPPER ? written.toLowerCase() : written; // (ASCII: ASCII lower case)
    if (!(special && endsInANumber(host))) {
      ctx.hostKind = special ? HostKind.Domain : HostKind.Opaque;
      ctx.hostAsWritten = plain === PLAIN || !special;
      return host;
    }
  }
  return parseHost(s, start, end, !special, err, ctx);
}

/**
 * True when the serialized host is s[start,end) as written: a domain the host parser found
 * already in lower case, an opaque host with nothing to encode (encoding only lengthens), an
 * IPv4 or IPv6 address in its serialized form.
 */
function hostAsWritten(host: string, s: string, start: number, end: number, ctx: ParseContext): boolean {
  if (host.length !== end - start) return false;
  if (ctx.hostAsWritten) return true;
  for (let i = 0; i < host.length; i++) if (host.charCodeAt(i) !== s.charCodeAt(start + i)) return false;
  return true;
}

/**
 * What the path state does with an ASCII code unit: ends a segment ("/"; "\\" in special URLs),
 * ends the path ("?", "#", without state override), or is percent-encoded (the path set).
 */
const PATH_SLASH = 1, PATH_BACKSLASH = 2, PATH_END = 4, PATH_ENCODE = 8;
const PATH_UNITS: Uint8Array = /* @__PURE__ */ (() => {
  const t = new Uint8Array(128);
  for (let c = 0; c < 0x80; c++) if ((ENCODE_SETS[c] & EncodeSet.Path) !== 0) t[c] = PATH_ENCODE;
  t[0x2f] = PATH_SLASH;
  t[0x5c] = PATH_BACKSLASH;
  t[0x3f] |= PATH_END;
  t[0x23] |= PATH_END;
  return t;
})();

/**
 * The path state (URL §4.4) for a path that needs nothing but copying, found in native scans:
 * it starts after a "/" at s[p - 1] (the path so far is empty) and runs to "?", "#" or the end
 * with no dot segment, nothing to encode, no "\\" (which ends a segment of a special URL) and,
 * in a file URL, no Windows drive letter first. Then the path is s[p - 1, q), and q is returned;
 * else -1 (parsePath does the work). Without error sink or state override only.
 */
function copyPath(s: string, p: number, url: UrlParts, isFile: boolean, ctx: ParseContext): number {
  const n = s.length;
  ctx.copyStop = p;
  if (s.charCodeAt(p - 1) !== 0x2f || (isFile && isWindowsDriveLetter(s, p, n))) return -1;
  let q = scanTo(PATH_STOP, s, p - 1);
  let c = codeAt(s, n, q);
  while (c === 0x2e || c === 0x25) { // "/." or "/%": a segment that may be a dot segment
    let e = q;
    while (e < n && e - q < 6 && (c = s.charCodeAt(e)) !== 0x2f && c !== 0x3f && c !== 0x23) e++;
    if (dotSegment(s, q, e) !== 0) {
      ctx.copyStop = q;
      return -1;
    }
    q = scanTo(PATH_STOP, s, q);
    c = codeAt(s, n, q);
  }
  if (c !== EOF && c !== 0x3f && c !== 0x23) {
    ctx.copyStop = s.lastIndexOf('/', q - 1) + 1; // the start of the segment it stopped in
    return -1;
  }
  url.path = s.slice(p - 1, q);
  ctx.pathCopied = true;
  return q;
}

/** URL §4.1 normalized Windows drive letter, as a whole segment. */
function isNormalizedDriveLetterSegment(seg: string): boolean {
  return seg.length === 2 && seg.charCodeAt(1) === 0x3a && isASCIIAlpha(seg.charCodeAt(0));
}

/**
 * URL §4.4 path state, for every segment up to the end of the path. Returns the index of the
 * code point that ended the path ("?", "#" or end), or -1 in an unchecked run (runStateMachine)
 * at a code unit that steps 2-3 or the USVString conversion would change. Segments that need no change are copied
 * as one slice of the input. From the first dot segment on, the path is the path so far
 * (`prefix`, never split) cut at an offset (`plen`), followed by a list of the segments added
 * since: "shorten" pops the list, or moves the offset back to the previous "/" of the prefix,
 * so the time stays linear (the offset only moves back).
 */
function parsePath(
  s: string, p: number, end: number, url: UrlParts, special: boolean, override: boolean, err: ErrorSink, cleanTo: number,
  unchecked: boolean, ctx: ParseContext,
): number {
  ctx.pathCopied = false;
  /** Start of a run of the input copied verbatim (it begins with a "/"), or -1. */
  let runStart = cleanTo > p ? p - 1 : -1; // (copyPath found s[p - 1, cleanTo - 1) clean: one run)
  /**
   * Once a dot segment was seen: the path is prefix[0, plen) + "/" + segs.join("/"); else null
   * (the path is url.path + run). An entry may hold several segments joined by "/": a run of
   * segments that need only copying, one slice of the input, s[tailFrom, tailTo) while it is
   * the last entry and may grow (tailFrom >= 0).
   */
  let segs: string[] | null = null;
  let tailFrom = -1, tailTo = -1;
  let prefix = '';
  let plen = 0;
  let segStart = cleanTo > p ? cleanTo : p;
  const isFile = url.scheme === 'file';
  const stops = PATH_SLASH | (special ? PATH_BACKSLASH : 0) | (override ? 0 : PATH_END);
  for (;;) {
    // Scan one segment.
    let q = segStart;
    let clean = true;
    let c = -1;
    for (; q < end; q++) {
      c = s.charCodeAt(q);
      const k = c < 0x80 ? PATH_UNITS[c] : PATH_ENCODE;
      if (k === 0) continue;
      if ((k & stops) !== 0) break;
      if ((k & PATH_ENCODE) !== 0) {
        clean = false;
        // An unchecked run (runStateMachine) stops at what steps 2-3 or the USVString conversion change.
        if (unchecked) {
          if (c === 0x09 || c === 0x0a || c === 0x0d) return -1;
          if ((c & 0xf800) === 0xd800) {
            if (!isSurrogatePairAt(s, q, c, end)) return -1;
            q++; // (a pair: its trail surrogate is read with it)
          }
        }
      }
    }
    if (q === end) c = EOF;
    if (VALIDATION_ERRORS && err) reportInvalidURLUnits(s, segStart, q, err);
    const slashEnded = c === 0x2f || (special && c === 0x5c);
    if (special && c === 0x5c && VALIDATION_ERRORS && err) err('invalid-reverse-solidus', q);

    const segLen = q - segStart;
    const first = segLen >= 1 && segLen <= 6 ? s.charCodeAt(segStart) : 0;
    const dots = first === 0x2e || first === 0x25 ? dotSegment(s, segStart, q) : 0;
    const doubleDot = dots === 2;
    const singleDot = dots === 1;
    if (doubleDot || singleDot) {
      if (segs === null) {
        if (runStart >= 0) { url.path += s.slice(runStart, segStart - 1); runStart = -1; }
        segs = [];
        prefix = url.path;
        plen = prefix.length;
      }
      tailFrom = -1;
      // step 1.2 shorten the path (URL §4.1: not past a file URL's drive letter)
      if (doubleDot) {
        if (segs.length > 0) {
          if (!(isFile && plen === 0 && segs.length === 1 && isNormalizedDriveLetterSegment(segs[0]))) {
            const last = segs[segs.length - 1];
            const k = last.lastIndexOf('/'); // (an entry of several segments loses its last)
            if (k < 0) segs.pop();
            else segs[segs.length - 1] = last.slice(0, k);
          }
        } else if (plen > 0 && !(isFile && plen === 3 && firstSegmentIsNormalizedDriveLetter(prefix.slice(0, 3)))) {
          plen = prefix.lastIndexOf('/', plen - 1);
        }
      }
      if (!slashEnded) segs.push(''); // steps 1.2.2 and 1.3
    } else {
      // step 1.4 (with the Windows drive letter quirk for file URLs)
      const emptyPath = segs !== null ? segs.length === 0 && plen === 0 : url.path.length === 0 && runStart < 0;
      const quirk = isFile && segLen === 2 && emptyPath && isWindowsDriveLetter(s, segStart, q);
      if (segs !== null) {
        if (clean && !quirk) {
          if (tailFrom >= 0 && tailTo === segStart - 1 && s.charCodeAt(tailTo) === 0x2f) segs[segs.length - 1] = s.slice(tailFrom, q);
          else { segs.push(s.slice(segStart, q)); tailFrom = segStart; }
          tailTo = q;
        } else {
          segs.push(quirk ? s.charAt(segStart) + ':' : utf8PercentEncode(s, segStart, q, EncodeSet.Path));
          tailFrom = -1;
        }
      } else if (clean && !quirk && segStart > 0 && s.charCodeAt(segStart - 1) === 0x2f) {
        if (runStart < 0) runStart = segStart - 1;
      } else {
        if (runStart >= 0) { url.path += s.slice(runStart, segStart - 1); runStart = -1; }
        url.path += '/' + (quirk ? s.charAt(segStart) + ':' : clean ? s.slice(segStart, q) : utf8PercentEncode(s, segStart, q, EncodeSet.Path));
      }
    }
    if (!slashEnded) {
      ctx.pathCopied = segs === null && runStart === p - 1 && url.path.length === 0;
      if (segs !== null) {
        const head = plen === prefix.length ? prefix : prefix.slice(0, plen);
        url.path = segs.length === 0 ? head : segs.length === 1 ? head + '/' + segs[0] : head + '/' + segs.join('/');
      }
      else if (runStart >= 0) url.path += s.slice(runStart, q);
      return q;
    }
    segStart = q + 1;
  }
}
