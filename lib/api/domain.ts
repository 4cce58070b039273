// The URL Standard's domain algorithms as functions (URL §3.3), for rendering and for code
// that handles host names outside a URL.

import { toDOMString, toUSVString } from '../core/chars';
import { domainToUnicode as toUnicode, parseDomain } from '../whatwg/host/host';

/**
 * URL §3.3 domain parser ("domain to ASCII"): the ASCII form of a domain, or null for failure.
 * beStrict applies UTS #46 with CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength even to an
 * ASCII domain.
 */
export function domainToASCII(domain: string, beStrict = false): string | null {
  return parseDomain(toUSVString(toDOMString(domain)), beStrict, null, 0);
}

/** URL §3.3 domain to Unicode (U-labels where valid; the input unchanged if any error). */
export function domainToUnicode(domain: string): string {
  return toUnicode(toUSVString(toDOMString(domain)));
}
