// URL §3.5 IPv6 parser and URL §3.6 IPv6 serializer (with RFC 5952 compression).

import { VALIDATION_ERRORS } from '../../core/build';
import type { ErrorSink, ValidationErrorCode } from '../../core/errors';
import { hexValue, isASCIIDigit } from '../../core/chars';

/** A validation error (URL §1.1), then failure (null): how most failing steps of the host parsers end. */
export function failure(err: ErrorSink, code: ValidationErrorCode, at: number): null {
  if (VALIDATION_ERRORS && err) err(code, at);
  return null;
}

/**
 * URL §3.5 IPv6 parser on s[start,end) (brackets removed). Returns the eight pieces, or null.
 * Errors are reported at their index in the parser input (`s` is that input).
 */
export function parseIPv6(s: string, start: number, end: number, err: ErrorSink): number[] | null {
  const address = [0, 0, 0, 0, 0, 0, 0, 0]; // step 1
  let pieceIndex = 0;
  let compress = -1;
  let p = start;
  const at = (i: number) => (i < end ? s.charCodeAt(i) : -1);
  if (at(p) === 0x3a) { // step 5
    if (at(p + 1) !== 0x3a) return failure(err, 'IPv6-invalid-compression', p);
    p += 2;
    compress = ++pieceIndex;
  }
  while (p < end) { // step 6
    if (pieceIndex === 8) return failure(err, 'IPv6-too-many-pieces', p);
    if (at(p) === 0x3a) { // step 6.2
      if (compress !== -1) return failure(err, 'IPv6-multiple-compression', p);
      p++;
      compress = ++pieceIndex;
      continue;
    }
    let value = 0, length = 0; // steps 6.3-6.4
    const pieceStart = p;
    while (length < 4) {
      const d = hexValue(at(p));
      if (d < 0) break;
      value = value * 16 + d;
      p++;
      length++;
    }
    const c = at(p);
    if (c === 0x2e) { // step 6.5: IPv4 in IPv6
      if (length === 0) return failure(err, 'IPv4-in-IPv6-invalid-code-point', p);
      p -= length;
      if (pieceIndex > 6) return failure(err, 'IPv4-in-IPv6-too-many-pieces', p);
      let numbersSeen = 0;
      while (p < end) {
        let ipv4Piece = -1;
        // steps 6.5.5.2-3: after a number (never followed by a digit here), a "." unless 4 were
        // seen; then a digit, else failure.
        if (numbersSeen > 0 && numbersSeen < 4 && at(p) === 0x2e) p++;
        if (!isASCIIDigit(at(p))) return failure(err, 'IPv4-in-IPv6-invalid-code-point', p);
        while (isASCIIDigit(at(p))) {
          const n = at(p) - 0x30;
          if (ipv4Piece === -1) ipv4Piece = n;
          else if (ipv4Piece === 0) return failure(err, 'IPv4-in-IPv6-invalid-code-point', p);
          else ipv4Piece = ipv4Piece * 10 + n;
          if (ipv4Piece > 255) return failure(err, 'IPv4-in-IPv6-out-of-range-part', p);
          p++;
        }
        address[pieceIndex] = address[pieceIndex] * 0x100 + ipv4Piece;
        numbersSeen++;
        if (numbersSeen === 2 || numbersSeen === 4) pieceIndex++;
      }
      if (numbersSeen !== 4) return failure(err, 'IPv4-in-IPv6-too-few-parts', p);
      break;
    } else if (c === 0x3a) { // step 6.6
      p++;
      if (p >= end) return failure(err, 'IPv6-invalid-code-point', p);
    } else if (p < end) return failure(err, 'IPv6-invalid-code-point', p); // step 6.7
    // step 6.8
    if (length > 1 && value < Math.pow(16, length - 1) && VALIDATION_ERRORS && err) err('IPv6-piece-leading-zero', pieceStart);
    address[pieceIndex] = value; // step 6.9
    pieceIndex++;
  }
  if (compress !== -1) { // step 7
    let swaps = pieceIndex - compress;
    pieceIndex = 7;
    while (pieceIndex !== 0 && swaps > 0) {
      const t = address[pieceIndex];
      address[pieceIndex] = address[compress + swaps - 1];
      address[compress + swaps - 1] = t;
      pieceIndex--;
      swaps--;
    }
  } else if (pieceIndex !== 8) return failure(err, 'IPv6-too-few-pieces', p); // step 8
  return address;
}

/** URL §3.6 find the IPv6 address compressed piece index (-1 for null). */
function compressedPieceIndex(address: number[]): number {
  let longestIndex = -1, longestSize = 1, foundIndex = -1, foundSize = 0;
  for (let i = 0; i < 8; i++) {
    if (address[i] !== 0) {
      if (foundSize > longestSize) { longestIndex = foundIndex; longestSize = foundSize; }
      foundIndex = -1;
      foundSize = 0;
    } else {
      if (foundIndex === -1) foundIndex = i;
      foundSize++;
    }
  }
  return foundSize > longestSize ? foundIndex : longestIndex;
}

/** URL §3.6 IPv6 serializer (without brackets). */
export function serializeIPv6(address: number[]): string {
  let output = '';
  const compress = compressedPieceIndex(address);
  let ignore0 = false;
  for (let i = 0; i < 8; i++) {
    if (ignore0 && address[i] === 0) continue;
    ignore0 = false;
    if (compress === i) {
      output += i === 0 ? '::' : ':';
      ignore0 = true;
      continue;
    }
    output += address[i].toString(16);
    if (i !== 7) output += ':';
  }
  return output;
}
