// What each strict-mode IDNA policy (IRIOptions `idna`, core/mode.ts) runs: one place that turns
// a policy into UTS #46 flags or IDNA2008 options, for rfc/ and api/ (which must not go through
// the public `idna` barrel and its option reading).
import type { IdnaPolicy } from '../core/mode';
import type { IdnaError } from './errors';
import { Idna2008Options, idna2008ToASCII, idna2008ToUnicode } from './idna2008';
import { Uts46Options, uts46ToASCIIWithErrors, uts46ToUnicodeWithErrors } from './uts46';

/** The URL Standard's profile (URL §3.3 domain parser ToASCII, beStrict false). */
const UTS46_URL: Uts46Options = {
  useSTD3ASCIIRules: false, checkHyphens: false, checkBidi: true, checkJoiners: true,
  transitionalProcessing: false, verifyDnsLength: false, ignoreInvalidPunycode: false,
};
/** RFC 5891 §5 lookup, with the UTS #46 mapping as the §5.2 local mapping. */
const LOOKUP: Idna2008Options = { strictness: 'lookup', mapping: 'uts46', verifyDnsLength: true };
/** RFC 5891 §4 registration (no mapping). */
const REGISTRATION: Idna2008Options = { strictness: 'registration', mapping: 'none', verifyDnsLength: true };
/** RFC 5891 §5 lookup of labels already in their final form (A-labels to U-labels). */
const LOOKUP_UNMAPPED: Idna2008Options = { strictness: 'lookup', mapping: 'none', verifyDnsLength: true };

/**
 * ToASCII of a domain by a policy: 'uts46' is the URL Standard's profile; 'idna2008' (and 'none',
 * for callers that need A-labels anyway) RFC 5891 §5 lookup; 'idna2008-registration' RFC 5891 §4.
 * Records the failed rules in `errors` when given; null on failure.
 */
export function policyToASCII(domain: string, policy: IdnaPolicy, errors: IdnaError[] | null = null): string | null {
  if (policy === 'uts46') return uts46ToASCIIWithErrors(domain, UTS46_URL, errors !== null ? errors : []);
  return idna2008ToASCII(domain, policy === 'idna2008-registration' ? REGISTRATION : LOOKUP, errors);
}

/** UTS #46 ToUnicode with the URL Standard's flags (case-folding-derived mapping, U-labels); null when an error is recorded. */
export function uts46MapToUnicode(domain: string): string | null {
  const r = uts46ToUnicodeWithErrors(domain, UTS46_URL, null);
  return r.error ? null : r.result;
}

/** A valid A-label's U-label (RFC 5891 §5 lookup checks, no mapping), or null. */
export function aLabelToULabel(label: string): string | null {
  const r = idna2008ToUnicode(label, LOOKUP_UNMAPPED, null);
  return r.error ? null : r.result;
}
