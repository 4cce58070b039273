// Public IDNA API (re-exported as `idna`): UTS #46 and IDNA2008 conversion and validation, the
// RFC 5892 derived property, and the RFC 5890 label taxonomy.
import { DERIVED_PROPERTY_NAMES, derivedPropertyValue } from '../unicode/properties';
import { toDOMString, toUSVString } from '../core/chars';
import { IdnaError } from '../idna/errors';
import { Uts46Options, uts46ToASCIIWithErrors, uts46ToUnicodeWithErrors } from '../idna/uts46';
import { Idna2008Options, idna2008ToASCII, idna2008ToUnicode } from '../idna/idna2008';
import { boolOption, enumOption, optionBag, type OptionBag } from '../core/options';

export type { IdnaError, IdnaErrorCode } from '../idna/errors';
export type { Uts46Options } from '../idna/uts46';
export type { Idna2008Options } from '../idna/idna2008';
export type { LabelKind, LabelClassification } from '../idna/taxonomy';
import { classifyLabel as classify, type LabelClassification } from '../idna/taxonomy';

/**
 * Options of toASCII / toUnicode / validate.
 * profile 'uts46' (default) takes the UTS #46 flags (see Uts46Options); missing flags default to
 * the conformance-test settings: useSTD3ASCIIRules, checkHyphens, checkBidi, checkJoiners and
 * verifyDnsLength on, transitionalProcessing and ignoreInvalidPunycode off (toUnicode ignores
 * verifyDnsLength unless it is given). profile 'idna2008' takes Idna2008Options.
 * Options are read from own properties only (core/options.ts): flags by ToBoolean, and an
 * unknown profile, strictness or mapping is a RangeError, whatever the profile.
 */
export type IdnaOptions =
  | ({
    /** UTS #46 (the default). */
    profile?: 'uts46';
  } & Partial<Uts46Options>)
  | ({
    /** IDNA2008 (RFC 5891). */
    profile: 'idna2008';
  } & Idna2008Options);

/** What `idna.validate` returns. */
export interface IdnaValidation {
  /** True when no rule failed. */
  valid: boolean;
  /** Every failed rule, with its label and code point. */
  errors: IdnaError[];
}

const PROFILES: readonly ('uts46' | 'idna2008')[] = ['uts46', 'idna2008'];
const STRICTNESS: readonly ('lookup' | 'registration')[] = ['lookup', 'registration'];
const MAPPINGS: readonly ('uts46' | 'none')[] = ['uts46', 'none'];

/** The options of one call, read once: the profile and that profile's settings. */
interface ReadOptions {
  idna2008: Idna2008Options | null;
  uts46: Uts46Options | null;
}

/** UTS #46 flags from own properties, with the conformance-test defaults. */
function uts46Options(bag: OptionBag, verifyDnsLengthDefault: boolean): Uts46Options {
  return {
    useSTD3ASCIIRules: boolOption(bag, 'useSTD3ASCIIRules', true),
    checkHyphens: boolOption(bag, 'checkHyphens', true),
    checkBidi: boolOption(bag, 'checkBidi', true),
    checkJoiners: boolOption(bag, 'checkJoiners', true),
    transitionalProcessing: boolOption(bag, 'transitionalProcessing', false),
    verifyDnsLength: boolOption(bag, 'verifyDnsLength', verifyDnsLengthDefault),
    ignoreInvalidPunycode: boolOption(bag, 'ignoreInvalidPunycode', false),
  };
}

function readOptions(options: unknown, verifyDnsLengthDefault: boolean, fn: string): ReadOptions {
  const bag = optionBag(options, fn);
  const profile = enumOption(bag, 'profile', PROFILES, 'uts46', fn);
  // Checked under either profile, so that a wrong value never passes silently.
  const strictness = enumOption(bag, 'strictness', STRICTNESS, 'lookup', fn);
  const mapping = enumOption(bag, 'mapping', MAPPINGS, 'uts46', fn);
  if (profile === 'uts46') return { idna2008: null, uts46: uts46Options(bag, verifyDnsLengthDefault) };
  return { idna2008: { strictness, mapping, verifyDnsLength: boolOption(bag, 'verifyDnsLength', true) }, uts46: null };
}

/**
 * Web IDL-style USVString conversion of the domain argument: ToString (toDOMString: a Symbol is a
 * TypeError), then each lone surrogate to
 * U+FFFD, before any processing (an ignored code point between two halves, removed by the UTS #46
 * mapping, must not join them into one code point).
 */
function domainArg(domain: unknown): string {
  return toUSVString(toDOMString(domain));
}

/** The RFC 5890 §2.3.2 kind of one label, with the rules it fails (its argument converted as a domain's). */
export function classifyLabel(label: string): LabelClassification {
  return classify(domainArg(label));
}

/** The domain in ASCII (A-label) form, or null when a rule fails (see validate for the reasons). */
export function toASCII(domain: string, options?: IdnaOptions): string | null {
  const o = readOptions(options, true, 'idna.toASCII');
  if (o.idna2008 !== null) return idna2008ToASCII(domainArg(domain), o.idna2008);
  return uts46ToASCIIWithErrors(domainArg(domain), o.uts46 as Uts46Options, []);
}

/** The domain in Unicode (U-label) form, with the failed rules (UTS #46 ToUnicode never fails). */
export function toUnicode(domain: string, options?: IdnaOptions): {
  /** The domain with each valid A-label as its U-label (what ToUnicode gives, errors or not). */
  result: string;
  /** True when no rule failed. */
  valid: boolean;
  /** Every failed rule. */
  errors: IdnaError[];
} {
  const o = readOptions(options, false, 'idna.toUnicode');
  const errors: IdnaError[] = [];
  const r = o.idna2008 !== null
    ? idna2008ToUnicode(domainArg(domain), o.idna2008, errors)
    : uts46ToUnicodeWithErrors(domainArg(domain), o.uts46 as Uts46Options, errors);
  return { result: r.result, valid: !r.error, errors };
}

/** Every rule the domain fails under ToASCII processing, each with its label index and code point. */
export function validate(domain: string, options?: IdnaOptions): IdnaValidation {
  const o = readOptions(options, true, 'idna.validate');
  const errors: IdnaError[] = [];
  const result = o.idna2008 !== null
    ? idna2008ToASCII(domainArg(domain), o.idna2008, errors)
    : uts46ToASCIIWithErrors(domainArg(domain), o.uts46 as Uts46Options, errors);
  return { valid: result !== null, errors };
}

/** RFC 5892 derived property of a code point (on the build's Unicode tables: 17.0.0, or 15.1.0 with IRI_URL_UNICODE=15.1.0). */
export function derivedProperty(cp: number): 'PVALID' | 'CONTEXTJ' | 'CONTEXTO' | 'DISALLOWED' | 'UNASSIGNED' {
  if (!(cp >= 0 && cp <= 0x10ffff) || cp !== Math.floor(cp)) throw new RangeError('not a code point: ' + cp);
  return DERIVED_PROPERTY_NAMES[derivedPropertyValue(cp)];
}
