// URL §4.4 (path, opaque path, query and fragment states; opaque-host parser steps 2-3): the
// invalid-URL-unit validation errors, reported only when the caller collects them.

import type { ErrorSink } from './errors';
import { hexValue, isURLCodePoint, codePointAt } from './chars';

/**
 * Reports invalid-URL-unit for each code point of s[start,end) that is not a URL code point
 * and not "%", and for each "%" not followed by two ASCII hex digits.
 */
export function reportInvalidURLUnits(s: string, start: number, end: number, err: ErrorSink): void {
  if (!err) return;
  for (let i = start; i < end; i++) {
    let cp = s.charCodeAt(i);
    if (cp === 0x25) {
      if (i + 2 >= end || hexValue(s.charCodeAt(i + 1)) < 0 || hexValue(s.charCodeAt(i + 2)) < 0) {
        err('invalid-URL-unit', i);
      }
      continue;
    }
    cp = codePointAt(s, i, end);
    if (cp > 0xffff) {
      if (!isURLCodePoint(cp)) err('invalid-URL-unit', i);
      i++;
      continue;
    }
    if (!isURLCodePoint(cp)) err('invalid-URL-unit', i);
  }
}
