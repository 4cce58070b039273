// The IRI class: the mutable core object. In WHATWG mode (the default) it is exactly the URL
// Standard's URL (same record, same parser, same setters as the URL facade); it adds
// IRI.validate (the spec's named validation errors with their index) and accepts IRI or URL
// objects as a base.

import type { ValidationError, ValidationErrorCode } from './core/errors';
import { IRIError } from './core/errors';
import { IriRecord } from './core/record';
import { serializeOrigin } from './origin';
import {
  parseURL, setHash, setHost, setHostname, setPassword, setPathname, setPort, setProtocol, setQuery,
  setSearch, setUsername,
} from './parser/setters';
import { createLinkedSearchParams, resetSearchParams, URLSearchParams } from './search-params';
import { getHash, getHost, getHostname, getPort, getProtocol, getSearch } from './whatwg';

export type IRIMode = 'whatwg';

export interface IRIOptions {
  /** Parsing rules: 'whatwg' (the URL Standard, default). */
  mode?: IRIMode;
}

/** What IRI.validate returns: every validation error, and whether the parse failed. */
export interface ValidationResult {
  /** True when the input parses without any validation error. */
  valid: boolean;
  /** True when the parser returned failure (new IRI would throw). */
  failure: boolean;
  /** The validation errors in the order found; index is a UTF-16 offset in the input. */
  errors: ValidationError[];
  /** The serialized result, or null on failure. */
  href: string | null;
}

type BaseLike = string | IRI | { href: string } | undefined | null;

// Lone surrogates need no conversion here: the parser turns them into U+FFFD wherever they
// could reach the output (percent-encoding and host decoding), as USVString conversion would.
function usv(value: unknown): string {
  return typeof value === 'string' ? value : String(value);
}

function checkMode(options: IRIOptions | undefined): void {
  const mode = options && options.mode;
  if (mode !== undefined && mode !== 'whatwg') throw new RangeError(`IRI: unknown mode ${JSON.stringify(mode)}`);
}

/** Parses a base given as a string, an IRI or a URL; null when it does not parse. */
function baseRecord(base: BaseLike): IriRecord | null | undefined {
  if (base === undefined || base === null) return undefined;
  if (base instanceof IRI) return base._r;
  return parseURL(usv(typeof base === 'object' && typeof (base as { href?: unknown }).href === 'string' ? (base as { href: string }).href : base), null);
}

function parseOrNull(input: unknown, base: BaseLike): IriRecord | null {
  const b = baseRecord(base);
  if (b === null) return null;
  return parseURL(usv(input), b === undefined ? null : b);
}

function failureError(input: string, base: BaseLike): IRIError {
  const v = IRI.validate(input, base);
  const first = v.errors.length ? v.errors[v.errors.length - 1] : { code: 'invalid-url', index: -1 };
  return new IRIError(`Invalid URL (${first.code} at ${first.index}): ${input}`, String(first.code), first.index, '', input);
}

export class IRI {
  /** @internal */ _r: IriRecord;
  /** @internal */ _sp: URLSearchParams | null;

  /** Parses `input` against an optional base; throws IRIError (a TypeError) on failure. */
  constructor(input: string, base?: BaseLike, options?: IRIOptions) {
    checkMode(options);
    const r = parseOrNull(input, base);
    if (r === null) throw failureError(usv(input), base);
    this._r = r;
    this._sp = null;
  }

  /** Like the constructor, but returns null instead of throwing. */
  static parse(input: string, base?: BaseLike, options?: IRIOptions): IRI | null {
    checkMode(options);
    const r = parseOrNull(input, base);
    if (r === null) return null;
    const iri: IRI = Object.create(IRI.prototype);
    iri._r = r;
    iri._sp = null;
    return iri;
  }

  static canParse(input: string, base?: BaseLike, options?: IRIOptions): boolean {
    checkMode(options);
    return parseOrNull(input, base) !== null;
  }

  /**
   * Runs the parser and returns every validation error (URL §1.1 names) with its index in
   * `input`; never throws. A base that fails to parse gives one error 'invalid-base' (index -1).
   */
  static validate(input: string, base?: BaseLike, options?: IRIOptions): ValidationResult {
    const errors: ValidationError[] = [];
    try {
      checkMode(options);
    } catch (e) {
      return { valid: false, failure: true, errors: [{ code: 'invalid-mode', index: -1 }], href: null };
    }
    const b = baseRecord(base);
    if (b === null) return { valid: false, failure: true, errors: [{ code: 'invalid-base', index: -1 }], href: null };
    const r = parseURL(usv(input), b === undefined ? null : b, (code: ValidationErrorCode, index: number) => {
      errors.push({ code, index });
    });
    return { valid: r !== null && errors.length === 0, failure: r === null, errors, href: r === null ? null : r.href };
  }

  get href(): string {
    return this._r.href;
  }

  set href(value: string) {
    const input = usv(value);
    const r = parseURL(input, null);
    if (r === null) throw failureError(input, undefined);
    this._r = r;
    if (this._sp !== null) resetSearchParams(this._sp, r.query);
  }

  get origin(): string {
    return serializeOrigin(this._r);
  }

  get protocol(): string {
    return getProtocol(this._r);
  }

  set protocol(value: string) {
    this._r = setProtocol(this._r, usv(value));
  }

  get username(): string {
    return this._r.username;
  }

  set username(value: string) {
    this._r = setUsername(this._r, usv(value));
  }

  get password(): string {
    return this._r.password;
  }

  set password(value: string) {
    this._r = setPassword(this._r, usv(value));
  }

  get host(): string {
    return getHost(this._r);
  }

  set host(value: string) {
    this._r = setHost(this._r, usv(value));
  }

  get hostname(): string {
    return getHostname(this._r);
  }

  set hostname(value: string) {
    this._r = setHostname(this._r, usv(value));
  }

  get port(): string {
    return getPort(this._r);
  }

  set port(value: string) {
    this._r = setPort(this._r, usv(value));
  }

  get pathname(): string {
    return this._r.path;
  }

  set pathname(value: string) {
    this._r = setPathname(this._r, usv(value));
  }

  get search(): string {
    return getSearch(this._r);
  }

  set search(value: string) {
    const v = usv(value);
    this._r = setSearch(this._r, v);
    // URL §6.1 search setter step 6: the list is parsed from the given value, not the query
    // (they differ when the value holds a tab or newline, so the list is made now then).
    if (this._sp === null && /[\t\n\r]/.test(v)) this._sp = createLinkedSearchParams(this, null);
    if (this._sp !== null) resetSearchParams(this._sp, v === '' ? null : v.charCodeAt(0) === 0x3f ? v.slice(1) : v);
  }

  get searchParams(): URLSearchParams {
    if (this._sp === null) this._sp = createLinkedSearchParams(this, this._r.query);
    return this._sp;
  }

  get hash(): string {
    return getHash(this._r);
  }

  set hash(value: string) {
    this._r = setHash(this._r, usv(value));
  }

  toString(): string {
    return this._r.href;
  }

  toJSON(): string {
    return this._r.href;
  }

  /** Checks the record's offsets against its href (for tests). */
  assertInvariants(): void {
    this._r.assertInvariants();
  }

  /** @internal URL §6.2 URLSearchParams update steps 4. */
  _updateQueryFromSearchParams(serializedQuery: string | null): void {
    this._r = setQuery(this._r, serializedQuery);
  }
}
