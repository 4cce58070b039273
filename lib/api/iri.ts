// The IRI class: the mutable core object, one record and three modes. In WHATWG mode (the
// default) it is exactly the URL Standard's URL (same record, parser and setters as the URL
// facade), plus IRI.validate. In the strict modes (RFC 3986, RFC 3987; lib/rfc/strict.ts,
// lib/rfc/parse.ts, lib/rfc/setters.ts) it keeps the IRI as written, rejects what the grammar rejects and
// re-validates every write. Both modes share normalize/equals (RFC 3986 §6, RFC 3987 §5),
// toURI/toIRI (RFC 3987 §3), resolve and relativize.

import type { RfcIssue, ValidationError, ValidationErrorCode } from '../core/errors';
import type { URL } from './url';
import { IRIError, rfcIssue, throwingSink } from '../core/errors';
import { IriRecord, HostKind } from '../core/record';
import { serializeOrigin } from '../whatwg/origin';
import {
  parseURL, setHash, setHost, setHostname, setPassword, setPathname, setPort, setProtocol, setQuery,
  setSearch, setUsername,
} from '../whatwg/setters';
import { createLinkedSearchParams, resetSearchParams, takeSerializedQuery, URLSearchParams, type SearchParamsLink } from './search-params';
import { strictJournal } from './search-params-strict';
import { getHash, getHost, getHostname, getPort, getProtocol, getSearch, usv } from '../whatwg/getters';
import { RFC3986, RFC3987, WHATWG, strictMode, strictModeLike, withoutIdna } from '../core/mode';
import type { Mode, StrictOptions } from '../core/mode';
import { queryConstrained, setRfcComponent, setSerializedQuery } from '../rfc/setters';
import {
  componentsOf, parsesAlike, resolutionBase, rfcOrigin, strictParse, strictParseAgainst, strictParseAgainstOrNull, strictParseOrNull, strictResolve,
  strictValidate, type ResolutionBase,
} from '../rfc/strict';
import { normalizeRecord, normalizeSteps, type NormalizeOptions, type NormalizeSteps } from '../rfc/normalize';
import { boolOption, enumOption, optionBag } from '../core/options';
import { iriToURI, uriToIRI, type FromURIOptions, type ToURIOptions } from '../rfc/iri-uri';
import { relativeCandidates } from '../rfc/relativize';
import { policyToASCII } from '../idna/policy';
import { usesDns } from '../rfc/dns';
import { isUrnRecord, urnEquivalent } from '../rfc/urn';
import { inspectView, type Slot } from '../core/slots';
import { defineInterface } from '../core/interface';

/** The reading an IRI is parsed by: the URL Standard, or strict RFC 3986 (URI) / RFC 3987 (IRI). */
export type IRIMode = 'whatwg' | 'rfc3986' | 'rfc3987';

export interface IRIOptions extends StrictOptions {
  /**
   * Parsing rules: 'whatwg' (the URL Standard, default), 'rfc3986' (URI, ASCII only) or
   * 'rfc3987' (IRI). The strict modes also take `idna`, `zoneId`, `allowBidiIsolates`,
   * `nonStrictResolution`, `urn`, `reference` (relative references without a base, README
   * "References") and `schemeRules` (README "Scheme rules"). Every option is read from an own property
   * only; an unknown value is a RangeError, even in mode 'whatwg' (README "Options arguments").
   */
  mode?: IRIMode;
}

/**
 * What IRI.validate returns: every validation error (and, in the strict modes, warning). `E` is
 * ValidationError ({ code, index }) in mode 'whatwg' and RfcIssue ({ code, index, component,
 * severity, message }) in the strict modes; IRI.validate's overloads pick it from the mode.
 */
export interface ValidationResult<E extends ValidationError | RfcIssue = ValidationError | RfcIssue> {
  /** True when the input parses without any error (strict warnings do not count). */
  valid: boolean;
  /** True when parsing fails (new IRI would throw). */
  failure: boolean;
  /**
   * In WHATWG mode the URL Standard's validation errors ({ code, index }); in the strict modes
   * every error and warning, with component, severity and message. index is a UTF-16 offset
   * in the input (-1 for a problem of the base).
   */
  errors: E[];
  /** The serialized result (resolved against the base), or null on failure. */
  href: string | null;
}

/** What the IRI functions take as a base: a string, an IRI, a URL (any object with a string href: its href), or none. */
type BaseLike = string | IRI | URL | { readonly href: string } | undefined | null;

/** What the IRI functions take as an IRI or reference: a string, or an IRI or URL (stringified: its href). */
type IRIInput = string | IRI | URL;

/** The rungs of the comparison ladder (RFC 3986 §6.2, RFC 3987 §5.3). */
export interface EqualsOptions {
  /**
   * 'simple': the strings (§5.3.1); 'syntax': after syntax-based normalization (case,
   * percent-encoding, dot segments, NFC); 'scheme' (default): also scheme-based normalization
   * and IDN labels equal to their A-labels (§5.3.3). URNs compare by RFC 8141 §3 at 'syntax'
   * and 'scheme'.
   */
  level?: 'simple' | 'syntax' | 'scheme';
}

const MODES: readonly IRIMode[] = ['whatwg', 'rfc3986', 'rfc3987'];
const LEVELS: readonly ('simple' | 'syntax' | 'scheme')[] = ['simple', 'syntax', 'scheme'];
const HOST_MAPPINGS: readonly ('idna' | 'percent-encode')[] = ['idna', 'percent-encode'];

/**
 * The mode of IRIOptions (own properties only, core/options.ts; `fallback` when mode is absent).
 * The strict options are checked in every mode, so that a wrong value never passes silently.
 */
function modeOf(options: unknown, fn: string, fallback: IRIMode = 'whatwg'): Mode {
  const bag = optionBag(options, fn);
  if (bag === null) return fallback === 'whatwg' ? WHATWG : fallback === 'rfc3986' ? RFC3986 : RFC3987;
  const name = enumOption(bag, 'mode', MODES, fallback, fn);
  const strict = strictMode(name === 'rfc3986' ? RFC3986 : RFC3987, bag, fn);
  return name === 'whatwg' ? WHATWG : strict;
}

/** The steps of normalizedFor() at a rung: everything but scheme-based normalization below 'scheme'. */
const SYNTAX_STEPS: NormalizeSteps = { case: true, percentEncoding: true, pathSegments: true, characters: undefined, schemeBased: false };
const SCHEME_STEPS: NormalizeSteps = { case: true, percentEncoding: true, pathSegments: true, characters: undefined, schemeBased: true };

/** Own keys of IRIOptions, by which an options bag passed as the base is recognized. */
const OPTION_KEYS = ['mode', 'idna', 'zoneId', 'allowBidiIsolates', 'nonStrictResolution', 'urn', 'reference', 'schemeRules'];

function baseString(base: BaseLike): string | null {
  if (base === undefined || base === null) return null;
  if (base instanceof IRI) return recordOf(base).href;
  if (typeof base === 'object' && typeof (base as { href?: unknown }).href !== 'string') {
    // An options bag where the base goes ("[object Object]" as a base would only say invalid-base).
    for (let i = 0; i < OPTION_KEYS.length; i++) {
      if (Object.prototype.hasOwnProperty.call(base, OPTION_KEYS[i])) {
        throw new TypeError(`IRI: the second argument is the base and options go third: new IRI(input, undefined, { ${OPTION_KEYS[i]}: … })`);
      }
    }
  }
  return usv(typeof base === 'object' && typeof (base as { href?: unknown }).href === 'string' ? (base as { href: string }).href : base);
}

/** Parses a base for WHATWG mode; undefined when there is none, null when it does not parse. */
function baseRecord(base: BaseLike): IriRecord | null | undefined {
  if (base === undefined || base === null) return undefined;
  if (base instanceof IRI && slots(base).m === WHATWG) return recordOf(base);
  return parseURL(baseString(base) as string, null);
}

function parseOrNull(input: unknown, base: BaseLike): IriRecord | null {
  const b = baseRecord(base);
  if (b === null) return null;
  return parseURL(usv(input), b === undefined ? null : b);
}

function failureError(input: string, base: BaseLike): IRIError {
  const v = IRI.validate(input, base);
  const last = v.errors.length ? v.errors[v.errors.length - 1] : { code: 'invalid-url', index: -1 };
  return new IRIError(`Invalid URL (${last.code} at ${last.index}): ${input}`, String(last.code), last.index, '', input);
}

/** Parses in any mode; throws IRIError. */
function parseIn(mode: Mode, input: unknown, base: BaseLike): IriRecord {
  const text = usv(input);
  if (mode === WHATWG) {
    const r = parseOrNull(text, base);
    if (r === null) throw failureError(text, base);
    return r;
  }
  const b = strictBase(base, mode);
  return b !== null ? strictParseAgainst(text, b, mode) : strictParse(text, baseString(base), mode);
}

/** strictParseOrNull with the base of strictBase when there is one. */
function strictParseOrNullIn(mode: Mode, input: unknown, base: BaseLike): IriRecord | null {
  const b = strictBase(base, mode);
  return b !== null ? strictParseAgainstOrNull(usv(input), b, mode) : strictParseOrNull(usv(input), baseString(base), mode);
}

/**
 * The base as it is when it is an absolute IRI parsed as `mode` parses (its record, with what
 * RFC 3986 §5.2 needs made once and kept in its slots), else null: then its string is parsed.
 */
function strictBase(base: BaseLike, mode: Mode): ResolutionBase | null {
  if (!(base instanceof IRI)) return null;
  const s = slots(base);
  if (!parsesAlike(s.m, mode)) return null;
  const r = recordOf(base);
  if (r.schemeEnd < 0) return null;
  const x = derived(s);
  if (x.base === null) x.base = resolutionBase(r);
  return x.base;
}

/** The IRI's record, with its query brought up to date (see IRISlots.d). */
function recordOf(iri: IRI): IriRecord {
  const s = slots(iri);
  if (s.d) flush(s);
  return s.r;
}

/** URN equivalence (RFC 8141 §3; RFC 2141 §5 with the urn option). */
function urnEquals(a: string, b: string, mode: Mode): boolean {
  return urnEquivalent(a, b, { urn: mode.urn === 'rfc2141' ? 'rfc2141' : 'rfc8141' });
}

/**
 * An IRI normalized for a rung of the ladder (syntax, or scheme without the IDN step), parsed:
 * only compared, so its hosts are not checked by IDNA again.
 */
function normalizedFor(iri: IRI, level: 'syntax' | 'scheme'): IriRecord {
  const r = recordOf(iri);
  const m = slots(iri).m;
  return parseIn(m === WHATWG ? m : withoutIdna(m), normalizeRecord(r, m.iri, level === 'scheme' ? SCHEME_STEPS : SYNTAX_STEPS), undefined);
}

/** RFC 3987 §5.3.3: a normalized IRI with its IDN host as A-labels (an IDN host and its A-labels are equivalent). */
function withALabels(n: IriRecord): string {
  if (n.hostKind !== HostKind.Domain || n.schemeEnd < 0 || !usesDns(n.href.slice(0, n.schemeEnd).toLowerCase())) return n.href;
  const ascii = policyToASCII(n.href.slice(n.hostStart, n.hostEnd), 'uts46');
  if (ascii === null) return n.href;
  return n.href.slice(0, n.hostStart) + ascii + n.href.slice(n.hostEnd);
}

/**
 * Whether two IRIs are equivalent at a rung: equal when normalized (the IDN step maps equal
 * strings alike); at 'scheme', else equal with their hosts as A-labels, which needs IDNA only
 * when what is around the hosts is equal.
 */
function equivalent(a: IRI, b: IRI, level: 'syntax' | 'scheme'): boolean {
  const x = normalizedFor(a, level);
  const y = normalizedFor(b, level);
  if (x.href === y.href) return true;
  if (level !== 'scheme') return false;
  if (x.hostKind === HostKind.Domain && y.hostKind === HostKind.Domain &&
    (x.href.slice(0, x.hostStart) !== y.href.slice(0, y.hostStart) || x.href.slice(x.hostEnd) !== y.href.slice(y.hostEnd))) return false;
  return withALabels(x) === withALabels(y);
}

/** The string an IRI argument stands for: an IRI's href, else the argument as a string. */
function hrefOf(x: IRIInput): string {
  return x instanceof IRI ? recordOf(x).href : usv(x);
}

/**
 * `text` as an IRI in `mode`, for a comparison, or null when it is not one there. In mode
 * rfc3986 an IRI with non-ASCII characters is first mapped to its URI (RFC 3987 §3.1, as
 * toURI does, with the mode's idna policy), since RFC 3987 §5.3.1 compares an IRI and a URI
 * after that mapping; in mode rfc3987 a URI is an IRI already, and §5.3.2.3 decodes it.
 */
function comparand(text: string, mode: Mode): IRI | null {
  let r: IriRecord | null;
  if (mode === WHATWG) r = parseURL(text, null);
  else {
    r = strictParseOrNull(text, null, mode);
    if (r === null && mode.kind === RFC3986.kind) {
      const asIRI = strictParseOrNull(text, null, strictModeLike(RFC3987, mode));
      if (asIRI !== null) r = strictParseOrNull(iriToURI(asIRI, mode.idna, false), null, mode);
    }
  }
  return r === null ? null : make(r, mode);
}

/** RFC 3987 §3.2 in `mode` (rfc3987 with its settings); `unicodeHost` is FromURIOptions unicodeHost. */
function fromURIIn(uri: IRIInput, mode: Mode, unicodeHost: boolean): IRI {
  const text = uri instanceof IRI ? recordOf(uri).href : usv(uri);
  // The host check percent-decodes a reg-name, so a host it accepts stays valid decoded, and
  // checks an A-label by its U-label: the IRI's hosts are not checked by IDNA again.
  const r = strictParse(text, null, mode);
  return make(strictParse(uriToIRI(r, unicodeHost), null, withoutIdna(mode)), mode);
}

/**
 * An IRI's internal slots, kept out of sight under one key (core/slots.ts), so that the
 * instance has no own property a program can see.
 */
export class IRISlots {
  /** The IRI (its record); its query lags behind sp's list while d is true. */
  r: IriRecord;
  /** The query object, made on first use ([SameObject]). */
  sp: URLSearchParams | null;
  /** The mode the IRI was parsed in. */
  m: Mode;
  /**
   * True while r's query lags behind sp's list (URL §6.2 update steps, deferred): whatever
   * reads the href or query, and every setter, first brings it up to date (flush).
   */
  d: boolean;
  /** Strict modes: what is derived from r on first use (or null; stale once r is replaced). */
  x: Derived | null;

  constructor(r: IriRecord, m: Mode) {
    this.r = r;
    this.sp = null;
    this.m = m;
    this.d = false;
    this.x = null;
  }
}

/** What a strict IRI derives from its record `of` on first use, kept while the record is its own. */
class Derived {
  of: IriRecord;
  /** `of` without its query, for checking searchParams writes (or null). */
  queryless: IriRecord | null;
  /** `of` as a base for RFC 3986 §5.2 (or null). */
  base: ResolutionBase | null;

  constructor(of: IriRecord) {
    this.of = of;
    this.queryless = null;
    this.base = null;
  }
}

/** The Derived of an IRI's current record. */
function derived(s: IRISlots): Derived {
  let x = s.x;
  if (x === null || x.of !== s.r) s.x = x = new Derived(s.r);
  return x;
}

/**
 * What an IRI's query object calls: on a change, the query lags until the next flush(); in
 * the strict modes, a write is checked before it is kept. The query it leads to is checked by
 * its shape (see probeQuery in search-params-strict.ts) against the IRI without its query, so each
 * check costs the size of one tuple, not of the whole query.
 */
const LINK: SearchParamsLink<IRISlots> = {
  changed(s) {
    s.d = true;
  },
  check(s, probe) {
    if (!queryConstrained(s.r, s.m)) return; // every urlencoded query is valid there
    const x = derived(s);
    if (x.queryless === null) x.queryless = setRfcComponent(s.r, s.m, 'query', null);
    setRfcComponent(x.queryless, s.m, 'query', probe);
  },
};

/**
 * URL §6.2 URLSearchParams update steps 2-4, deferred until now; in the strict modes through
 * the query setter, so the IRI keeps its mode (a serialized query's characters are all query
 * characters: setSerializedQuery checks the rest).
 */
function flush(s: IRISlots): void {
  const query = takeSerializedQuery(s.sp!);
  s.d = false;
  s.r = s.m === WHATWG ? setQuery(s.r, query) : setSerializedQuery(s.r, s.m, query);
}

/** The internal slots of an IRI (undefined when `x` is not one): for this folder and the tests' accessor. */
export function iriSlots(x: unknown): IRISlots | undefined {
  return SLOT.find(x);
}

/** The slots of an IRI; a TypeError when it is not one. */
function slots(iri: IRI): IRISlots {
  return SLOT.get(iri);
}

/**
 * The first argument of the constructor call through which make() gives a new IRI its slots (the
 * second argument): an IRI's private field is added only by its constructor.
 */
const MADE = {};

function make(r: IriRecord, mode: Mode): IRI {
  return new IRI(MADE as IRIInput, new IRISlots(r, mode) as unknown as BaseLike);
}

/**
 * A URL or IRI, mutable, in one of three modes: `whatwg` (the URL Standard, as `URL`), `rfc3986`
 * or `rfc3987` (strict: the input as written or an `IRIError`). Setters re-validate on every
 * write and are atomic. See docs/api.md.
 */
export class IRI {
  /** The IRI's internal slots. */
  #slots: IRISlots;

  /**
   * Parses `input` against an optional base (a string, IRI or URL) in the given mode; throws
   * IRIError (a TypeError) on failure. In the strict modes a reference is resolved by
   * RFC 3986 §5.2 and, without a base, must be absolute.
   */
  constructor(input: IRIInput, base?: BaseLike, options?: IRIOptions) {
    if (input === MADE) {
      this.#slots = base as unknown as IRISlots;
      return;
    }
    const mode = modeOf(options, 'IRI');
    this.#slots = new IRISlots(parseIn(mode, input, base), mode);
  }

  /** Like the constructor, but returns null instead of throwing IRIError. */
  static parse(input: IRIInput, base?: BaseLike, options?: IRIOptions): IRI | null {
    const mode = modeOf(options, 'IRI.parse');
    const r = mode === WHATWG ? parseOrNull(input, base) : strictParseOrNullIn(mode, input, base);
    return r === null ? null : make(r, mode);
  }

  /** Whether `new IRI(input, base, options)` would succeed. */
  static canParse(input: IRIInput, base?: BaseLike, options?: IRIOptions): boolean {
    const mode = modeOf(options, 'IRI.canParse');
    if (mode === WHATWG) return parseOrNull(input, base) !== null;
    return strictParseOrNullIn(mode, input, base) !== null;
  }

  /** RFC 3986 §5.2 reference resolution in a strict mode (default rfc3987); returns the string. */
  static resolve(base: Exclude<BaseLike, null | undefined>, ref: IRIInput, options?: IRIOptions): string {
    const mode = modeOf(options, 'IRI.resolve', 'rfc3987');
    if (mode === WHATWG) return make(parseIn(mode, ref, base), mode).href;
    const b = strictBase(base, mode);
    return b !== null ? strictParseAgainst(usv(ref), b, mode).href : strictResolve(baseString(base) as string, usv(ref), mode);
  }

  /** The mode this IRI was parsed in. */
  get mode(): IRIMode {
    const s = slots(this);
    return s.m.name;
  }

  /**
   * False for a relative reference (RFC 3986 §4.2, held with the reference option), true for
   * an IRI with a scheme (always in mode whatwg).
   */
  get isAbsolute(): boolean {
    const s = slots(this);
    return s.r.schemeEnd >= 0;
  }

  /**
   * Runs the parser and returns every validation error (URL §1.1 names) with its index in
   * `input`; never throws for any input (a wrong options argument throws, as everywhere, and a
   * Symbol, which Web IDL ToString cannot convert, is a TypeError as for every function). A base
   * that fails to parse gives one error 'invalid-base' (index -1).
   */
  static validate(input: IRIInput, base: BaseLike, options: IRIOptions & { mode: 'rfc3986' | 'rfc3987' }): ValidationResult<RfcIssue>;
  static validate(input: IRIInput, base?: BaseLike, options?: IRIOptions & { mode?: 'whatwg' }): ValidationResult<ValidationError>;
  static validate(input: IRIInput, base?: BaseLike, options?: IRIOptions): ValidationResult;
  static validate(input: IRIInput, base?: BaseLike, options?: IRIOptions): ValidationResult {
    const mode = modeOf(options, 'IRI.validate');
    const text = usv(input);
    if (mode !== WHATWG) {
      const v = strictValidate(text, baseString(base), mode);
      let failed = false;
      for (let i = 0; i < v.issues.length; i++) if (v.issues[i].severity === 'error') failed = true;
      return { valid: !failed, failure: failed, errors: v.issues, href: v.href };
    }
    const errors: ValidationError[] = [];
    const b = baseRecord(base);
    if (b === null) return { valid: false, failure: true, errors: [{ code: 'invalid-base', index: -1 }], href: null };
    const r = parseURL(text, b === undefined ? null : b, (code: ValidationErrorCode, index: number) => {
      errors.push({ code, index });
    });
    return { valid: r !== null && errors.length === 0, failure: r === null, errors, href: r === null ? null : r.href };
  }

  /** The IRI as a string: in mode whatwg the serialized URL, in the strict modes the IRI as written. */
  get href(): string {
    const s = slots(this);
    if (s.d) flush(s);
    return s.r.href;
  }

  /** Replaces the whole IRI, parsed in this IRI's mode; an `IRIError` (strict modes) or TypeError when it does not parse, and nothing changes. */
  set href(value: string) {
    const s = slots(this);
    const input = usv(value);
    let r: IriRecord;
    if (s.m === WHATWG) {
      const parsed = parseURL(input, null);
      if (parsed === null) throw failureError(input, undefined);
      r = parsed;
    } else r = strictParse(input, null, s.m);
    s.r = r;
    s.d = false;
    if (s.sp !== null) resetSearchParams(s.sp, r.query);
  }

  /** URL §4.7 origin in WHATWG mode; RFC 6454 §4, §6.2 in the strict modes (strict.ts rfcOrigin). */
  get origin(): string {
    const s = slots(this);
    if (s.r.schemeEnd < 0) return 'null'; // a relative reference has no origin until resolved
    return s.m === WHATWG ? serializeOrigin(s.r) : rfcOrigin(s.r, s.m);
  }

  /** The scheme followed by ":". */
  get protocol(): string {
    const s = slots(this);
    return getProtocol(s.r);
  }

  /** Sets the scheme (":" optional). Strict modes: re-validated, an `IRIError` leaves the IRI unchanged. */
  set protocol(value: string) {
    const s = slots(this);
    if (s.d) flush(s);
    const v = usv(value);
    if (s.m === WHATWG) s.r = setProtocol(s.r, v);
    else s.r = setRfcComponent(s.r, s.m, 'scheme', v.charCodeAt(v.length - 1) === 0x3a ? v.slice(0, -1) : v);
  }

  /** The username (percent-encoded in mode whatwg, as written in the strict modes). */
  get username(): string {
    const s = slots(this);
    return s.r.username;
  }

  /** Sets the username. Strict modes: re-validated, an `IRIError` leaves the IRI unchanged. */
  set username(value: string) {
    const s = slots(this);
    if (s.d) flush(s);
    if (s.m === WHATWG) s.r = setUsername(s.r, usv(value));
    else s.r = setRfcComponent(s.r, s.m, 'username', usv(value));
  }

  /** The password (percent-encoded in mode whatwg, as written in the strict modes). */
  get password(): string {
    const s = slots(this);
    return s.r.password;
  }

  /** Sets the password. Strict modes: re-validated, an `IRIError` leaves the IRI unchanged. */
  set password(value: string) {
    const s = slots(this);
    if (s.d) flush(s);
    if (s.m === WHATWG) s.r = setPassword(s.r, usv(value));
    else s.r = setRfcComponent(s.r, s.m, 'password', usv(value));
  }

  /** The host and, when there is one, ":" and the port (mode whatwg drops a default port). */
  get host(): string {
    const s = slots(this);
    return getHost(s.r);
  }

  /** Sets the host and port. Strict modes: re-validated, an `IRIError` leaves the IRI unchanged. */
  set host(value: string) {
    const s = slots(this);
    if (s.d) flush(s);
    if (s.m === WHATWG) s.r = setHost(s.r, usv(value));
    else s.r = setRfcComponent(s.r, s.m, 'host', usv(value));
  }

  /** The host (IPv6 in brackets): serialized in mode whatwg, as written in the strict modes. */
  get hostname(): string {
    const s = slots(this);
    return getHostname(s.r);
  }

  /** Sets the host. Strict modes: re-validated, an `IRIError` leaves the IRI unchanged. */
  set hostname(value: string) {
    const s = slots(this);
    if (s.d) flush(s);
    if (s.m === WHATWG) s.r = setHostname(s.r, usv(value));
    else s.r = setRfcComponent(s.r, s.m, 'hostname', usv(value));
  }

  /** The port, or `""` when absent (mode whatwg: also when it is the scheme's default). */
  get port(): string {
    const s = slots(this);
    return getPort(s.r);
  }

  /** Sets the port; `""` removes it. Strict modes: re-validated, an `IRIError` leaves the IRI unchanged. */
  set port(value: string) {
    const s = slots(this);
    if (s.d) flush(s);
    if (s.m === WHATWG) s.r = setPort(s.r, usv(value));
    else s.r = setRfcComponent(s.r, s.m, 'port', usv(value));
  }

  /** The path: serialized in mode whatwg, as written in the strict modes. */
  get pathname(): string {
    const s = slots(this);
    return s.r.path;
  }

  /** Sets the path. Strict modes: re-validated, an `IRIError` leaves the IRI unchanged. */
  set pathname(value: string) {
    const s = slots(this);
    if (s.d) flush(s);
    if (s.m === WHATWG) s.r = setPathname(s.r, usv(value));
    else s.r = setRfcComponent(s.r, s.m, 'path', usv(value));
  }

  /** The query with its leading "?", or `""` when it is absent or empty. */
  get search(): string {
    const s = slots(this);
    if (s.d) flush(s);
    return getSearch(s.r);
  }

  /** Sets the query ("?" optional); `""` removes it. Strict modes: re-validated, atomic. */
  set search(value: string) {
    const s = slots(this);
    const v = usv(value);
    // The query is replaced whole, so a lagging one need not be brought up to date first.
    if (s.m === WHATWG) s.r = setSearch(s.r, v);
    else s.r = setRfcComponent(s.r, s.m, 'query', v === '' ? null : v.charCodeAt(0) === 0x3f ? v.slice(1) : v);
    s.d = false;
    // URL §6.1 search setter steps 2 and 6, except that the list is the parse of the query
    // the IRI now holds (see resetSearchParams).
    if (s.sp !== null) resetSearchParams(s.sp, s.r.query);
  }

  /**
   * [SameObject] URLSearchParams of the query. In the strict modes every change goes through the
   * query setter's checks: one the IRI cannot take throws IRIError and changes nothing.
   */
  get searchParams(): URLSearchParams {
    const s = slots(this);
    if (s.sp === null) s.sp = createLinkedSearchParams(s, LINK, s.r.query, s.m !== WHATWG ? strictJournal : null);
    return s.sp;
  }

  /** The fragment with its leading "#", or `""` when it is absent or empty. */
  get hash(): string {
    const s = slots(this);
    return getHash(s.r);
  }

  /** Sets the fragment ("#" optional); `""` removes it. Strict modes: re-validated, atomic. */
  set hash(value: string) {
    const s = slots(this);
    if (s.d) flush(s);
    const v = usv(value);
    if (s.m === WHATWG) s.r = setHash(s.r, v);
    else s.r = setRfcComponent(s.r, s.m, 'fragment', v === '' ? null : v.charCodeAt(0) === 0x23 ? v.slice(1) : v);
  }

  // RFC 3986 names: null when the component is absent, "" when it is empty. Setting null
  // removes the component and its delimiter.

  /** RFC 3986 §3.1 scheme, as written. */
  get scheme(): string | null {
    const s = slots(this);
    return s.r.schemeEnd >= 0 ? s.r.href.slice(0, s.r.schemeEnd) : null;
  }

  /** Sets the scheme (RFC name); `null` removes it from a relative reference. Re-validated, atomic. */
  set scheme(value: string | null) {
    const s = slots(this);
    if (s.d) flush(s);
    if (s.m === WHATWG) this.protocol = usv(value);
    else s.r = setRfcComponent(s.r, s.m, 'scheme', value === null ? null : usv(value));
  }

  /** RFC 3986 §3.2.1 userinfo, or null. */
  get userinfo(): string | null {
    const s = slots(this);
    const r = s.r;
    return r.hostKind !== HostKind.None && r.hostStart > r.schemeEnd + 3 ? r.href.slice(r.schemeEnd + 3, r.hostStart - 1) : null;
  }

  /** Sets the userinfo (RFC name); `null` removes it with its "@". Re-validated, atomic. */
  set userinfo(value: string | null) {
    const s = slots(this);
    if (s.d) flush(s);
    if (s.m !== WHATWG) {
      s.r = setRfcComponent(s.r, s.m, 'userinfo', value === null ? null : usv(value));
      return;
    }
    const v = value === null ? '' : usv(value);
    const colon = v.indexOf(':');
    this.username = colon < 0 ? v : v.slice(0, colon);
    this.password = colon < 0 ? '' : v.slice(colon + 1);
  }

  /** RFC 3986 §3.2 authority, or null. */
  get authority(): string | null {
    const s = slots(this);
    const r = s.r;
    return r.hostKind === HostKind.None ? null : r.href.slice(r.schemeEnd + 3, r.pathStart);
  }

  /** Sets the authority (RFC name); `null` removes it with its "//". Re-validated, atomic. */
  set authority(value: string | null) {
    const s = slots(this);
    if (s.d) flush(s);
    if (s.m !== WHATWG) {
      s.r = setRfcComponent(s.r, s.m, 'authority', value === null ? null : usv(value));
      return;
    }
    const v = value === null ? '' : usv(value);
    const at = v.lastIndexOf('@');
    this.userinfo = at < 0 ? null : v.slice(0, at);
    this.host = at < 0 ? v : v.slice(at + 1);
  }

  /** RFC 3986 §3.3 path. */
  get path(): string {
    const s = slots(this);
    return s.r.path;
  }

  /** Sets the path (RFC name, as written). Re-validated, atomic. */
  set path(value: string) {
    this.pathname = value;
  }

  /** RFC 3986 §3.4 query, or null. */
  get query(): string | null {
    const s = slots(this);
    if (s.d) flush(s);
    return s.r.query;
  }

  /** Sets the query (RFC name, without "?"); `null` removes it with its "?". Re-validated, atomic. */
  set query(value: string | null) {
    const s = slots(this);
    if (s.m !== WHATWG) {
      s.r = setRfcComponent(s.r, s.m, 'query', value === null ? null : usv(value));
      s.d = false;
      if (s.sp !== null) resetSearchParams(s.sp, s.r.query);
      return;
    }
    // "?" + value keeps an empty query as "" (the search setter's leading "?" is removed).
    this.search = value === null ? '' : '?' + usv(value);
  }

  /** RFC 3986 §3.5 fragment, or null. */
  get fragment(): string | null {
    const s = slots(this);
    return s.r.fragment;
  }

  /** Sets the fragment (RFC name, without "#"); `null` removes it with its "#". Re-validated, atomic. */
  set fragment(value: string | null) {
    const s = slots(this);
    if (s.d) flush(s);
    if (s.m !== WHATWG) {
      s.r = setRfcComponent(s.r, s.m, 'fragment', value === null ? null : usv(value));
      return;
    }
    this.hash = value === null ? '' : '#' + usv(value);
  }

  /**
   * RFC 3986 §6.2.2-6.2.3 / RFC 3987 §5.3 normalization, every step on by default; returns a
   * new IRI in the same mode. Idempotent.
   */
  normalize(options?: NormalizeOptions): IRI {
    const s = slots(this);
    // A host that passed IDNA passes it normalized (lower case, decoded triplets, NFC): the
    // result's hosts are not checked again.
    const parsing = s.m === WHATWG ? s.m : withoutIdna(s.m);
    return make(parseIn(parsing, normalizeRecord(recordOf(this), s.m.iri, normalizeSteps(options, 'IRI.prototype.normalize')), undefined), s.m);
  }

  /**
   * Equivalence by the comparison ladder (see EqualsOptions). `other` is taken by its string
   * (an IRI or URL by its href), parsed in this IRI's mode, so an object and its href always
   * compare alike; in mode rfc3986 an IRI string is first mapped to its URI (see comparand).
   * Something that is not an IRI in this mode equals nothing, except at 'simple', which
   * compares the strings.
   */
  equals(other: IRIInput, options?: EqualsOptions): boolean {
    const s = slots(this);
    const level = enumOption(optionBag(options, 'IRI.prototype.equals'), 'level', LEVELS, 'scheme', 'IRI.prototype.equals');
    const text = hrefOf(other);
    const a = recordOf(this);
    if (level === 'simple') return a.href === text;
    const o = comparand(text, s.m);
    if (o === null) return false;
    const b = recordOf(o);
    if (isUrnRecord(a) && isUrnRecord(b)) return urnEquals(a.href, b.href, s.m);
    return equivalent(this, o, level);
  }

  /**
   * IRI.equals(a, b, options): `a.equals(b)` with both taken by their strings, in options.mode;
   * without a mode, the mode (and settings) of `a` when it is an IRI, else rfc3987.
   */
  static equals(a: IRIInput, b: IRIInput, options?: EqualsOptions & IRIOptions): boolean {
    const level = enumOption(optionBag(options, 'IRI.equals'), 'level', LEVELS, 'scheme', 'IRI.equals');
    const own = a instanceof IRI ? slots(a).m : null;
    let mode = modeOf(options, 'IRI.equals', own !== null ? own.name : 'rfc3987');
    // The frozen default of a's own mode: nothing in options changed it, so a keeps its settings.
    if (own !== null && (mode === WHATWG || mode === RFC3986 || mode === RFC3987) && mode.name === own.name) mode = own;
    const text = hrefOf(a);
    const x = comparand(text, mode);
    if (x === null) return level === 'simple' && text === hrefOf(b);
    return x.equals(b, { level });
  }

  /**
   * RFC 3987 §3.1: the URI of this IRI (the UTF-8 of non-ASCII characters percent-encoded; DNS
   * host labels as A-labels by the IDNA policy unless options.host is 'percent-encode'). In a
   * strict mode the result is an IRI in mode rfc3986 with the same options.
   */
  toURI(options?: ToURIOptions): IRI {
    const s = slots(this);
    const host = enumOption(optionBag(options, 'IRI.prototype.toURI'), 'host', HOST_MAPPINGS, 'idna', 'IRI.prototype.toURI');
    if (s.m === WHATWG || s.m.kind === RFC3986.kind) return this;
    const mode = strictModeLike(RFC3986, s.m);
    // The IRI's hosts passed IDNA (the mode's policy) when it was parsed, and RFC 3987 §3.1
    // step 2 maps them to their A-labels by that policy, or percent-encodes their UTF-8 (which
    // the check decodes): the URI's hosts are not checked by IDNA again.
    return make(strictParse(iriToURI(recordOf(this), s.m.idna, host === 'percent-encode'), null, withoutIdna(mode)), mode);
  }

  /** RFC 3987 §3.2: the IRI of this URI (see IRI.fromURI). */
  toIRI(options?: FromURIOptions): IRI {
    const s = slots(this);
    const unicodeHost = boolOption(optionBag(options, 'IRI.prototype.toIRI'), 'unicodeHost', false);
    return fromURIIn(recordOf(this).href, s.m === WHATWG ? RFC3987 : strictModeLike(RFC3987, s.m), unicodeHost);
  }

  /**
   * RFC 3987 §3.2 URI to IRI: decodes the percent-encoded UTF-8 of characters an IRI may hold
   * in that component (never "%25", reserved characters, bidi formatting characters, or
   * characters not allowed there); with unicodeHost, valid A-labels become U-labels. A URN
   * comes back unchanged: RFC 8141 §3 never decodes its triplets (urn:ex:%41 and urn:ex:A are
   * different URNs) and §2 keeps it in ASCII. The result is an IRI in mode rfc3987.
   */
  static fromURI(uri: IRIInput, options?: FromURIOptions & StrictOptions): IRI {
    const bag = optionBag(options, 'IRI.fromURI');
    return fromURIIn(uri, strictMode(RFC3987, bag, 'IRI.fromURI'), boolOption(bag, 'unicodeHost', false));
  }

  /** Resolves a reference against this IRI (RFC 3986 §5.2 in the strict modes), in this mode. */
  resolve(ref: IRIInput): IRI {
    const s = slots(this);
    return make(parseIn(s.m, ref, this), s.m);
  }

  /**
   * The shortest reference r such that this.resolve(r).href === this.resolve(target).href (RDF
   * and link rewriting), as a string: in the strict modes it parses with { mode, reference: true }.
   * The target (an IRI or URL by its href) is first resolved against this IRI, in every mode, so
   * it means what resolve makes of it: 'https:evil.com/x' against an https base is a relative
   * path in WHATWG mode (URL §4.4 special relative or authority state), and an absolute target's
   * dot segments are removed in the strict modes (RFC 3986 §5.2.2). A target that does not
   * resolve throws as resolve does. This IRI must be absolute (RFC 3986 §5.1), else IRIError
   * base-not-absolute.
   */
  relativize(target: IRIInput): string {
    const s = slots(this);
    const self = recordOf(this);
    if (self.schemeEnd < 0) throwingSink(self.href)(rfcIssue('base-not-absolute', 0, 'scheme'));
    const tr = parseIn(s.m, hrefOf(target), this);
    const t = tr.href;
    const candidates = relativeCandidates(componentsOf(self), componentsOf(tr), t);
    let best = t;
    for (let i = 0; i < candidates.length; i++) {
      const c = candidates[i];
      if (c.length >= best.length) continue;
      const r = s.m === WHATWG ? parseURL(c, self) : strictParseOrNull(c, self.href, s.m);
      if (r !== null && r.href === t) best = c;
    }
    return best;
  }

  /** The href. */
  toString(): string {
    const s = slots(this);
    if (s.d) flush(s);
    return s.r.href;
  }

  /** The href (for JSON.stringify). */
  toJSON(): string {
    const s = slots(this);
    if (s.d) flush(s);
    return s.r.href;
  }

  /** @internal The accessors of the private field, taken off the class by defineInterface (core/slots.ts takeSlots). */
  static slots(): Slot<IRISlots> {
    return {
      get: (o) => { try { return (o as IRI).#slots; } catch (e) { throw new TypeError("Illegal invocation: 'this' is not an IRI"); } },
      find: (o) => { try { return (o as IRI).#slots; } catch (e) { return undefined; } },
      set: (o, value) => { (o as IRI).#slots = value; },
    };
  }
}

// The accessors of the private field, and Node's util.inspect (console.log): the class name, the URL attributes as for
// Node's URL, then the mode and the RFC 3986 components.
const SLOT = /* @__PURE__ */ defineInterface<Slot<IRISlots>>(IRI, { inspect: inspectIRI });

function inspectIRI(this: IRI, depth: unknown, options: unknown, inspect: unknown): unknown {
  if (iriSlots(this) === undefined) return this;
  return inspectView('IRI', 'IRI', {
    href: this.href, origin: this.origin, protocol: this.protocol, username: this.username, password: this.password,
    host: this.host, hostname: this.hostname, port: this.port, pathname: this.pathname, search: this.search,
    searchParams: this.searchParams, hash: this.hash,
    mode: this.mode, scheme: this.scheme, userinfo: this.userinfo, authority: this.authority, path: this.path,
    query: this.query, fragment: this.fragment,
  }, depth, options, inspect);
}
