// RFC 5890 §2.3.1-2.3.2 label taxonomy: NR-LDH, R-LDH (XN-labels: A-label or fake A-label),
// U-label, non-LDH ASCII, or invalid. U-labels and A-labels are checked with the RFC 5891 §4
// (registration) rules.
import { toCodePoints } from '../unicode/code-points';
import { IdnaError, IdnaErrorCode, errorSink, record, recordBidi } from './errors';
import { bidiRuleFailures, hasRtlCharacter } from './bidi';
import { checkALabel, checkULabel } from './idna2008';
import { punycodeEncode } from './punycode';
import { endsWithHyphen, hasHyphens34, hasNonAscii, startsWithHyphen } from './labels';

/** RFC 5890 §2.3.1 label kinds, plus 'invalid' for a label that is none of them. */
export type LabelKind = 'NR-LDH' | 'R-LDH' | 'A-label' | 'fake A-label' | 'U-label' | 'non-LDH ASCII' | 'invalid';

/** What `idna.classifyLabel` returns. */
export interface LabelClassification {
  /** The RFC 5890 kind of the label. */
  kind: LabelKind;
  /** Why the label is a fake A-label, non-LDH ASCII or invalid (the first failed rule). */
  reason?: IdnaErrorCode;
  /** Every failed rule (empty for NR-LDH, R-LDH, A-label and U-label). */
  errors: IdnaError[];
}

function result(kind: LabelKind, errors: IdnaError[]): LabelClassification {
  return errors.length ? { kind, reason: errors[0].code, errors } : { kind, errors };
}

/** Classifies one label (no dots) by RFC 5890 §2.3. */
export function classifyLabel(label: string): LabelClassification {
  const cps = toCodePoints(label);
  const errors: IdnaError[] = [];
  const sink = errorSink(errors, false);
  if (cps.length === 0) {
    record(sink, 'EMPTY_LABEL', 0);
    return result('invalid', errors);
  }
  for (let i = 0; i < cps.length; i++) {
    if (cps[i] === 0x2e) {
      record(sink, 'FULL_STOP', 0, 0x2e);
      return result('invalid', errors);
    }
  }
  if (!hasNonAscii(cps)) {
    // §2.3.1 LDH label: letters, digits, hyphen; no leading or trailing hyphen; 1-63 octets.
    for (let i = 0; i < cps.length; i++) {
      const c = cps[i] | 0x20;
      if (!((c >= 0x61 && c <= 0x7a) || (cps[i] >= 0x30 && cps[i] <= 0x39) || cps[i] === 0x2d)) record(sink, 'DISALLOWED', 0, cps[i]);
    }
    if (startsWithHyphen(cps)) record(sink, 'LEADING_HYPHEN', 0);
    if (endsWithHyphen(cps)) record(sink, 'TRAILING_HYPHEN', 0);
    if (errors.length) return result('non-LDH ASCII', errors);
    if (cps.length > 63) {
      record(sink, 'LABEL_TOO_LONG', 0);
      return result('invalid', errors);
    }
    if (!hasHyphens34(cps)) return result('NR-LDH', errors);
    // R-LDH; an XN-label ("xn--", any case) is an A-label or a fake A-label.
    if ((cps[0] | 0x20) !== 0x78 || (cps[1] | 0x20) !== 0x6e) return result('R-LDH', errors);
    const uLabel = checkALabel(cps, 0, true, sink);
    if (uLabel && hasRtlCharacter(uLabel)) recordBidi(sink, bidiRuleFailures(uLabel), 0);
    return result(errors.length ? 'fake A-label' : 'A-label', errors);
  }
  // §2.3.2.1 U-label: valid under RFC 5891 §4 and RFC 5893 (a label with R, AL or AN is on its
  // own a Bidi domain name), and its A-label fits in 63 octets.
  checkULabel(cps, 0, true, sink);
  if (hasRtlCharacter(cps)) recordBidi(sink, bidiRuleFailures(cps), 0);
  const encoded = punycodeEncode(label);
  if (encoded === null) record(sink, 'PUNYCODE', 0);
  else if (encoded.length + 4 > 63) record(sink, 'LABEL_TOO_LONG', 0);
  return result(errors.length ? 'invalid' : 'U-label', errors);
}
