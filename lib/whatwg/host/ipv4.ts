// URL §3.5 host parsing: the ends-in-a-number checker, the IPv4 parser and the IPv4 number
// parser; URL §3.6 the IPv4 serializer.

import { SPEED_PATHS, VALIDATION_ERRORS } from '../../core/build';
import type { ErrorSink } from '../../core/errors';
import { hexValue, isASCIIDigit } from '../../core/chars';

/**
 * URL §3.5 IPv4 number parser on s[start,end). Returns the value (a double: it may exceed
 * 2^32, which the caller rejects) or -1 for failure.
 */
function parseIPv4Number(s: string, start: number, end: number): number {
  if (start === end) return -1; // step 1
  let radix = 10;
  if (end - start >= 2 && s.charCodeAt(start) === 0x30) {
    const hex = (s.charCodeAt(start + 1) | 0x20) === 0x78; // step 4: "0x" or "0X"; else step 5: a leading 0
    radix = hex ? 16 : 8;
    start += hex ? 2 : 1;
  }
  if (start === end) return 0; // step 6
  let value = 0;
  for (let i = start; i < end; i++) {
    const d = hexValue(s.charCodeAt(i));
    if (d < 0 || d >= radix) return -1; // step 7
    value = value * radix + d;
  }
  // Past 2^53 the digits no longer matter: any value that large is rejected by the caller.
  return value;
}

/** URL §3.5 ends-in-a-number checker on the ASCII domain s[start,end) (default: all of s). */
export function endsInANumber(s: string, start = 0, end = s.length): boolean {
  // Quick reject, small enough to be inlined where it is called (a speed path, ../../core/build.ts:
  // the checker itself rejects the same non-empty domains).
  return (SPEED_PATHS ? mayEndInANumber(end > start ? s.charCodeAt(end - 1) : -1) : end > start) && lastPartIsANumber(s, start, end);
}

/**
 * Whether a domain whose last code unit is c may end in a number: the last part, if a number,
 * ends in a hex digit or "x", and the domain ends there or in one "." after it.
 */
function mayEndInANumber(c: number): boolean {
  return c === 0x2e || hexValue(c) >= 0 || (c | 0x20) === 0x78;
}

/** endsInANumber after its quick reject. */
function lastPartIsANumber(s: string, start: number, end: number): boolean {
  if (s.charCodeAt(end - 1) === 0x2e) end--; // step 3: drop a trailing empty part
  if (end === start) return false;
  const last = s.charCodeAt(end - 1);
  if (hexValue(last) < 0 && (last | 0x20) !== 0x78) return false;
  let partStart = end - 1; // (the last part: read back to its "." here, not with lastIndexOf, a runtime call)
  while (partStart > start && s.charCodeAt(partStart - 1) !== 0x2e) partStart--;
  let i = partStart;
  while (i < end && isASCIIDigit(s.charCodeAt(i))) i++;
  if (i === end) return true; // step 5
  return parseIPv4Number(s, partStart, end) >= 0; // step 6
}

/**
 * URL §3.5 IPv4 parser. Returns the address as a number, or -1 for failure.
 * `at` is the index of s[0] in the parser's input, for validation errors.
 */
export function parseIPv4(s: string, err: ErrorSink, at: number): number {
  let end = s.length;
  let partCount = 1;
  for (let i = 0; i < end; i++) if (s.charCodeAt(i) === 0x2e) partCount++;
  if (s.charCodeAt(end - 1) === 0x2e) { // step 2: the last part is empty
    if (VALIDATION_ERRORS && err) err('IPv4-empty-part', at + end - 1);
    if (partCount > 1) { end--; partCount--; }
  }
  if (partCount > 4) { // step 4
    if (VALIDATION_ERRORS && err) err('IPv4-too-many-parts', at);
    return -1;
  }
  if (partCount < 4 && VALIDATION_ERRORS && err) err('IPv4-too-few-parts', at); // step 3
  // step 6: parse every part first (a later non-numeric part fails before range checks).
  const numbers: number[] = [];
  let start = 0;
  let firstOutOfRange = -1;
  for (let k = 0; k < partCount; k++) {
    let partEnd = s.indexOf('.', start);
    if (partEnd < 0 || partEnd > end) partEnd = end;
    const n = parseIPv4Number(s, start, partEnd);
    if (n < 0) { // step 6.2
      if (VALIDATION_ERRORS && err) err('IPv4-non-numeric-part', at + start);
      return -1;
    }
    // step 6.3: the number parser's validationError, set by its steps 4-5 ("0x" or a leading 0).
    if (VALIDATION_ERRORS && err && partEnd - start >= 2 && s.charCodeAt(start) === 0x30) err('IPv4-non-decimal-part', at + start);
    if (n > 255 && firstOutOfRange < 0) firstOutOfRange = at + start;
    numbers.push(n);
    start = partEnd + 1;
  }
  if (firstOutOfRange >= 0 && VALIDATION_ERRORS && err) err('IPv4-out-of-range-part', firstOutOfRange); // step 7
  const last = numbers.length - 1;
  for (let k = 0; k < last; k++) if (numbers[k] > 255) return -1; // step 8
  if (numbers[last] >= Math.pow(256, 5 - numbers.length)) return -1; // step 9
  let ipv4 = numbers[last]; // steps 10-14
  for (let k = 0; k < last; k++) ipv4 += numbers[k] * Math.pow(256, 3 - k);
  return ipv4;
}

/** URL §3.6 IPv4 serializer. */
export function serializeIPv4(address: number): string {
  return (
    Math.floor(address / 16777216) % 256 + '.' +
    (Math.floor(address / 65536) % 256) + '.' +
    (Math.floor(address / 256) % 256) + '.' +
    (address % 256)
  );
}
