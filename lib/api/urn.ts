// Public URN API (re-exported as `urn`): RFC 8141 (or RFC 2141) parsing and URN-equivalence.
// An explicit list: the grammar hook the strict parser calls (rfc/urn.ts checkUrn) stays internal.
export { parseUrn as parse, urnEquivalent as equivalent } from '../rfc/urn';
export type { UrnOptions, UrnParts, UrnSyntax } from '../rfc/urn';
