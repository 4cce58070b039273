// Label helpers shared by UTS #46 and IDNA2008: splitting at U+002E, the "xn--" prefix, and the
// DNS length limits (RFC 1034 §3.1 as restated by RFC 5890 §2.3.2.1 and UTS #46 §4.2 step 4).
import { ErrorSink, record } from './errors';

const FULL_STOP = 0x2e;
const HYPHEN = 0x2d;

/** UTS #46 §4 step 3: break a code point sequence into labels at U+002E FULL STOP. */
export function splitLabels(cps: number[]): number[][] {
  const labels: number[][] = [];
  let start = 0;
  for (let i = 0; i <= cps.length; i++) {
    if (i === cps.length || cps[i] === FULL_STOP) {
      labels.push(cps.slice(start, i));
      start = i + 1;
    }
  }
  return labels;
}

/** True when the label starts with "xn--" (lowercase; callers map or lowercase first). */
export function hasXnPrefix(label: ArrayLike<number>): boolean {
  return label.length >= 4 && label[0] === 0x78 && label[1] === 0x6e && label[2] === HYPHEN && label[3] === HYPHEN;
}

export function hasNonAscii(label: ArrayLike<number>): boolean {
  for (let i = 0; i < label.length; i++) if (label[i] >= 0x80) return true;
  return false;
}

/** Hyphens in the third and fourth positions (UTS #46 V2, RFC 5891 §4.2.3.1). */
export function hasHyphens34(label: ArrayLike<number>): boolean {
  return label.length >= 4 && label[2] === HYPHEN && label[3] === HYPHEN;
}

export function startsWithHyphen(label: ArrayLike<number>): boolean {
  return label.length > 0 && label[0] === HYPHEN;
}

export function endsWithHyphen(label: ArrayLike<number>): boolean {
  return label.length > 0 && label[label.length - 1] === HYPHEN;
}

/**
 * Number of labels subject to the length limits: a last empty label is the root label and is
 * exempt when there is more than one label ("example.com.").
 */
export function labelsBeforeRoot(labelCount: number, lastIsEmpty: boolean): number {
  return labelCount > 1 && lastIsEmpty ? labelCount - 1 : labelCount;
}

/**
 * UTS #46 §4.2 step 4 (VerifyDnsLength) on the ASCII labels: "the length of the domain name,
 * excluding the root label and its dot, is from 1 to 253" and "the length of each label is from 1
 * to 63". Every label counts, the empty root label included: a trailing dot is an error
 * (IdnaTestV2 17.0.0 A4_2 on "a.b.c.d."; the 15.1.0 data still exempted it).
 */
export function verifyDnsLength(asciiLabels: string[], sink: ErrorSink): void {
  const count = labelsBeforeRoot(asciiLabels.length, asciiLabels[asciiLabels.length - 1].length === 0);
  let total = count - 1;
  for (let i = 0; i < asciiLabels.length; i++) {
    const n = asciiLabels[i].length;
    if (i < count) total += n;
    if (n === 0) record(sink, 'EMPTY_LABEL', i);
    else if (n > 63) record(sink, 'LABEL_TOO_LONG', i);
  }
  if (total < 1) record(sink, 'EMPTY_DOMAIN', -1);
  else if (total > 253) record(sink, 'DOMAIN_TOO_LONG', -1);
}
