// The one recognizer in front of the URL parser (URL §4.4): input that is already the URL
// serializer's output (URL §4.5) in one of the two common shapes, with a lowercase scheme and a
// path, query and fragment that need no change: "scheme://host[:port][/path][?query][#fragment]"
// with a host of plain host code points (scanners.ts: a domain, or an opaque host when the
// scheme is not special) or an empty one where allowed, a port that is neither the default nor
// written with leading zeros, and the "/" of a special path; or a URL with an opaque path,
// "scheme:path[?query][#fragment]". Then the
// basic URL parser gives the input back unchanged, and the record's offsets are where the scans
// stopped; for anything else it returns null and the parser runs. Native scans only, nothing
// allocated before it knows it succeeds. spec-tests/whatwg-url/recognizer.test.ts compares it
// with the parser alone on the corpora and on generated input.

import { IriRecord, HostKind, OMITTED } from '../core/record';
import { schemeDefaultPort } from '../core/schemes';
import { SPEED_PATHS } from '../core/build';
import { endsInANumber } from './host/ipv4';
import { dotSegment } from './parts';
import { firstStop, FRAGMENT_STOP, OPAQUE_PATH_STOP, PLAIN_HOST, PATH_STOP, QUERY_STOP, SPECIAL_QUERY_STOP } from './scanners';

/**
 * Whether the recognizer and the one pass run: a switch for tests (which run every case through
 * the state machine with it off) and for scripts/build-no-quick-path.mjs, never per-parse state.
 */
const speedPaths = { enabled: true };
/** False in scripts/build-no-quick-path.mjs's build only: the parser without the recognizer (the one pass stays). */
const quick = true;

/** Turns the recognizer and the one pass off or on (tests use this to run every case through the state machine). */
export function setFastPathEnabled(on: boolean): void {
  speedPaths.enabled = on;
}

/** Whether the recognizer and the one pass run (built in, and not turned off). */
export function fastPathOn(): boolean {
  return SPEED_PATHS && speedPaths.enabled;
}

/**
 * The record of s when the basic URL parser would give s back unchanged and s has the shape
 * above; else null.
 */
export function recognize(s: string): IriRecord | null {
  if (!quick || !speedPaths.enabled) return null;
  const n = s.length;
  // scheme start and scheme states: ASCII lower alpha, then ASCII lower alphanumeric, "+", "-"
  // or "."; upper case would be lowercased.
  let i = 0;
  let c = n > 0 ? s.charCodeAt(0) : 0;
  // (Input that ends in a C0 control or space, which step 1.3 trims, is told at once.)
  if (c < 0x61 || c > 0x7a || s.charCodeAt(n - 1) <= 0x20) return null;
  while (++i < n && (((c = s.charCodeAt(i)) >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e));
  if (c !== 0x3a || i === n) return null;
  const dp = schemeDefaultPort(s, 0, i); // (-1: file; -2: not special)
  if (dp === -2 && s.charCodeAt(i + 1) !== 0x2f) return opaque(s, i);
  if (s.charCodeAt(i + 1) !== 0x2f || s.charCodeAt(i + 2) !== 0x2f) return null;
  const special = dp !== -2;
  const schemeEnd = i;
  const hostStart = i + 3;
  // host state: a domain of plain host code points is itself (URL §3.3 domain to ASCII step 5),
  // unless it ends in a number (an IPv4 address), and so is an opaque host (URL §3.5 opaque-host
  // parser: nothing forbidden, nothing to encode); a special URL other than file needs a host; a
  // file URL's "localhost" is the empty host.
  let hostEnd = hostStart;
  while (hostEnd < n && (c = s.charCodeAt(hostEnd)) < 0x80 && PLAIN_HOST[c] === 1) hostEnd++;
  if (hostEnd === hostStart ? dp >= 0 : special && endsInANumber(s, hostStart, hostEnd)) return null;
  if (dp === -1 && hostEnd - hostStart === 9 && s.slice(hostStart, hostEnd) === 'localhost') return null;
  i = hostEnd;
  c = i < n ? s.charCodeAt(i) : -1;
  let port = OMITTED;
  if (c === 0x3a) {
    // port state: ASCII digits, written back without leading zeros, and not at all when the default.
    if (dp === -1 || hostEnd === hostStart) return null;
    const portStart = ++i;
    port = 0;
    for (; i < n && (c = s.charCodeAt(i)) >= 0x30 && c <= 0x39; i++) {
      port = port * 10 + (c - 0x30);
      if (port > 65535) return null;
    }
    if (i === portStart || (s.charCodeAt(portStart) === 0x30 && i - portStart > 1) || port === dp) return null;
    c = i < n ? s.charCodeAt(i) : -1;
  }
  // path start state: the serializer writes the "/" of an empty special path, which the input lacks.
  if (c !== 0x2f && (special || (c !== -1 && c !== 0x3f && c !== 0x23))) return null;
  // A file URL's first segment that may be a Windows drive letter has its quirks (URL §4.4 path state 1.4).
  if (dp === -1 && i + 2 < n && (s.charCodeAt(i + 2) === 0x3a || s.charCodeAt(i + 2) === 0x7c)) return null;
  const pathStart = i;
  // path state: runs that need no change, up to "?", "#" or the end; a "/" before "." or "%"
  // is a dot segment (shortened or dropped) or goes on.
  if (c === 0x2f) i = firstStop(PATH_STOP, s, i);
  while (i < n && (c = s.charCodeAt(i)) === 0x2f) {
    let e = i + 1;
    while (e < n && e - i <= 7 && (c = s.charCodeAt(e)) !== 0x2f && c !== 0x3f && c !== 0x23) e++;
    if (dotSegment(s, i + 1, e) !== 0) return null;
    i = firstStop(PATH_STOP, s, i + 1);
  }
  const r = queryAndFragment(s, i, special ? SPECIAL_QUERY_STOP : QUERY_STOP, schemeEnd);
  if (r === null) return null;
  r.usernameEnd = r.hostStart = hostStart;
  r.hostEnd = hostEnd;
  r.hostKind = hostEnd === hostStart ? HostKind.Empty : special ? HostKind.Domain : HostKind.Opaque;
  r.port = port;
  r.pathStart = pathStart;
  return r;
}

/**
 * opaque path state from s[i + 1], after "scheme:" (not special, no "/"): code points outside the
 * C0 control percent-encode set and not space (scanners.ts OPAQUE_PATH_STOP), up to "?", "#" or the end.
 */
function opaque(s: string, schemeEnd: number): IriRecord | null {
  const r = queryAndFragment(s, firstStop(OPAQUE_PATH_STOP, s, schemeEnd + 1), QUERY_STOP, schemeEnd);
  if (r === null) return null;
  r.usernameEnd = r.hostStart = r.hostEnd = r.pathStart = schemeEnd + 1;
  r.hasOpaquePath = true;
  return r;
}

/**
 * The record of s, with its scheme ending at schemeEnd and its path at i, when s[i...] is
 * nothing, or "?" and a query with nothing to encode (`query`: the scan of the URL's query set,
 * which holds "#"), or "#" and a fragment with nothing to encode, or both; else null. (Made only
 * then: nothing is allocated for input the recognizer gives up on.)
 */
function queryAndFragment(s: string, i: number, query: RegExp, schemeEnd: number): IriRecord | null {
  const n = s.length;
  const pathEnd = i;
  if (i < n && s.charCodeAt(i) === 0x3f) i = firstStop(query, s, i + 1); // query state
  if (i < n && (s.charCodeAt(i) !== 0x23 || firstStop(FRAGMENT_STOP, s, i + 1) !== n)) return null; // fragment state
  const r = new IriRecord();
  r.href = s;
  r.schemeEnd = schemeEnd;
  if (pathEnd < i) r.queryStart = pathEnd;
  if (i < n) r.fragmentStart = i;
  return r;
}
