// RFC 3987 §4.2 Bidi IRI structure: SHOULD rules on each component, reported as warnings.

import { FIRST_RTL_CODE_POINT } from '../idna/bidi';
import { codePointAt } from '../core/chars';
import type { RfcSink } from '../core/errors';
import { rfcIssue } from '../core/errors';
import { BidiClass, bidiClass } from '../unicode/properties';

/** Code points below U+0590 have no right-to-left Bidi_Class (a fast exit for most text). */

/**
 * RFC 3987 §4.2 for s[start,end) split into components at any of `separators` (§4.2 lets a
 * scheme's parts be smaller components: labels, file extensions, query names and values).
 */
export function checkBidiComponents(s: string, start: number, end: number, separators: string, component: string, sink: RfcSink): void {
  let hasRtl = false;
  for (let i = start; i < end; i++) if (s.charCodeAt(i) >= FIRST_RTL_CODE_POINT) { hasRtl = true; break; }
  if (!hasRtl) return;
  let from = start;
  for (let i = start; i <= end; i++) {
    if (i === end || separators.indexOf(s.charAt(i)) >= 0) {
      checkBidiStructure(s, from, i, component, sink);
      from = i + 1;
    }
  }
}

/**
 * RFC 3987 §4.2 for the component s[start,end): 1. it should not use both right-to-left and
 * left-to-right characters; 2. if it uses right-to-left characters, it should start and end
 * with one. Right-to-left = Bidi_Class R or AL; left-to-right = L.
 */
export function checkBidiStructure(s: string, start: number, end: number, component: string, sink: RfcSink): void {
  let hasRtl = false;
  for (let i = start; i < end; i++) if (s.charCodeAt(i) >= FIRST_RTL_CODE_POINT) { hasRtl = true; break; }
  if (!hasRtl) return;
  let rtl = false, ltr = false;
  let first = -1, last = -1;
  for (let i = start; i < end; ) {
    const cp = codePointAt(s, i);
    const bc = bidiClass(cp);
    const isRtl = bc === BidiClass.R || bc === BidiClass.AL;
    if (isRtl) rtl = true;
    else if (bc === BidiClass.L) ltr = true;
    if (first < 0) first = isRtl ? 1 : 0;
    last = isRtl ? 1 : 0;
    i += cp > 0xffff ? 2 : 1;
  }
  if (!rtl) return;
  if (ltr) sink(rfcIssue('bidi-mixed-direction', start, component, undefined, 'warning'));
  if (first !== 1 || last !== 1) sink(rfcIssue('bidi-component-boundary', start, component, undefined, 'warning'));
}
