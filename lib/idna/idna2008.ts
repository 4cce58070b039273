// IDNA2008 protocol: RFC 5891 §4 (registration) and §5 (lookup), with the RFC 5892 derived
// property and contextual rules, the RFC 5893 Bidi rule, and RFC 5890 §2.3.2.1 A-label checks.
import { DerivedProperty, derivedPropertyValue, isMark } from '../unicode/properties';
import { isNfc, nfc } from '../unicode/normalize';
import { fromCodePoints, toCodePoints } from '../unicode/code-points';
import { ErrorSink, IdnaError, errorSink, record, recordBidi } from './errors';
import { bidiRuleFailures, hasRtlCharacter } from './bidi';
import { contextJRule, contextORule, isContextO, labelContext, LabelContext } from './context-rules';
import { punycodeDecode, punycodeEncode } from './punycode';
import { endsWithHyphen, hasHyphens34, hasNonAscii, hasXnPrefix, labelsBeforeRoot, splitLabels, startsWithHyphen } from './labels';
import { uts46Map } from './uts46';

/**
 * IDNA2008 options.
 * - strictness: 'registration' applies RFC 5891 §4 (every contextual rule, CONTEXTO included, is
 *   tested; no mapping); 'lookup' (default) applies §5 (CONTEXTJ rules are tested, CONTEXTO code
 *   points only need a rule to exist, as all do).
 * - mapping: the RFC 5891 §5.2 local mapping before lookup. 'uts46' (default for lookup) maps with
 *   UTS #46 §4 step 1, nontransitional, then NFC; 'none' takes the input as is. Registration never
 *   maps. (ASCII a mapping yields, such as "_" from U+FF3F, is then checked like any ASCII.)
 * - verifyDnsLength: A-label at most 63 octets and the name at most 253 (default true).
 */
export interface Idna2008Options {
  /** RFC 5891 §4 ('registration') or §5 ('lookup', default). */
  strictness?: 'registration' | 'lookup';
  /** The local mapping RFC 5891 §5.2 allows before lookup: UTS #46's ('uts46', default) or none. */
  mapping?: 'uts46' | 'none';
  /** A-labels at most 63 octets and the name at most 253 (default true). */
  verifyDnsLength?: boolean;
}

const HYPHEN = 0x2d;

function isLdhCodePoint(cp: number): boolean {
  return (cp >= 0x61 && cp <= 0x7a) || (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x30 && cp <= 0x39) || cp === HYPHEN;
}

function asciiLowercase(cps: number[]): number[] {
  const out = cps.slice();
  for (let i = 0; i < out.length; i++) if (out[i] >= 0x41 && out[i] <= 0x5a) out[i] += 0x20;
  return out;
}

/**
 * RFC 5891 §4.2.2-4.2.3 (registration) / §5.4 (lookup): the checks on a putative U-label, except
 * the Bidi rule, which needs the whole name (RFC 5893 §1.4).
 */
export function checkULabel(label: number[], index: number, registration: boolean, sink: ErrorSink): void {
  // §4.1 / §5.3: the label must be in NFC.
  if (!isNfc(label)) record(sink, 'NOT_NFC', index);
  // §4.2.3.1 Hyphen restrictions.
  if (hasHyphens34(label)) record(sink, 'HYPHEN_3_4', index);
  if (startsWithHyphen(label)) record(sink, 'LEADING_HYPHEN', index);
  if (endsWithHyphen(label)) record(sink, 'TRAILING_HYPHEN', index);
  // §4.2.3.2 Leading combining marks.
  if (label.length > 0 && isMark(label[0])) record(sink, 'LEADING_COMBINING_MARK', index, label[0]);
  // §4.2.2 / §5.4 Rejection of characters that are not permitted; §4.2.3.3 contextual rules.
  let ctx: LabelContext | null = null;
  for (let i = 0; i < label.length; i++) {
    const cp = label[i];
    switch (derivedPropertyValue(cp)) {
      case DerivedProperty.PVALID:
        break;
      case DerivedProperty.CONTEXTJ:
        if (!contextJRule(label, i)) record(sink, 'CONTEXTJ', index, cp);
        break;
      case DerivedProperty.CONTEXTO:
        // Lookup only requires that a rule exists (RFC 5891 §5.4); registration tests it.
        if (!isContextO(cp)) record(sink, 'CONTEXTO', index, cp);
        else if (registration && !contextORule(label, i, ctx || (ctx = labelContext(label)))) record(sink, 'CONTEXTO', index, cp);
        break;
      case DerivedProperty.UNASSIGNED:
        record(sink, 'UNASSIGNED', index, cp);
        break;
      default:
        record(sink, 'DISALLOWED', index, cp);
    }
  }
}

/**
 * RFC 5890 §2.3.2.1 / RFC 5891 §5.3: an XN-label is an A-label when it decodes to a valid U-label
 * that encodes back to the same string (case-insensitively). Returns the U-label, or null when it
 * is a fake A-label (the reasons are recorded).
 */
export function checkALabel(label: number[], index: number, registration: boolean, sink: ErrorSink): number[] | null {
  const lower = fromCodePoints(asciiLowercase(label));
  const decoded = punycodeDecode(lower.slice(4));
  if (decoded === null) {
    record(sink, 'PUNYCODE', index);
    return null;
  }
  const uLabel = toCodePoints(decoded);
  const before = sink.failed;
  const local = errorSink(sink.errors, false);
  // A U-label has at least one non-ASCII character.
  if (!hasNonAscii(uLabel)) record(local, 'FAKE_A_LABEL', index);
  checkULabel(uLabel, index, registration, local);
  const encoded = punycodeEncode(decoded);
  if (encoded === null || 'xn--' + encoded !== lower) record(local, 'FAKE_A_LABEL', index);
  if (lower.length > 63) record(local, 'LABEL_TOO_LONG', index);
  sink.failed = before || local.failed;
  return local.failed ? null : uLabel;
}

interface Converted {
  /** Each label in U-label form (for ToUnicode and the Bidi rule) and in ASCII form. */
  unicode: number[][];
  ascii: string[];
}

function convert(domain: string, options: Idna2008Options, sink: ErrorSink): Converted {
  const registration = options.strictness === 'registration';
  // RFC 5891 §5.2: local mapping (lookup only).
  const useMapping = !registration && options.mapping !== 'none';
  const cps = useMapping ? nfc(uts46Map(domain, { transitionalProcessing: false })) : toCodePoints(domain);
  const labels = splitLabels(cps);
  const rootIndex = labelsBeforeRoot(labels.length, labels[labels.length - 1].length === 0) < labels.length ? labels.length - 1 : -1;
  const unicode: number[][] = [];
  const ascii: string[] = [];
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i];
    if (label.length === 0) {
      if (i !== rootIndex) record(sink, 'EMPTY_LABEL', i);
      unicode.push(label);
      ascii.push('');
      continue;
    }
    if (!hasNonAscii(label)) {
      const lower = asciiLowercase(label);
      if (hasXnPrefix(lower)) {
        // §5.3 / §4.2.1: an A-label is validated through its U-label.
        const uLabel = checkALabel(label, i, registration, sink);
        unicode.push(uLabel || lower);
      } else {
        // An LDH label (RFC 5890 §2.3.1); R-LDH labels other than XN-labels are reserved.
        for (let j = 0; j < lower.length; j++) if (!isLdhCodePoint(lower[j])) record(sink, 'DISALLOWED', i, lower[j]);
        if (hasHyphens34(lower)) record(sink, 'HYPHEN_3_4', i);
        if (startsWithHyphen(lower)) record(sink, 'LEADING_HYPHEN', i);
        if (endsWithHyphen(lower)) record(sink, 'TRAILING_HYPHEN', i);
        unicode.push(lower);
      }
      ascii.push(fromCodePoints(lower));
      continue;
    }
    checkULabel(label, i, registration, sink);
    unicode.push(label);
    const encoded = punycodeEncode(fromCodePoints(label));
    if (encoded === null) record(sink, 'PUNYCODE', i);
    ascii.push(encoded === null ? '' : 'xn--' + encoded);
  }
  // RFC 5893: in a Bidi domain name every label satisfies the Bidi rule.
  let bidiDomain = false;
  for (let i = 0; i < unicode.length && !bidiDomain; i++) bidiDomain = hasRtlCharacter(unicode[i]);
  if (bidiDomain) for (let i = 0; i < unicode.length; i++) recordBidi(sink, bidiRuleFailures(unicode[i]), i);
  // RFC 5890 §2.3.2.1: at most 63 octets per label, 253 per name (without the root label's dot).
  if (options.verifyDnsLength !== false) {
    let total = 0;
    const count = rootIndex >= 0 ? rootIndex : ascii.length;
    for (let i = 0; i < count; i++) {
      total += ascii[i].length + (i > 0 ? 1 : 0);
      // (checkALabel has already checked the length of XN-labels.)
      const xnLabel = !hasNonAscii(labels[i]) && hasXnPrefix(asciiLowercase(labels[i]));
      if (ascii[i].length > 63 && !xnLabel) record(sink, 'LABEL_TOO_LONG', i);
    }
    if (total > 253) record(sink, 'DOMAIN_TOO_LONG', -1);
  }
  return { unicode, ascii };
}

/** IDNA2008 conversion to the A-label form (RFC 5891 §4.4 / §5.5); null when a rule fails. */
export function idna2008ToASCII(domain: string, options: Idna2008Options = {}, errors: IdnaError[] | null = null): string | null {
  const sink = errorSink(errors, false);
  const converted = convert(domain, options, sink);
  return sink.failed ? null : converted.ascii.join('.');
}

/** IDNA2008 conversion to the U-label form; `errors` lists the failed rules. */
export function idna2008ToUnicode(domain: string, options: Idna2008Options = {}, errors: IdnaError[] | null = null): { result: string; error: boolean } {
  const sink = errorSink(errors, false);
  const converted = convert(domain, options, sink);
  const parts: string[] = [];
  for (let i = 0; i < converted.unicode.length; i++) parts.push(fromCodePoints(converted.unicode[i]));
  return { result: parts.join('.'), error: sink.failed };
}

/**
 * RFC 5891 §5 lookup of a host for the strict RFC mode: UTS #46 nontransitional local mapping
 * (§5.2), then the IDNA2008 lookup checks; returns the A-label form or null.
 */
export function idna2008Lookup(domain: string): string | null {
  return idna2008ToASCII(domain, { strictness: 'lookup', mapping: 'uts46' });
}

/** RFC 5891 §4 registration checks (no mapping, all contextual rules); returns the A-label form or null. */
export function idna2008Register(domain: string): string | null {
  return idna2008ToASCII(domain, { strictness: 'registration' });
}
