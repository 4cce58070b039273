// The one recognizer in front of the URL parser (URL §4.4): input that is already the URL
// serializer's output (URL §4.5) but for the case of its scheme and host and a default port, as
// "scheme://host[:port][/path][?query][#fragment]" (a host of plain host code points, or empty
// where allowed) or "scheme:path[?query][#fragment]" (an opaque path). Native scans only. Where the
// input leaves the shape, the state machine goes on in the state the recognizer stopped in
// (parse.ts run); spec-tests/whatwg-url/recognizer.test.ts compares both with the state machine alone.

import { IriRecord, HostKind, OMITTED } from '../core/record';
import { defaultPortOfCode, schemeCode, specialSchemeOfCode } from '../core/schemes';
import type { ParseContext } from './context';
import { State } from './states';
import { SPEED_PATHS } from '../core/build';
import { endsInANumber } from './host/ipv4';
import { dotSegment, endsAuthority } from './parts';
import { firstStop, FRAGMENT_STOP, OPAQUE_PATH_STOP, PLAIN_HOST, PATH_STOP, QUERY_STOP, type Scan, SPECIAL_QUERY_STOP } from './scanners';

/**
 * Whether the recognizer runs: a switch for tests (which run every case through the state machine
 * with it off) and for scripts/build-no-quick-path.mjs, never per-parse state.
 */
const speedPaths = { enabled: true };

/** Turns the recognizer off or on (tests use this to run every case through the state machine). */
export function setFastPathEnabled(on: boolean): void {
  speedPaths.enabled = on;
}

/** Whether the recognizer runs (built in, and not turned off). */
export function fastPathOn(): boolean {
  return SPEED_PATHS && speedPaths.enabled;
}

/**
 * Reads s as far as it is its own serialization in the shape above. Returns State.None when all of
 * it is (r is then its record, r.href its serialization); else the state the basic URL parser goes on in, with
 * r's offsets up to there set and the context's `stop` and `scheme` where and in what it goes on
 * (the output so far being s up to there), or State.SchemeStart when it learned nothing.
 */
export function recognize(s: string, r: IriRecord, ctx: ParseContext): State {
  const n = s.length;
  // scheme start and scheme states: ASCII alpha, then ASCII alphanumeric, "+", "-" or ".",
  // lowercased (`lower`: c | 0x20, which changes no other code point of a scheme).
  let i = 0;
  let c = n > 0 ? s.charCodeAt(0) : 0;
  let lower = c | 0x20;
  // (Input that ends in a C0 control or space, which step 1.3 trims, is told at once.)
  if (lower < 0x61 || lower > 0x7a || s.charCodeAt(n - 1) <= 0x20) return State.SchemeStart;
  let upper = c !== lower;
  let code = schemeCode(0, 1, lower); // (its scheme code: core/schemes.ts)
  while (++i < n && (((lower = (c = s.charCodeAt(i)) | 0x20) >= 0x61 && lower <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e)) {
    if (c !== lower) upper = true;
    code = schemeCode(code, i + 1, lower);
  }
  if (c !== 0x3a || i === n) return State.SchemeStart;
  const dp = defaultPortOfCode(code); // (-1: file; -2: not special)
  r.schemeEnd = i;
  if (dp === -2 && s.charCodeAt(i + 1) !== 0x2f) return opaque(s, code, upper, r, ctx);
  if (s.charCodeAt(i + 1) !== 0x2f || s.charCodeAt(i + 2) !== 0x2f) return State.SchemeStart;
  const special = dp !== -2;
  const hostStart = i + 3;
  // host state: a domain of plain host code points is itself (URL §3.3 domain to ASCII step 5),
  // unless it ends in a number (an IPv4 address), and so is an opaque host (URL §3.5 opaque-host
  // parser: nothing forbidden, nothing to encode); a special URL other than file needs a host; a
  // file URL's "localhost" is the empty host.
  // A domain's ASCII upper alpha is lowercased (ibid., by UTS #46's mapping), but a file URL's
  // host is left to the state machine.
  let hostEnd = hostStart;
  let lowerTo = upper ? i : 0; // (s[0, lowerTo) is written in ASCII lower case)
  for (; hostEnd < n; hostEnd++) {
    c = s.charCodeAt(hostEnd);
    if (c < 0x80 && PLAIN_HOST[c] === 1) continue;
    if (c >= 0x41 && c <= 0x5a && dp >= 0) lowerTo = -1;
    else break;
  }
  if (lowerTo < 0) lowerTo = hostEnd;
  if (hostEnd === hostStart ? dp >= 0 : special && endsInANumber(s, hostStart, hostEnd)) return State.SchemeStart;
  if (dp === -1 && hostEnd - hostStart === 9 && s.slice(hostStart, hostEnd) === 'localhost') return State.SchemeStart;
  i = hostEnd;
  c = i < n ? s.charCodeAt(i) : -1;
  if (c === 0x3a && (dp === -1 || hostEnd === hostStart)) return State.SchemeStart;
  r.usernameEnd = r.hostStart = hostStart;
  r.hostEnd = hostEnd;
  r.hostKind = hostEnd === hostStart ? HostKind.Empty : special ? HostKind.Domain : HostKind.Opaque;
  let cut = 0; // (the length of a default port and its ":", which the href leaves out)
  if (c === 0x3a) {
    // port state: ASCII digits, written back without leading zeros, and not at all when the
    // default (step 2.1.2; URL §4.5 step 2.4).
    const portStart = ++i;
    let port = 0;
    while (i < n && (c = s.charCodeAt(i)) >= 0x30 && c <= 0x39 && port <= 65535) port = port * 10 + (c - 0x30), i++;
    while (i < n && (c = s.charCodeAt(i)) >= 0x30 && c <= 0x39) i++;
    c = i < n ? c : -1;
    // (The authority ends after the digits, or the ":" may be the credentials'.)
    if (!endsAuthority(c, special)) return State.SchemeStart;
    if (i === portStart || port > 65535 || (s.charCodeAt(portStart) === 0x30 && i - portStart > 1)) return handOver(s, code, lowerTo, 0, r, portStart, State.Port, ctx);
    if (port === dp) cut = i - hostEnd;
    else r.port = port;
  } else if (!endsAuthority(c, special)) return State.SchemeStart;
  const pathStart = i;
  // path start state: the serializer writes the "/" of an empty special path, which the input lacks.
  if (c !== 0x2f && (special || (c !== -1 && c !== 0x3f && c !== 0x23))) return handOver(s, code, lowerTo, cut, r, pathStart, State.PathStart, ctx);
  // A file URL's first segment that may be a Windows drive letter has its quirks (URL §4.4 path state 1.4).
  if (dp === -1 && i + 2 < n && (s.charCodeAt(i + 2) === 0x3a || s.charCodeAt(i + 2) === 0x7c)) return handOver(s, code, lowerTo, cut, r, pathStart, State.PathStart, ctx);
  // path state: runs that need no change, up to "?", "#" or the end; a "/" before "." or "%"
  // is a dot segment (shortened or dropped) or goes on.
  // (The path state goes on from the segment it changes: the "/" before it is the input's.)
  r.pathStart = pathStart - cut;
  if (c === 0x2f) i = firstStop(PATH_STOP, s, i);
  while (i < n && (c = s.charCodeAt(i)) === 0x2f) {
    let e = i + 1;
    while (e < n && e - i <= 7 && (c = s.charCodeAt(e)) !== 0x2f && c !== 0x3f && c !== 0x23) e++;
    if (dotSegment(s, i + 1, e) !== 0) return handOver(s, code, lowerTo, cut, r, i + 1, State.Path, ctx);
    i = firstStop(PATH_STOP, s, i + 1);
  }
  if (i < n && c !== 0x3f && c !== 0x23) { // (a code unit the path state changes)
    while (s.charCodeAt(i - 1) !== 0x2f) i--;
    return handOver(s, code, lowerTo, cut, r, i, State.Path, ctx);
  }
  const e = queryAndFragment(s, i, special ? SPECIAL_QUERY_STOP : QUERY_STOP, code, lowerTo, cut, r);
  return e < 0 ? State.None : handOver(s, code, lowerTo, cut, r, e, r.fragmentStart !== OMITTED ? State.Fragment : State.Query, ctx);
}

/** opaque path state after "scheme:" (not special, no "/"): the path kept as it is (OPAQUE_PATH_STOP), up to "?", "#" or the end. */
function opaque(s: string, code: number, upper: boolean, r: IriRecord, ctx: ParseContext): State {
  const schemeEnd = r.schemeEnd;
  const i = firstStop(OPAQUE_PATH_STOP, s, schemeEnd + 1);
  // (A code unit the opaque path state encodes or leaves out is for the state machine.)
  if (i < s.length && s.charCodeAt(i) !== 0x3f && s.charCodeAt(i) !== 0x23) return State.SchemeStart;
  r.usernameEnd = r.hostStart = r.hostEnd = r.pathStart = schemeEnd + 1;
  r.hasOpaquePath = true;
  const e = queryAndFragment(s, i, QUERY_STOP, code, upper ? schemeEnd : 0, 0, r);
  return e < 0 ? State.None : handOver(s, code, upper ? schemeEnd : 0, 0, r, e, r.fragmentStart !== OMITTED ? State.Fragment : State.Query, ctx);
}

/**
 * The recognizer stops at s[p], which the basic URL parser reads in `state`. The context says where, the
 * scheme (its code `code`), how much of s the output has in ASCII lower case (`lowerTo`: 0, the scheme's
 * end or the host's) and how many code units after the host it leaves out (`cut`: a default port).
 */
function handOver(s: string, code: number, lowerTo: number, cut: number, r: IriRecord, p: number, state: State, ctx: ParseContext): State {
  ctx.scheme = schemeOf(s, code, r.schemeEnd);
  ctx.stop = p;
  ctx.lowerTo = lowerTo;
  ctx.cut = cut;
  return state;
}

/** The scheme s[0, schemeEnd), whose code is `code`, in ASCII lower case. */
function schemeOf(s: string, code: number, schemeEnd: number): string {
  const known = specialSchemeOfCode(code);
  return known !== null ? known : s.slice(0, schemeEnd).toLowerCase();
}

/**
 * The query and fragment states from s[i], where the path ends (`query`: the scan of the URL's query
 * set, which holds "#"): -1 when they encode nothing (then r is s's record, handOver's `code`, `lowerTo`
 * and `cut` applied); else the first code unit they encode, in the fragment when r.fragmentStart is set.
 */
function queryAndFragment(s: string, i: number, query: Scan, code: number, lowerTo: number, cut: number, r: IriRecord): number {
  const n = s.length;
  if (i < n && s.charCodeAt(i) === 0x3f) { // query state
    r.queryStart = i - cut;
    i = firstStop(query, s, i + 1);
    if (i < n && s.charCodeAt(i) !== 0x23) return i;
  }
  if (i < n) { // fragment state
    r.fragmentStart = i - cut;
    i = firstStop(FRAGMENT_STOP, s, i + 1);
    if (i < n) return i;
  }
  const head = lowerTo === 0 ? '' : lowerTo === r.schemeEnd ? schemeOf(s, code, lowerTo) : s.slice(0, lowerTo).toLowerCase();
  r.href = cut !== 0 ? head + s.slice(lowerTo, r.hostEnd) + s.slice(r.hostEnd + cut) : lowerTo !== 0 ? head + s.slice(lowerTo) : s;
  return -1;
}
