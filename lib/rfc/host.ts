// RFC 3986 §3.2.2 host grammar for the strict modes: IP-literal (IPv6address, IPvFuture, and
// RFC 6874 IPv6addrz), IPv4address with dec-octet, and reg-name (checked by the caller).

import { RFC_CHARS, RfcSet } from './chars';
import { hexValue } from '../core/chars';

/** RFC 3986 §3.2.2 dec-octet: 0-255 without leading zeros. */
function isDecOctet(s: string, start: number, end: number): boolean {
  const n = end - start;
  if (n < 1 || n > 3) return false;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return false;
  }
  if (n > 1 && s.charCodeAt(start) === 0x30) return false;
  return n < 3 || Number(s.slice(start, end)) <= 255;
}

/** RFC 3986 §3.2.2 IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet. */
export function isIPv4address(s: string, start: number, end: number): boolean {
  let partStart = start;
  let parts = 0;
  for (let i = start; i <= end; i++) {
    if (i === end || s.charCodeAt(i) === 0x2e) {
      if (!isDecOctet(s, partStart, i)) return false;
      parts++;
      partStart = i + 1;
    }
  }
  return parts === 4;
}

/** h16 = 1*4HEXDIG */
function isH16(s: string, start: number, end: number): boolean {
  if (end - start < 1 || end - start > 4) return false;
  for (let i = start; i < end; i++) if (hexValue(s.charCodeAt(i)) < 0) return false;
  return true;
}

/**
 * Counts the 16-bit pieces of groups separated by ":" in s[start,end), or -1 when a group is
 * not h16; `allowIPv4Tail` lets the last group be an IPv4address (two pieces, ls32).
 */
function countPieces(s: string, start: number, end: number, allowIPv4Tail: boolean): number {
  if (start === end) return 0;
  let count = 0;
  let groupStart = start;
  for (let i = start; i <= end; i++) {
    if (i === end || s.charCodeAt(i) === 0x3a) {
      if (isH16(s, groupStart, i)) count++;
      else if (i === end && allowIPv4Tail && isIPv4address(s, groupStart, i)) count += 2;
      else return -1;
      groupStart = i + 1;
    }
  }
  return count;
}

/**
 * RFC 3986 §3.2.2 IPv6address, all nine forms: either 8 pieces, or "::" standing for at least
 * one zero piece with at most 7 pieces around it; the IPv4 tail (ls32) only at the very end.
 */
export function isIPv6address(s: string, start: number, end: number): boolean {
  const dc = s.indexOf('::', start);
  if (dc < 0 || dc + 2 > end) return countPieces(s, start, end, true) === 8;
  // Left of the first "::" only h16 pieces; right of it an empty group (a second "::" or a
  // leading ":") makes countPieces fail.
  const left = countPieces(s, start, dc, false);
  const right = countPieces(s, dc + 2, end, true);
  return left >= 0 && right >= 0 && left + right <= 7;
}

/** RFC 3986 §3.2.2 IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ). */
export function isIPvFuture(s: string, start: number, end: number): boolean {
  if (end - start < 4 || (s.charCodeAt(start) | 0x20) !== 0x76) return false;
  let i = start + 1;
  while (i < end && hexValue(s.charCodeAt(i)) >= 0) i++;
  if (i === start + 1 || i >= end || s.charCodeAt(i) !== 0x2e) return false;
  i++;
  if (i === end) return false;
  for (; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x80 || (RFC_CHARS[c] & (RfcSet.Unreserved | RfcSet.SubDelims | RfcSet.Colon)) === 0) return false;
  }
  return true;
}

/** RFC 6874 §2 ZoneID = 1*( unreserved / pct-encoded ); returns the index of the first bad code unit or -1. */
export function checkZoneID(s: string, start: number, end: number): number {
  if (start === end) return start;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x25) {
      if (i + 2 >= end || hexValue(s.charCodeAt(i + 1)) < 0 || hexValue(s.charCodeAt(i + 2)) < 0) return i;
      i += 2;
      continue;
    }
    if (c >= 0x80 || (RFC_CHARS[c] & RfcSet.Unreserved) === 0) return i;
  }
  return -1;
}
