// Public IDNA API (re-exported as `idna`): UTS #46 and IDNA2008 conversion and validation, the
// RFC 5892 derived property, and the RFC 5890 label taxonomy.
import { DERIVED_PROPERTY_NAMES, derivedPropertyValue } from '../unicode/properties';
import { IdnaError } from './errors';
import { Uts46Options, uts46ToASCIIWithErrors, uts46ToUnicodeWithErrors } from './uts46';
import { Idna2008Options, idna2008ToASCII, idna2008ToUnicode } from './idna2008';

export type { IdnaError, IdnaErrorCode } from './errors';
export type { Uts46Options } from './uts46';
export type { Idna2008Options } from './idna2008';
export type { LabelKind, LabelClassification } from './taxonomy';
export { classifyLabel } from './taxonomy';
export { uts46ToASCII, uts46ToUnicode } from './uts46';
export { idna2008Lookup, idna2008Register } from './idna2008';

/**
 * Options of toASCII / toUnicode / validate.
 * profile 'uts46' (default) takes the UTS #46 flags (see Uts46Options); missing flags default to
 * the conformance-test settings: useSTD3ASCIIRules, checkHyphens, checkBidi, checkJoiners and
 * verifyDnsLength on, transitionalProcessing and ignoreInvalidPunycode off (toUnicode ignores
 * verifyDnsLength unless it is given). profile 'idna2008' takes Idna2008Options.
 */
export type IdnaOptions =
  | ({ profile?: 'uts46' } & Partial<Uts46Options>)
  | ({ profile: 'idna2008' } & Idna2008Options);

export interface IdnaValidation {
  valid: boolean;
  errors: IdnaError[];
}

function uts46Options(options: Partial<Uts46Options>, verifyDnsLengthDefault: boolean): Uts46Options {
  const flag = (value: boolean | undefined, fallback: boolean) => (value === undefined ? fallback : value);
  return {
    useSTD3ASCIIRules: flag(options.useSTD3ASCIIRules, true),
    checkHyphens: flag(options.checkHyphens, true),
    checkBidi: flag(options.checkBidi, true),
    checkJoiners: flag(options.checkJoiners, true),
    transitionalProcessing: flag(options.transitionalProcessing, false),
    verifyDnsLength: flag(options.verifyDnsLength, verifyDnsLengthDefault),
    ignoreInvalidPunycode: flag(options.ignoreInvalidPunycode, false),
  };
}

/** The domain in ASCII (A-label) form, or null when a rule fails (see validate for the reasons). */
export function toASCII(domain: string, options: IdnaOptions = {}): string | null {
  if (options.profile === 'idna2008') return idna2008ToASCII(domain, options);
  return uts46ToASCIIWithErrors(domain, uts46Options(options, true), []);
}

/** The domain in Unicode (U-label) form, with the failed rules (UTS #46 ToUnicode never fails). */
export function toUnicode(domain: string, options: IdnaOptions = {}): { result: string; valid: boolean; errors: IdnaError[] } {
  const errors: IdnaError[] = [];
  const r = options.profile === 'idna2008'
    ? idna2008ToUnicode(domain, options, errors)
    : uts46ToUnicodeWithErrors(domain, uts46Options(options, false), errors);
  return { result: r.result, valid: !r.error, errors };
}

/** Every rule the domain fails under ToASCII processing, each with its label index and code point. */
export function validate(domain: string, options: IdnaOptions = {}): IdnaValidation {
  const errors: IdnaError[] = [];
  const result = options.profile === 'idna2008'
    ? idna2008ToASCII(domain, options, errors)
    : uts46ToASCIIWithErrors(domain, uts46Options(options, true), errors);
  return { valid: result !== null, errors };
}

/** RFC 5892 derived property of a code point (Unicode 15.1.0). */
export function derivedProperty(cp: number): 'PVALID' | 'CONTEXTJ' | 'CONTEXTO' | 'DISALLOWED' | 'UNASSIGNED' {
  if (!(cp >= 0 && cp <= 0x10ffff) || cp !== Math.floor(cp)) throw new RangeError('not a code point: ' + cp);
  return DERIVED_PROPERTY_NAMES[derivedPropertyValue(cp)];
}
