// Modes as data for the one IRI class (see STYLE.md): what each parser consults.

import { boolOption, enumOption, optionBag, type OptionBag } from './options';

/** How the strict modes check DNS host names (RFC 3987 §3.1 step 2, RFC 5891). */
export type IdnaPolicy = 'idna2008' | 'idna2008-registration' | 'uts46' | 'none';

/**
 * The URN grammar a "urn:" IRI must also satisfy in the strict modes: RFC 8141 §2 (default),
 * RFC 2141 §2, or 'none' (the RFC 3986/3987 grammar only).
 */
export type UrnPolicy = 'rfc8141' | 'rfc2141' | 'none';

export const enum ModeKind { WHATWG = 0, RFC3986 = 1, RFC3987 = 2 }

export interface Mode {
  readonly kind: ModeKind;
  readonly name: 'whatwg' | 'rfc3986' | 'rfc3987';
  /** RFC 3987 §2.2: ucschar in the i-components, iprivate in iquery. */
  readonly iri: boolean;
  /** How DNS hosts are checked (strict modes). */
  readonly idna: IdnaPolicy;
  /** RFC 6874 zone identifiers in IP literals. */
  readonly zoneId: boolean;
  /** RFC 3987 §4.1 extension: allow the bidi isolates LRI, RLI, FSI, PDI (U+2066-U+2069). */
  readonly allowBidiIsolates: boolean;
  /** RFC 3986 §5.2.2: the non-strict variant ignores a reference scheme equal to the base's. */
  readonly nonStrictResolution: boolean;
  /** Strict modes: the URN grammar for the "urn" scheme (lib/urn.ts). */
  readonly urn: UrnPolicy;
  /**
   * Strict modes: without a base, accept an IRI-reference / URI-reference (RFC 3987 §2.2,
   * RFC 3986 §4.1), not only an absolute IRI (§4.3).
   */
  readonly reference: boolean;
  /** Strict modes: the rules of the schemes in lib/rfc/schemes.ts (RFC 9110, 6455, 8089, 6068, 2397, 4151). */
  readonly schemeRules: boolean;
}

export const WHATWG: Mode = {
  kind: ModeKind.WHATWG, name: 'whatwg', iri: true, idna: 'uts46', zoneId: false,
  allowBidiIsolates: true, nonStrictResolution: false, urn: 'none', reference: false, schemeRules: false,
};

export const RFC3986: Mode = {
  kind: ModeKind.RFC3986, name: 'rfc3986', iri: false, idna: 'idna2008', zoneId: false,
  allowBidiIsolates: false, nonStrictResolution: false, urn: 'rfc8141', reference: false, schemeRules: false,
};

export const RFC3987: Mode = {
  kind: ModeKind.RFC3987, name: 'rfc3987', iri: true, idna: 'idna2008', zoneId: false,
  allowBidiIsolates: false, nonStrictResolution: false, urn: 'rfc8141', reference: false, schemeRules: false,
};

/** Options of the strict modes, as the IRI class takes them. */
export interface StrictOptions {
  /**
   * How DNS hosts are checked: 'idna2008' (RFC 5891 §5 lookup, default), 'idna2008-registration'
   * (§4, no mapping), 'uts46' (the URL Standard's profile) or 'none'.
   */
  idna?: IdnaPolicy;
  /** Accept RFC 6874 zone identifiers in IPv6 literals (`[fe80::1%25eth0]`). Default false. */
  zoneId?: boolean;
  /** Accept the bidi isolates U+2066-U+2069 in mode rfc3987 (RFC 3987 §4.1 predates them). Default false. */
  allowBidiIsolates?: boolean;
  /** Resolve with RFC 3986 §5.2.2's non-strict variant (a reference's scheme equal to the base's is ignored). Default false. */
  nonStrictResolution?: boolean;
  /** The URN grammar for "urn:" IRIs: 'rfc8141' (default), 'rfc2141' or 'none'. */
  urn?: UrnPolicy;
  /**
   * Accept a relative reference without a base (RFC 3986 §4.1 URI-reference, RFC 3987 §2.2
   * IRI-reference): `scheme` is then null and `isAbsolute` false. Default false.
   */
  reference?: boolean;
  /**
   * Also apply the rules of the RFC that defines the scheme (http, https, ws, wss, file, mailto,
   * data, tag; docs/api.md "Scheme rules"): MUSTs are errors, SHOULDs warnings. Default false.
   */
  schemeRules?: boolean;
}

export const IDNA_POLICIES: readonly IdnaPolicy[] = ['idna2008', 'idna2008-registration', 'uts46', 'none'];
export const URN_POLICIES: readonly UrnPolicy[] = ['rfc8141', 'rfc2141', 'none'];

/**
 * A strict mode with the options of `bag` applied (own properties only, core/options.ts); the
 * frozen defaults when none differs. `fn` names the caller in a RangeError.
 */
export function strictMode(base: Mode, options: OptionBag | StrictOptions | undefined, fn = 'IRI'): Mode {
  const bag = optionBag(options, fn);
  if (bag === null) return base;
  // Most bags give the mode alone: `in`, which calls no getter, finds none of these there, own
  // or inherited (each test at its own site, so each stays monomorphic).
  if (!('idna' in bag) && !('urn' in bag) && !('zoneId' in bag) && !('allowBidiIsolates' in bag) && !('nonStrictResolution' in bag) &&
    !('reference' in bag) && !('schemeRules' in bag)) return base;
  const idna = enumOption(bag, 'idna', IDNA_POLICIES, base.idna, fn);
  const urn = enumOption(bag, 'urn', URN_POLICIES, base.urn, fn);
  const zoneId = boolOption(bag, 'zoneId', base.zoneId);
  const allowBidiIsolates = boolOption(bag, 'allowBidiIsolates', base.allowBidiIsolates);
  const nonStrictResolution = boolOption(bag, 'nonStrictResolution', base.nonStrictResolution);
  const reference = boolOption(bag, 'reference', base.reference);
  const schemeRules = boolOption(bag, 'schemeRules', base.schemeRules);
  if (idna === base.idna && urn === base.urn && zoneId === base.zoneId && allowBidiIsolates === base.allowBidiIsolates &&
    nonStrictResolution === base.nonStrictResolution && reference === base.reference && schemeRules === base.schemeRules) return base;
  return { kind: base.kind, name: base.name, iri: base.iri, idna, zoneId, allowBidiIsolates, nonStrictResolution, urn, reference, schemeRules };
}

/** The strict mode `base` (rfc3986 or rfc3987) with the settings of `like`. */
export function strictModeLike(base: Mode, like: Mode): Mode {
  if (like.idna === base.idna && like.urn === base.urn && like.zoneId === base.zoneId &&
    like.allowBidiIsolates === base.allowBidiIsolates && like.nonStrictResolution === base.nonStrictResolution &&
    like.reference === base.reference && like.schemeRules === base.schemeRules) return base;
  return {
    kind: base.kind, name: base.name, iri: base.iri, idna: like.idna, zoneId: like.zoneId,
    allowBidiIsolates: like.allowBidiIsolates, nonStrictResolution: like.nonStrictResolution, urn: like.urn,
    reference: like.reference, schemeRules: like.schemeRules,
  };
}

/** `m` with hosts left unchecked by IDNA (idna 'none'), for a string whose hosts passed it already. */
export function withoutIdna(m: Mode): Mode {
  if (m.idna === 'none') return m;
  return {
    kind: m.kind, name: m.name, iri: m.iri, idna: 'none', zoneId: m.zoneId, allowBidiIsolates: m.allowBidiIsolates,
    nonStrictResolution: m.nonStrictResolution, urn: m.urn, reference: m.reference, schemeRules: m.schemeRules,
  };
}
