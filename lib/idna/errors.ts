// Error records shared by the UTS #46 and IDNA2008 code. Each code names the rule that failed.
import { URL_ONLY } from '../core/build';

/**
 * The failed rule:
 * - DISALLOWED: UTS #46 §4.1 criterion 7 (status) or 8 (UseSTD3ASCIIRules), RFC 5892 DISALLOWED, or a non-LDH ASCII character
 * - UNASSIGNED: RFC 5892 UNASSIGNED
 * - PUNYCODE: UTS #46 §4 step 4 (an "xn--" label with non-ASCII or failing RFC 3492 decoding), or encoding overflow
 * - NOT_NFC: UTS #46 V1, RFC 5891 §4.1 / §5.3
 * - HYPHEN_3_4, LEADING_HYPHEN, TRAILING_HYPHEN: UTS #46 §4.1 criteria 2, 3 (and 4: without
 *   CheckHyphens a label must not start with "xn--"); RFC 5891 §4.2.3.1
 * - FULL_STOP: UTS #46 V4
 * - LEADING_COMBINING_MARK: UTS #46 V5, RFC 5891 §4.2.3.2
 * - CONTEXTJ, CONTEXTO: RFC 5892 Appendix A (UTS #46 V7 is CONTEXTJ)
 * - BIDI_1 .. BIDI_6: RFC 5893 §2 conditions (UTS #46 V8)
 * - EMPTY_LABEL, LABEL_TOO_LONG, EMPTY_DOMAIN, DOMAIN_TOO_LONG: UTS #46 §4.2 VerifyDnsLength, RFC 5890 §2.3.2.1 / RFC 5891 §4.2, §5.5
 * - FAKE_A_LABEL: RFC 5890 §2.3.2.1 (an XN-label whose U-label does not encode back to it);
 *   UTS #46 §4 step 4.1.3 (an "xn--" label that decodes to the empty string or to ASCII only)
 */
export type IdnaErrorCode =
  | 'DISALLOWED'
  | 'UNASSIGNED'
  | 'PUNYCODE'
  | 'NOT_NFC'
  | 'HYPHEN_3_4'
  | 'LEADING_HYPHEN'
  | 'TRAILING_HYPHEN'
  | 'FULL_STOP'
  | 'LEADING_COMBINING_MARK'
  | 'CONTEXTJ'
  | 'CONTEXTO'
  | 'BIDI_1'
  | 'BIDI_2'
  | 'BIDI_3'
  | 'BIDI_4'
  | 'BIDI_5'
  | 'BIDI_6'
  | 'EMPTY_LABEL'
  | 'LABEL_TOO_LONG'
  | 'EMPTY_DOMAIN'
  | 'DOMAIN_TOO_LONG'
  | 'FAKE_A_LABEL';

/** One failed IDNA rule: which, in which label, at which code point. */
export interface IdnaError {
  /** The rule (UTS #46 §4.1 criteria, RFC 5891-5893 rules, DNS lengths). */
  code: IdnaErrorCode;
  /** Index of the label (0-based), or -1 for the domain as a whole. */
  label: number;
  /** The offending code point, or -1 when the rule is about the label or the domain. */
  codePoint: number;
}

/** Where processing records errors: a list (or null when only success matters). */
export interface ErrorSink {
  failed: boolean;
  /** Stop at the first error (ToASCII needs nothing more). */
  stopAtFirst: boolean;
  errors: IdnaError[] | null;
}

export function errorSink(errors: IdnaError[] | null, stopAtFirst: boolean): ErrorSink {
  return { failed: false, stopAtFirst, errors };
}

export function record(sink: ErrorSink, code: IdnaErrorCode, label: number, codePoint = -1): void {
  sink.failed = true;
  // The <script> builds (../core/build.ts URL_ONLY) only ask whether a domain failed: no list.
  if (!URL_ONLY && sink.errors) sink.errors.push({ code, label, codePoint });
}

const BIDI_CODES: IdnaErrorCode[] = ['BIDI_1', 'BIDI_2', 'BIDI_3', 'BIDI_4', 'BIDI_5', 'BIDI_6'];

/** Records each RFC 5893 condition set in `failures` (bit n = condition n). */
export function recordBidi(sink: ErrorSink, failures: number, label: number): void {
  if (URL_ONLY) {
    if (failures) sink.failed = true;
    return;
  }
  for (let n = 1; n <= 6; n++) if (failures & (1 << n)) record(sink, BIDI_CODES[n - 1], label);
}
