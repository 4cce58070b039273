// UTS #46 (revision 31, Unicode 15.1.0) Unicode IDNA Compatibility Processing:
// §4 Processing (map, normalize, break, convert/validate), §4.1 Validity Criteria,
// §4.2 ToASCII and §4.3 ToUnicode.
import { IdnaStatus, appendIdnaMapping, idnaStatus } from '../unicode/idna-mapping';
import { nfc, isNfc } from '../unicode/normalize';
import { isMark } from '../unicode/properties';
import { fromCodePoints, isAscii, toCodePoints } from '../unicode/code-points';
import { ErrorSink, IdnaError, errorSink, record, recordBidi } from './errors';
import { bidiRuleFailures, hasRtlCharacter } from './bidi';
import { contextJRule, isContextJ } from './context-rules';
import { punycodeDecode, punycodeEncode } from './punycode';
import {
  endsWithHyphen, hasHyphens34, hasNonAscii, hasXnPrefix, labelsBeforeRoot, splitLabels, startsWithHyphen, verifyDnsLength,
} from './labels';

/**
 * UTS #46 §4 flags (names as in the spec, lowerCamelCase):
 * - useSTD3ASCIIRules: UseSTD3ASCIIRules; disallowed_STD3_valid / disallowed_STD3_mapped code
 *   points are disallowed (true) or valid / mapped (false).
 * - checkHyphens: CheckHyphens; validity criteria V2 (no "--" in positions 3-4) and V3 (no
 *   leading or trailing "-").
 * - checkBidi: CheckBidi; V8, the RFC 5893 Bidi rule on every label of a Bidi domain name.
 * - checkJoiners: CheckJoiners; V7, the RFC 5892 Appendix A.1/A.2 CONTEXTJ rules.
 * - transitionalProcessing: Transitional_Processing; deviation code points are mapped (true) or
 *   kept (false). Labels decoded from Punycode are always validated nontransitionally.
 * - verifyDnsLength: VerifyDnsLength (ToASCII, §4.2 step 4): labels 1-63 and the name 1-253
 *   octets, the root label excepted. ToUnicode has no such flag in the spec; here it makes empty
 *   labels an error (IdnaTestV2's X4_2/X3 status).
 * - ignoreInvalidPunycode: IgnoreInvalidPunycode (§4 step 4.2); an "xn--" label that fails to
 *   decode is kept as it is instead of recording an error.
 */
export interface Uts46Options {
  useSTD3ASCIIRules: boolean;
  checkHyphens: boolean;
  checkBidi: boolean;
  checkJoiners: boolean;
  transitionalProcessing: boolean;
  verifyDnsLength: boolean;
  ignoreInvalidPunycode: boolean;
}

const FULL_STOP = 0x2e;

/**
 * §4 Processing step 1: map each code point according to its status (§5). Since revision 31 this
 * step records no error: disallowed code points stay in place and validity criterion V6 rejects
 * them after normalization (so "=" + U+0338, which composes to the valid U+2260, is accepted).
 * Also the local mapping that RFC 5891 §5.2 allows before IDNA2008 lookup.
 */
export function uts46Map(domain: string, options: Pick<Uts46Options, 'useSTD3ASCIIRules' | 'transitionalProcessing'>): number[] {
  const mapped: number[] = [];
  for (let i = 0; i < domain.length; i++) {
    let cp = domain.charCodeAt(i);
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < domain.length) {
      const low = domain.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        cp = ((cp - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
        i++;
      }
    }
    switch (idnaStatus(cp)) {
      case IdnaStatus.ignored:
        break;
      case IdnaStatus.mapped:
        appendMapping(cp, mapped, options.transitionalProcessing);
        break;
      case IdnaStatus.deviation:
        if (options.transitionalProcessing) appendIdnaMapping(cp, mapped);
        else mapped.push(cp);
        break;
      case IdnaStatus.disallowed_STD3_mapped:
        if (options.useSTD3ASCIIRules) mapped.push(cp);
        else appendMapping(cp, mapped, options.transitionalProcessing);
        break;
      default:
        // valid, disallowed, disallowed_STD3_valid: unchanged.
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
    let transitional = options.transitionalProcessing;
    let fromPunycode = false;
    if (hasXnPrefix(label)) {
      // 4.1 An "xn--" label must be ASCII.
      if (hasNonAscii(label)) {
        record(sink, 'PUNYCODE', i);
        if (sink.stopAtFirst) return null;
        continue;
      }
      // 4.2 Convert the rest of the label with Punycode.
      const decoded = punycodeDecode(fromCodePoints(label, 4));
      if (decoded === null) {
        if (!options.ignoreInvalidPunycode) {
          record(sink, 'PUNYCODE', i);
          if (sink.stopAtFirst) return null;
          continue;
        }
      } else {
        label = labels[i] = toCodePoints(decoded);
        fromPunycode = true;
      }
      // 4.3 Validate with Nontransitional Processing.
      transitional = false;
    }
    checkValidity(label, i, transitional, fromPunycode, options, sink);
    validated[i] = true;
    if (sink.failed && sink.stopAtFirst) return null;
  }

  // V8 CheckBidi: in a Bidi domain name (RFC 5893 §1.4) every label satisfies the Bidi rule.
  if (options.checkBidi && isBidiDomain(labels)) {
    for (let i = 0; i < labels.length; i++) {
      if (!validated[i]) continue;
      recordBidi(sink, bidiRuleFailures(labels[i]), i);
      if (sink.failed && sink.stopAtFirst) return null;
    }
  }
  return labels;
}

/**
 * Appends the mapping of cp. Under Transitional Processing a deviation inside the mapping is
 * mapped as well: revision 31 maps U+1E9E to U+00DF (a deviation), and IdnaTestV2 expects
 * toAsciiT("FAẞ.de") = "fass.de".
 */
function appendMapping(cp: number, out: number[], transitional: boolean): void {
  const start = out.length;
  appendIdnaMapping(cp, out);
  if (!transitional) return;
  for (let k = start; k < out.length; k++) {
    if (idnaStatus(out[k]) !== IdnaStatus.deviation) continue;
    const replacement: number[] = [];
    appendIdnaMapping(out[k], replacement);
    out.splice(k, 1, ...replacement);
    k += replacement.length - 1;
  }
}

function isBidiDomain(labels: number[][]): boolean {
  for (let i = 0; i < labels.length; i++) if (hasRtlCharacter(labels[i])) return true;
  return false;
}

/** §4.1 Validity Criteria V1-V7 for one label (V8 needs the whole name: see uts46Process). */
function checkValidity(
  label: number[], index: number, transitional: boolean, fromPunycode: boolean, options: Uts46Options, sink: ErrorSink,
): void {
  // V1: the label must be in NFC (labels not from Punycode were normalized in step 2).
  if (fromPunycode && !isNfc(label)) record(sink, 'NOT_NFC', index);
  if (options.checkHyphens) {
    // V2: no U+002D in both the third and fourth positions.
    if (hasHyphens34(label)) record(sink, 'HYPHEN_3_4', index);
    // V3: must neither begin nor end with U+002D.
    if (startsWithHyphen(label)) record(sink, 'LEADING_HYPHEN', index);
    if (endsWithHyphen(label)) record(sink, 'TRAILING_HYPHEN', index);
  }
  // V4: must not contain U+002E (only possible in a label decoded from Punycode).
  // V5: must not begin with a combining mark (General_Category=Mark).
  if (label.length > 0 && isMark(label[0])) record(sink, 'LEADING_COMBINING_MARK', index, label[0]);
  for (let j = 0; j < label.length; j++) {
    const cp = label[j];
    if (cp === FULL_STOP) {
      record(sink, 'FULL_STOP', index, cp);
      continue;
    }
    // V6: each code point's status is valid, or deviation under Nontransitional Processing;
    // disallowed_STD3_valid counts as valid without UseSTD3ASCIIRules.
    const status = idnaStatus(cp);
    if (
      status !== IdnaStatus.valid &&
      !(status === IdnaStatus.deviation && !transitional) &&
      !(status === IdnaStatus.disallowed_STD3_valid && !options.useSTD3ASCIIRules)
    ) {
      record(sink, 'DISALLOWED', index, cp);
    }
    // V7 CheckJoiners: RFC 5892 Appendix A.1 and A.2.
    if (options.checkJoiners && isContextJ(cp) && !contextJRule(label, j)) record(sink, 'CONTEXTJ', index, cp);
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
  if (options.verifyDnsLength) verifyDnsLength(ascii, sink);
  return sink.failed ? null : ascii.join('.');
}

/**
 * ASCII fast path of ToASCII (no table is touched): for an all-ASCII domain with no "xn--" label,
 * Processing reduces to lowercasing (§5: A-Z are mapped), STD3 (§5: other non-LDH ASCII is
 * disallowed_STD3_valid), V2/V3 and the lengths; ASCII never makes a Bidi domain name and holds
 * no joiner or mark. Returns undefined when a label needs the full path ("xn--").
 */
function asciiToASCII(domain: string, options: Uts46Options): string | null | undefined {
  const lower = domain.toLowerCase();
  let labelStart = 0;
  let labels = 0;
  let total = 0;
  for (let i = 0; i <= lower.length; i++) {
    const c = i < lower.length ? lower.charCodeAt(i) : FULL_STOP;
    if (c !== FULL_STOP) {
      const ldh = (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2d;
      if (!ldh && options.useSTD3ASCIIRules) return null;
      continue;
    }
    const length = i - labelStart;
    if (length >= 4 && lower.charCodeAt(labelStart) === 0x78 && lower.charCodeAt(labelStart + 1) === 0x6e &&
      lower.charCodeAt(labelStart + 2) === 0x2d && lower.charCodeAt(labelStart + 3) === 0x2d) {
      return undefined;
    }
    if (options.checkHyphens && length > 0) {
      const first = lower.charCodeAt(labelStart);
      const last = lower.charCodeAt(i - 1);
      if (first === 0x2d || last === 0x2d) return null;
      if (length >= 4 && lower.charCodeAt(labelStart + 2) === 0x2d && lower.charCodeAt(labelStart + 3) === 0x2d) return null;
    }
    if (options.verifyDnsLength) {
      const isRoot = i === lower.length && length === 0 && labels > 0;
      if (!isRoot) {
        if (length === 0 || length > 63) return null;
        total += length + (labels > 0 ? 1 : 0);
      }
    }
    labels++;
    labelStart = i + 1;
  }
  if (options.verifyDnsLength && (total < 1 || total > 253)) return null;
  return lower;
}

/** UTS #46 §4.2 ToASCII. Returns null when any error was recorded. */
export function uts46ToASCII(domain: string, options: Uts46Options): string | null {
  if (isAscii(domain)) {
    const fast = asciiToASCII(domain, options);
    if (fast !== undefined) return fast;
  }
  const sink = errorSink(null, true);
  const labels = uts46Process(domain, options, sink);
  return labels && !sink.failed ? labelsToASCII(labels, options, sink) : null;
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
  if (options.verifyDnsLength) {
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
