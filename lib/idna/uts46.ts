// UTS #46 Unicode IDNA Compatibility Processing, the current algorithm (revision 33 and later,
// Unicode 16.0 on) on our Unicode tables (17.0.0, or 15.1.0 as a build option): §4 Processing (map, normalize, break,
// convert/validate), §4.1 Validity Criteria, §4.2 ToASCII and §4.3 ToUnicode.
// Unlike revision 31 (the text published with Unicode 15.1.0): an "xn--" label that decodes to
// the empty string or to ASCII only is an error (§4 step 4.1.3: "xn--evil-" is not "evil"); the
// 15.1.0 statuses disallowed_STD3_valid / disallowed_STD3_mapped read as valid / mapped and
// UseSTD3ASCIIRules is a validity criterion on ASCII; without CheckHyphens a label must not start
// with "xn--"; under Transitional_Processing U+1E9E maps to "ss".
import { codePointAt } from '../core/chars';
import { IdnaStatus, appendIdnaMapping, idnaStatus } from '../unicode/idna-mapping';
import { combiningClass, isNfcQuickCheckYes, nfc, isNfc } from '../unicode/normalize';
import { BidiClass, bidiClass, isMark } from '../unicode/properties';
import { fromCodePoints, toCodePoints } from '../unicode/code-points';
import { ErrorSink, IdnaError, errorSink, record, recordBidi } from './errors';
import { bidiRuleFailures, hasRtlCharacter } from './bidi';
import { contextJRule, isContextJ } from './context-rules';
import { SHORT_LABEL, punycodeDecode, punycodeEncode, punycodeEncodeInto } from './punycode';
import { asciiString } from '../core/ascii-string';
import {
  endsWithHyphen, hasHyphens34, hasNonAscii, hasXnPrefix, labelsBeforeRoot, splitLabels, startsWithHyphen, verifyDnsLength,
} from './labels';
import { SPEED_PATHS, URL_ONLY } from '../core/build';

/**
 * UTS #46 §4 flags (names as in the spec, lowerCamelCase):
 * - useSTD3ASCIIRules: UseSTD3ASCIIRules; §4.1 criterion 8: every ASCII code point of a label,
 *   mapped ones included, is a-z, 0-9 or "-" (IdnaTestV2 17.0.0 status U1). It no longer changes
 *   the mapping: disallowed_STD3_valid / disallowed_STD3_mapped (15.1.0) read as valid / mapped.
 * - checkHyphens: CheckHyphens; §4.1 criteria 2 (no "--" in positions 3-4) and 3 (no leading or
 *   trailing "-"); when false, criterion 4: no label starts with "xn--".
 * - checkBidi: CheckBidi; criterion 10, the RFC 5893 Bidi rule on every label of a Bidi domain name.
 * - checkJoiners: CheckJoiners; criterion 9, the RFC 5892 Appendix A.1/A.2 CONTEXTJ rules.
 * - transitionalProcessing: Transitional_Processing; deviation code points are mapped (true) or
 *   kept (false), and U+1E9E maps to "ss" (true) or "ß" (false). Labels decoded from Punycode
 *   are always validated nontransitionally.
 * - verifyDnsLength: VerifyDnsLength (ToASCII, §4.2 step 4): labels 1-63 and the name 1-253
 *   octets (the name without the root label and its dot); the empty root label of a trailing dot
 *   is an error too, as IdnaTestV2 17.0.0 has it. ToUnicode has no such flag in the spec; here it
 *   makes empty labels other than the root label an error (IdnaTestV2's X4_2 status).
 * - ignoreInvalidPunycode: IgnoreInvalidPunycode (§4 step 4.1.2); an "xn--" label that fails to
 *   decode is kept as it is instead of recording an error (the validity criteria then see it).
 */
export interface Uts46Options {
  // (In the URL_ONLY builds, ../core/build.ts, the flags are the URL Standard's whatever the
  // options say: Transitional_Processing, UseSTD3ASCIIRules, CheckHyphens, VerifyDnsLength and
  // IgnoreInvalidPunycode false, CheckBidi and CheckJoiners true.)
  /** UseSTD3ASCIIRules: only a-z, 0-9 and "-" among a label's ASCII code points (§4.1 criterion 8). */
  useSTD3ASCIIRules: boolean;
  /** CheckHyphens: no "--" in positions 3-4, no "-" first or last (§4.1 criteria 2-3). */
  checkHyphens: boolean;
  /** CheckBidi: the RFC 5893 Bidi rule on every label of a Bidi domain name (criterion 10). */
  checkBidi: boolean;
  /** CheckJoiners: the RFC 5892 Appendix A.1/A.2 CONTEXTJ rules for ZWNJ and ZWJ (criterion 9). */
  checkJoiners: boolean;
  /** Transitional_Processing: deviation code points (ß, ς, ZWJ, ZWNJ) mapped rather than kept. */
  transitionalProcessing: boolean;
  /** VerifyDnsLength: labels of 1-63 octets and a name of 1-253 (§4.2 step 4). */
  verifyDnsLength: boolean;
  /** IgnoreInvalidPunycode: an "xn--" label that does not decode is kept rather than an error. */
  ignoreInvalidPunycode: boolean;
}

const FULL_STOP = 0x2e;

const LATIN_CAPITAL_LETTER_SHARP_S = 0x1e9e;

/**
 * §4 Processing step 1: map each code point according to its status (§5). This step records no
 * error: disallowed code points stay in place and the validity criteria (§4.1 criterion 7) reject
 * them after normalization (so "=" + U+0338, which composes to U+2260, is accepted). The 15.1.0
 * statuses disallowed_STD3_valid / disallowed_STD3_mapped read as valid / mapped, as the table
 * has them from Unicode 16.0 on; UseSTD3ASCIIRules is left to the validity criteria.
 * Also the local mapping that RFC 5891 §5.2 allows before IDNA2008 lookup.
 */
export function uts46Map(domain: string, options: Pick<Uts46Options, 'transitionalProcessing'>): number[] {
  const mapped: number[] = [];
  for (let i = 0; i < domain.length; i++) {
    const cp = codePointAt(domain, i);
    if (cp > 0xffff) i++;
    const status = idnaStatus(cp);
    if (status === IdnaStatus.ignored) continue;
    if (
      status === IdnaStatus.mapped ||
      // (The URL_ONLY tables store disallowed_STD3_mapped as mapped, deviation as valid.)
      (!URL_ONLY && (status === IdnaStatus.disallowed_STD3_mapped || (status === IdnaStatus.deviation && options.transitionalProcessing)))
    ) {
      // "mapped: ... except that under Transitional_Processing U+1E9E is replaced by "ss"".
      if (!URL_ONLY && cp === LATIN_CAPITAL_LETTER_SHARP_S && options.transitionalProcessing) mapped.push(0x73, 0x73);
      else appendIdnaMapping(cp, mapped);
    } else {
      // valid, disallowed, disallowed_STD3_valid, deviation under Nontransitional Processing: unchanged.
      mapped.push(cp);
    }
  }
  return mapped;
}

/**
 * §4 Processing steps 1-4: returns the labels of the processed domain name (decoded from
 * Punycode where applicable), recording errors in the sink. Returns null when the sink stops at
 * the first error and one was recorded.
 */
export function uts46Process(domain: string, options: Uts46Options, sink: ErrorSink): number[][] | null {
  // 1. Map each code point according to its status (§5).
  const mapped = uts46Map(domain, options);

  // 2. Normalize to NFC. 3. Break into labels at U+002E FULL STOP.
  const labels = splitLabels(nfc(mapped));

  // 4. Convert/Validate each label.
  const validated: boolean[] = [];
  for (let i = 0; i < labels.length; i++) {
    let label = labels[i];
    validated[i] = false;
    let transitional = !URL_ONLY && options.transitionalProcessing;
    let fromPunycode = false;
    if (hasXnPrefix(label)) {
      // 4.1.1 An "xn--" label must be ASCII.
      if (hasNonAscii(label)) {
        record(sink, 'PUNYCODE', i);
        if (sink.stopAtFirst) return null;
        continue;
      }
      // 4.1.2 Convert the rest of the label with Punycode; the result replaces the label.
      const decoded = punycodeDecode(fromCodePoints(label, 4));
      if (decoded === null) {
        if (URL_ONLY || !options.ignoreInvalidPunycode) {
          record(sink, 'PUNYCODE', i);
          if (sink.stopAtFirst) return null;
          continue;
        }
      } else {
        label = labels[i] = toCodePoints(decoded);
        fromPunycode = true;
        // 4.1.3 "If the label is empty, or if the label contains only ASCII code points, record
        // that there was an error": a fake A-label ("xn--evil-" is not "evil", "xn--" not "").
        if (!hasNonAscii(label)) {
          record(sink, 'FAKE_A_LABEL', i);
          if (sink.stopAtFirst) return null;
        }
      }
      // 4.1.4 Validate with Nontransitional Processing.
      transitional = false;
    }
    // 4.1.4 / 4.2: the validity criteria.
    checkValidity(label, i, transitional, fromPunycode, options, sink);
    validated[i] = true;
    if (sink.failed && sink.stopAtFirst) return null;
  }

  // §4.1 criterion 10, CheckBidi: in a Bidi domain name (RFC 5893 §1.4) every label satisfies the Bidi rule.
  if ((URL_ONLY || options.checkBidi) && isBidiDomain(labels)) {
    for (let i = 0; i < labels.length; i++) {
      if (!validated[i]) continue;
      recordBidi(sink, bidiRuleFailures(labels[i]), i);
      if (sink.failed && sink.stopAtFirst) return null;
    }
  }
  return labels;
}

function isBidiDomain(labels: number[][]): boolean {
  for (let i = 0; i < labels.length; i++) if (hasRtlCharacter(labels[i])) return true;
  return false;
}

/**
 * §4.1 Validity Criteria 1-9 for one label (criterion 10, the Bidi rule, needs the whole name:
 * see uts46Process). IdnaTestV2 17.0.0 codes: V1-V7, U1 (criterion 8), C1/C2 (criterion 9).
 */
function checkValidity(
  label: number[], index: number, transitional: boolean, fromPunycode: boolean, options: Uts46Options, sink: ErrorSink,
): void {
  // 1 (V1): the label must be in NFC (labels not from Punycode were normalized in step 2).
  if (fromPunycode && !isNfc(label)) record(sink, 'NOT_NFC', index);
  if (!URL_ONLY && options.checkHyphens) {
    // 2 (V2): no U+002D in both the third and fourth positions.
    if (hasHyphens34(label)) record(sink, 'HYPHEN_3_4', index);
    // 3 (V3): must neither begin nor end with U+002D.
    if (startsWithHyphen(label)) record(sink, 'LEADING_HYPHEN', index);
    if (endsWithHyphen(label)) record(sink, 'TRAILING_HYPHEN', index);
  } else if (hasXnPrefix(label)) {
    // 4 (V4): "If not CheckHyphens, the label must not begin with "xn--"" (decoded "xn--xn--a--gua").
    record(sink, 'HYPHEN_3_4', index);
  }
  // 5 (V5): must not contain U+002E (only possible in a label decoded from Punycode): below.
  // 6 (V6): must not begin with a combining mark (General_Category=Mark).
  if (label.length > 0 && isMark(label[0])) record(sink, 'LEADING_COMBINING_MARK', index, label[0]);
  for (let j = 0; j < label.length; j++) {
    const cp = label[j];
    if (cp === FULL_STOP) {
      record(sink, 'FULL_STOP', index, cp);
      continue;
    }
    if (cp < 0x80) {
      // 7 (V7): ASCII is valid, except the mapped A-Z (only in a label from Punycode).
      // 8 (U1): with UseSTD3ASCIIRules, ASCII (mapped or not) is a-z, 0-9 or "-".
      const ldh = (cp >= 0x61 && cp <= 0x7a) || (cp >= 0x30 && cp <= 0x39) || cp === 0x2d;
      if (!ldh && ((!URL_ONLY && options.useSTD3ASCIIRules) || (cp >= 0x41 && cp <= 0x5a))) record(sink, 'DISALLOWED', index, cp);
      continue;
    }
    // 7 (V7): each code point's status is valid, or deviation under Nontransitional Processing;
    // 15.1.0's disallowed_STD3_valid reads as valid (Unicode 16.0 made those valid).
    const status = idnaStatus(cp);
    if (
      status !== IdnaStatus.valid &&
      // (The URL_ONLY tables store these two as valid.)
      (URL_ONLY || (status !== IdnaStatus.disallowed_STD3_valid && !(status === IdnaStatus.deviation && !transitional)))
    ) {
      record(sink, 'DISALLOWED', index, cp);
    }
    // 9 (C1, C2) CheckJoiners: RFC 5892 Appendix A.1 and A.2.
    if ((URL_ONLY || options.checkJoiners) && isContextJ(cp) && !contextJRule(label, j)) record(sink, 'CONTEXTJ', index, cp);
  }
}

/**
 * §4.2 ToASCII steps 2-4 after Processing: Punycode-encode the non-ASCII labels and, with
 * VerifyDnsLength, check the lengths. Returns null when an error was recorded.
 */
function labelsToASCII(labels: number[][], options: Uts46Options, sink: ErrorSink): string | null {
  const ascii: string[] = [];
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i];
    if (hasNonAscii(label)) {
      const encoded = punycodeEncode(fromCodePoints(label));
      if (encoded === null) {
        record(sink, 'PUNYCODE', i);
        if (sink.stopAtFirst) return null;
        ascii.push('');
      } else ascii.push('xn--' + encoded);
    } else ascii.push(fromCodePoints(label));
  }
  if (!URL_ONLY && options.verifyDnsLength) verifyDnsLength(ascii, sink);
  return sink.failed ? null : ascii.join('.');
}

/** simpleInfo() bits 0-1: a code point Processing leaves alone (see simpleToASCII), or not. */
const COMPLEX = 1, SIMPLE_STARTER = 2, SIMPLE_NON_STARTER = 3;
/** simpleInfo() bit 2: General_Category=Mark; bit 3: Bidi_Class R, AL or AN. */
const MARK = 4, RTL = 8;
/** simpleInfo() of each BMP code point, 4 bits each, 0 until first asked. */
let simpleInfos: Uint8Array | null = null;

/**
 * What the quick path reads of a code point, in 4 bits: bits 0-1 whether Processing may leave it
 * untouched when non-ASCII: its status is valid (so §4 step 1 keeps it under either processing;
 * deviations such as U+00DF and the joiners are not) and it is NFC_Quick_Check=Yes (step 2 keeps
 * it, given canonical order); non-starters say so: their combining classes must not decrease
 * (UAX #15 §9 quick check). Bit 2 (MARK) for §4.1 criterion 6, bit 3 (RTL) for criterion 10:
 * an R, AL or AN character makes a Bidi domain name (RFC 5893 §1.4).
 */
function simpleInfo(cp: number): number {
  const bmp = cp <= 0xffff;
  if (bmp && simpleInfos !== null) {
    const v = (simpleInfos[cp >> 1] >> ((cp & 1) << 2)) & 15;
    if (v !== 0) return v;
  }
  const status = idnaStatus(cp);
  let v = COMPLEX;
  if ((status === IdnaStatus.valid || status === IdnaStatus.disallowed_STD3_valid) && isNfcQuickCheckYes(cp)) {
    v = combiningClass(cp) === 0 ? SIMPLE_STARTER : SIMPLE_NON_STARTER;
  }
  if (isMark(cp)) v |= MARK;
  const bc = bidiClass(cp);
  if (bc === BidiClass.R || bc === BidiClass.AL || bc === BidiClass.AN) v |= RTL;
  if (bmp) (simpleInfos || (simpleInfos = new Uint8Array(0x8000)))[cp >> 1] |= v << ((cp & 1) << 2);
  return v;
}

/** §4.1 criterion 10 on domain[start, end), every label as it is: RFC 5893 §2 holds for each. */
function bidiRuleHolds(domain: string, start: number, end: number): boolean {
  for (let i = start; i <= end; i++) {
    if (i === end || domain.charCodeAt(i) === FULL_STOP) {
      if (bidiRuleFailures(toCodePoints(domain, start, i)) !== 0) return false;
      start = i + 1;
    }
  }
  return true;
}

/** The output of simpleToASCII (ASCII bytes), kept from call to call. */
let simpleOut: Uint8Array | null = null;
const simpleViews: Uint8Array[] = [];
const SIMPLE_OUT = 2048;

/**
 * Quick path of ToASCII for a domain that Processing leaves as it is up to ASCII lower case (UTS
 * #46 §4 steps 1-2): every non-ASCII code point simple (simpleInfo), in canonical order, no
 * label starting with a mark (§4.1 criterion 6) or with "xn--" (step 4.1 decodes it). Then the
 * remaining criteria are ASCII ones (2, 3, 8), no joiner is present (9), the Bidi rule (10) is
 * read from the input's labels when one has an R, AL or AN character, and each label with
 * non-ASCII is Punycode-encoded straight from the input: no array of code points, and the name is
 * written once, as bytes, into one flat string. No table is touched for an ASCII domain (ASCII
 * holds no mark, joiner or RTL character; A-Z are mapped, the rest valid). Returns undefined when
 * the full path is needed, null on an error.
 */
function simpleToASCII(domain: string, options: Uts46Options): string | null | undefined {
  const out = simpleOut || (simpleOut = new Uint8Array(SIMPLE_OUT));
  const o = simpleToASCIIInto(domain, 0, domain.length, out, 0, options);
  return o >= 0 ? asciiString(out, o, simpleViews) : o === -1 ? null : undefined;
}

/**
 * simpleToASCII on domain[start,end), writing the ASCII bytes into out from index o0 on: returns
 * the index after them, -1 on an error (null), -2 when the full path is needed (undefined), also
 * when out has no room.
 */
function simpleToASCIIInto(domain: string, start: number, end: number, out: Uint8Array, o0: number, options: Uts46Options): number {
  const n = end;
  const room = out.length;
  let o = o0;
  let labelStart = start;
  let labelIndex = 0; // code points since the label start
  let hyphen34 = 0; // hyphens at code points 2 and 3 of the label
  let nonAscii = false; // the label has non-ASCII
  let lastClass = 0; // combining class of the previous code point
  let total = 0;
  let labels = 0;
  let bidi = false; // a Bidi domain name
  for (let i = start; i <= n; i++) {
    const c = i < n ? domain.charCodeAt(i) : FULL_STOP;
    if (c === FULL_STOP) {
      // One label: domain[labelStart, i).
      const length = i - labelStart;
      if (length >= 4 && (domain.charCodeAt(labelStart) | 0x20) === 0x78 && (domain.charCodeAt(labelStart + 1) | 0x20) === 0x6e &&
        domain.charCodeAt(labelStart + 2) === 0x2d && domain.charCodeAt(labelStart + 3) === 0x2d) {
        return -2;
      }
      if (options.checkHyphens && length > 0) {
        if (hyphen34 === 2 || domain.charCodeAt(labelStart) === 0x2d || domain.charCodeAt(i - 1) === 0x2d) return -1;
      }
      // Room for "." and the label: Punycode writes at most 11 bytes per unit, plus "-" and "xn--".
      if (nonAscii ? length > SHORT_LABEL || o + 11 * length + 6 > room : o + length + 1 > room) return -2;
      if (labels > 0) out[o++] = FULL_STOP;
      const from = o;
      if (!nonAscii) {
        for (let j = labelStart; j < i; j++) {
          const a = domain.charCodeAt(j);
          out[o++] = a >= 0x41 && a <= 0x5a ? a + 0x20 : a;
        }
      } else {
        out[o] = 0x78; out[o + 1] = 0x6e; out[o + 2] = 0x2d; out[o + 3] = 0x2d;
        o = punycodeEncodeInto(domain, labelStart, i, out, o + 4, true);
        if (o < 0) return -1;
      }
      if (options.verifyDnsLength) {
        // §4.2 step 4: every label 1-63 (the root label too); the name without it 1-253.
        if (o === from || o - from > 63) return -1;
        total += o - from + (labels > 0 ? 1 : 0);
      }
      labels++;
      labelStart = i + 1;
      labelIndex = hyphen34 = lastClass = 0;
      nonAscii = false;
      continue;
    }
    if (c < 0x80) {
      if (c === 0x2d) {
        if (labelIndex === 2 || labelIndex === 3) hyphen34++;
      } else if (options.useSTD3ASCIIRules && !((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a))) {
        // criterion 8, unless a combining mark composes with it ("=" U+0338 is U+2260): the full path decides.
        return -2;
      }
      labelIndex++;
      lastClass = 0;
      continue;
    }
    let cp = c;
    if ((c & 0xfc00) === 0xd800) {
      cp = codePointAt(domain, i);
      if (cp === c) return -2; // a lone surrogate
      i++;
    } else if ((c & 0xfc00) === 0xdc00) return -2;
    const v = simpleInfo(cp);
    const k = v & 3;
    if (k === COMPLEX) return -2;
    if (k === SIMPLE_NON_STARTER) {
      const cc = combiningClass(cp);
      if (cc < lastClass) return -2;
      lastClass = cc;
    } else lastClass = 0;
    if (labelIndex === 0 && (v & MARK) !== 0) return -2;
    if ((v & RTL) !== 0) bidi = true;
    labelIndex++;
    nonAscii = true;
  }
  if (options.verifyDnsLength && (total < 1 || total > 253)) return -1;
  // §4.1 criterion 10 (CheckBidi, on in the URL Standard's flags): the full path says which error.
  if (bidi && options.checkBidi && !bidiRuleHolds(domain, start, end)) return -2;
  return o;
}

/** UTS #46 §4.2 ToASCII. Returns null when any error was recorded. */
export function uts46ToASCII(domain: string, options: Uts46Options): string | null {
  const fast = SPEED_PATHS ? simpleToASCII(domain, options) : undefined;
  return fast !== undefined ? fast : processToASCII(domain, options);
}

/** UTS #46 §4.2 ToASCII by §4 Processing (the path every domain can take). */
function processToASCII(domain: string, options: Uts46Options): string | null {
  const sink = errorSink(null, true);
  const labels = uts46Process(domain, options, sink);
  return labels && !sink.failed ? labelsToASCII(labels, options, sink) : null;
}

/**
 * UTS #46 §4.2 ToASCII of domain[start,end), written as ASCII bytes into out from index o on, for
 * a caller that builds a longer string around the name (a URL's href): the quick path above when
 * Processing leaves the name as it is, else §4 Processing. Returns the index after the bytes, -1
 * when an error was recorded, -2 when out has no room for them.
 */
export function uts46ToASCIIInto(domain: string, start: number, end: number, out: Uint8Array, o: number, options: Uts46Options): number {
  const e = simpleToASCIIInto(domain, start, end, out, o, options);
  if (e !== -2) return e;
  const ascii = processToASCII(start === 0 && end === domain.length ? domain : domain.slice(start, end), options);
  if (ascii === null) return -1;
  if (o + ascii.length > out.length) return -2;
  for (let j = 0; j < ascii.length; j++) out[o++] = ascii.charCodeAt(j);
  return o;
}

/** UTS #46 §4.2 ToASCII, collecting every error (result null when there is one). */
export function uts46ToASCIIWithErrors(domain: string, options: Uts46Options, errors: IdnaError[]): string | null {
  const sink = errorSink(errors, false);
  const labels = uts46Process(domain, options, sink) as number[][];
  const result = labelsToASCII(labels, options, sink);
  return sink.failed ? null : result;
}

/** UTS #46 §4.3 ToUnicode, collecting errors into `errors` when given. */
export function uts46ToUnicodeWithErrors(domain: string, options: Uts46Options, errors: IdnaError[] | null): { result: string; error: boolean } {
  const sink = errorSink(errors, false);
  const labels = uts46Process(domain, options, sink) as number[][];
  const parts: string[] = [];
  for (let i = 0; i < labels.length; i++) parts.push(fromCodePoints(labels[i]));
  if (!URL_ONLY && options.verifyDnsLength) {
    // Empty labels (other than the root label) are IdnaTestV2's X4_2/X3 status.
    const count = labelsBeforeRoot(labels.length, labels[labels.length - 1].length === 0);
    for (let i = 0; i < count; i++) if (labels[i].length === 0) record(sink, 'EMPTY_LABEL', i);
  }
  return { result: parts.join('.'), error: sink.failed };
}

/** UTS #46 §4.3 ToUnicode. `error` is true when any error was recorded. */
export function uts46ToUnicode(domain: string, options: Uts46Options): { result: string; error: boolean } {
  return uts46ToUnicodeWithErrors(domain, options, null);
}
