// URL §3.5 host parser (domains, IPv4, IPv6, opaque hosts) and URL §3.3 IDNA "domain parser".
// ASCII domains never reach the Unicode tables (URL §3.3 domain parser step 5).

import { SPEED_PATHS, VALIDATION_ERRORS } from '../../core/build';
import { HostKind } from '../../core/record';
import type { ErrorSink } from '../../core/errors';
import { asciiLowercase, hexValue, isASCIIUpperAlpha, isForbiddenDomainCodePoint, isForbiddenHostCodePoint } from '../../core/chars';
import { reportInvalidURLUnits } from '../../core/url-units';
import { EncodeSet, percentDecodeString, utf8PercentEncode } from '../../encoding/percent';
import { uts46ToASCII, uts46ToASCIIInto, uts46ToUnicode, type Uts46Options } from '../../idna/uts46';
import { isAscii } from '../../unicode/code-points';
import { endsInANumber, parseIPv4, serializeIPv4 } from './ipv4';
import { failure, parseIPv6, serializeIPv6 } from './ipv6';
import { PLAIN_HOST } from '../scanners';

/** What the host parser tells its caller besides the serialized host (whatwg/context.ts ParseContext): the host's kind. */
export interface HostOut { hostKind: HostKind }

/** URL §3.3 domain parser ToASCII with beStrict true and false (RELAXED: also domain to Unicode's flags). */
const STRICT: Uts46Options = {
  useSTD3ASCIIRules: true, checkHyphens: true, checkBidi: true, checkJoiners: true,
  transitionalProcessing: false, verifyDnsLength: true, ignoreInvalidPunycode: false,
};
const RELAXED: Uts46Options = {
  useSTD3ASCIIRules: false, checkHyphens: false, checkBidi: true, checkJoiners: true,
  transitionalProcessing: false, verifyDnsLength: false, ignoreInvalidPunycode: false,
};

/**
 * URL §3.3 domain parser: returns the ASCII domain or null (failure). `at` is where the host
 * starts in the parser input (for the validation error).
 */
export function parseDomain(domain: string, beStrict: boolean, err: ErrorSink, at: number): string | null {
  // steps 1-2: the strict result is needed only for the validation error, or when beStrict.
  let strictResult: string | null = null;
  if ((VALIDATION_ERRORS && err) || beStrict) {
    strictResult = uts46ToASCII(domain, STRICT);
    if (strictResult === null && VALIDATION_ERRORS && err) err('domain-to-ASCII', at);
  }
  if (beStrict) return strictResult; // step 3
  // step 5 (web compatibility: no UTS #46 for ASCII): an "xn--" label is kept as written; a fake
  // A-label ("xn--evil-") fails the strict run above (UTS #46 §4 step 4.1.3), which only reports.
  const result = isAscii(domain) ? asciiLowercase(domain) : uts46ToASCII(domain, RELAXED); // step 6
  if (result === null || result.length === 0) return null; // steps 6.2 and 7
  for (let i = 0; i < result.length; i++) { // step 8
    if (isForbiddenDomainCodePoint(result.charCodeAt(i))) return null;
  }
  return result;
}

/**
 * URL §3.3 domain to Unicode: UTS #46 ToUnicode with the URL Standard's flags; the domain
 * unchanged when an error was recorded (so that it round-trips with the domain parser).
 */
export function domainToUnicode(domain: string): string {
  const r = uts46ToUnicode(domain, RELAXED);
  return r.error ? domain : r.result;
}

/** URL §3.5 opaque-host parser on s[start,end). */
function parseOpaqueHost(s: string, start: number, end: number, err: ErrorSink): string | null {
  for (let i = start; i < end; i++) {
    if (isForbiddenHostCodePoint(s.charCodeAt(i))) return failure(err, 'host-invalid-code-point', i); // step 1
  }
  if (VALIDATION_ERRORS) reportInvalidURLUnits(s, start, end, err); // steps 2-3
  return utf8PercentEncode(s, start, end, EncodeSet.C0Control); // step 4
}

/**
 * URL §3.5 host parser on s[start,end) (a non-empty range unless opaque). Returns the
 * serialized host (URL §3.6) or null for failure; the kind is left in out.hostKind.
 */
export function parseHost(s: string, start: number, end: number, isOpaque: boolean, err: ErrorSink, out: HostOut): string | null {
  if (start < end && s.charCodeAt(start) === 0x5b) { // step 1
    if (s.charCodeAt(end - 1) !== 0x5d || end - start < 2) return failure(err, 'IPv6-unclosed', start);
    const address = parseIPv6(s, start + 1, end - 1, err);
    if (address === null) return null;
    out.hostKind = HostKind.IPv6;
    return '[' + serializeIPv6(address) + ']';
  }
  if (isOpaque) { // step 2
    const opaque = parseOpaqueHost(s, start, end, err);
    if (opaque === null) return null;
    out.hostKind = opaque.length === 0 ? HostKind.Empty : HostKind.Opaque;
    return opaque;
  }
  // steps 4-8 in one pass for plain host code points (scanners.ts) and ASCII upper alpha: the input
  // in ASCII lower case. Without an error sink only (else step 2's strict run must see the domain).
  // (A speed path, ../../core/build.ts: the steps below give the same host.)
  if (SPEED_PATHS && !err && end > start) {
    let i = start;
    let upper = false;
    for (; i < end; i++) {
      const c = s.charCodeAt(i);
      if (c < 0x80 && PLAIN_HOST[c] === 1) continue;
      if (!isASCIIUpperAlpha(c)) break;
      upper = true;
    }
    if (i === end) {
      // ASCII only, so toLowerCase is ASCII lowercase. (Step 8 reads the input, not a slice: in V8,
      // endsInANumber, a hot loop, runs slower for every string once it has read a sliced one.)
      const slice = s.slice(start, end);
      const host = upper ? slice.toLowerCase() : slice;
      if (endsInANumber(s, start, end)) return ipv4Host(host, err, start, out);
      out.hostKind = HostKind.Domain;
      return host;
    }
  }
  // steps 4-5: percent-decode and UTF-8 decode (a slice when there is nothing to decode).
  if (VALIDATION_ERRORS && err) {
    for (let i = start; i + 2 < end; i++) {
      if (s.charCodeAt(i) === 0x25 && hexValue(s.charCodeAt(i + 1)) >= 0 && hexValue(s.charCodeAt(i + 2)) >= 0) {
        err('domain-percent-encoded', i);
        break;
      }
    }
  }
  const domain = percentDecodeString(s, start, end);
  const asciiDomain = parseDomain(domain, false, err, start); // step 6
  if (asciiDomain === null) return null; // step 7
  if (endsInANumber(asciiDomain)) return ipv4Host(asciiDomain, err, start, out); // step 8
  out.hostKind = HostKind.Domain;
  return asciiDomain; // step 9
}

/**
 * URL §3.5 host parser steps 4-9 for s[start,end), a domain with non-ASCII, no "%" and no lone
 * surrogate, with no error sink: writes the ASCII domain (uts46.ts uts46ToASCIIInto) at buf[o...]
 * and returns its end. -1 for failure; -2 when the caller must run parseHost (no room in buf, or
 * a last label starting with a digit, which may end in a number: step 8, IPv4).
 */
export function domainToASCIIInto(s: string, start: number, end: number, buf: Uint8Array, o: number): number {
  const e = uts46ToASCIIInto(s, start, end, buf, o, RELAXED); // domain parser step 6
  if (e < 0) return e;
  if (e === o) return -1; // step 7
  let last = e; // without one trailing "." (URL §3.5 ends in a number steps 2-3)
  if (buf[last - 1] === 0x2e) last--;
  let label = o; // where the last label starts
  for (let k = o; k < last; k++) {
    const c = buf[k];
    if (isForbiddenDomainCodePoint(c)) return -1; // step 8
    if (c === 0x2e) label = k + 1;
  }
  if (label < last && buf[label] >= 0x30 && buf[label] <= 0x39) return -2;
  return e;
}

/** Host parser step 8, asciiDomain ending in a number: the serialized IPv4 address, or null (failure). */
function ipv4Host(asciiDomain: string, err: ErrorSink, start: number, out: HostOut): string | null {
  const address = parseIPv4(asciiDomain, err, start);
  if (address < 0) return null;
  out.hostKind = HostKind.IPv4;
  return serializeIPv4(address);
}
