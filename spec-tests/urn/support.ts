// Helpers of the URN tests: what parseUrn, the strict IRI modes and IRI.validate report.
import { assertInvariants } from '../support/invariants';
import { expect } from 'vitest';
import { IRI, IRIError } from '../../lib/index';
import { parseUrn } from '../../lib/rfc/urn';
import type { UrnOptions, UrnParts } from '../../lib/rfc/urn';

export type Failure = { code: string; index: number; component: string; input: string };

/** The IRIError fn throws (its code, index, component, input), or null. */
export function failure(fn: () => unknown): Failure | null {
  try {
    fn();
    return null;
  } catch (e) {
    expect(e).toBeInstanceOf(IRIError);
    expect(e).toBeInstanceOf(TypeError);
    const x = e as IRIError;
    expect(x.message).toMatch(/^RFC \d+ §/);
    return { code: x.code, index: x.index, component: x.component, input: x.input };
  }
}

export function parts(nid: string, nss: string, r: string | null = null, q: string | null = null, f: string | null = null): UrnParts {
  return { nid, nss, rComponent: r, qComponent: q, fComponent: f };
}

/** Parses with parseUrn and asserts the parts. */
export function expectUrn(s: string, expected: UrnParts, options?: UrnOptions): void {
  expect(parseUrn(s, options), s).toEqual(expected);
}

/** parseUrn throws `code` at `index`. */
export function expectUrnError(s: string, code: string, index: number, options?: UrnOptions): void {
  const e = failure(() => parseUrn(s, options));
  expect(e, s).not.toBeNull();
  expect([e!.code, e!.index], s).toEqual([code, index]);
  expect(e!.input).toBe(s);
}

export type StrictOptions = { mode: 'rfc3986' | 'rfc3987'; urn?: 'rfc8141' | 'rfc2141' | 'none' };

/** new IRI accepts s unchanged in the given strict mode. */
export function expectIri(s: string, options: StrictOptions): void {
  const iri = new IRI(s, undefined, options);
  expect(iri.href).toBe(s);
  assertInvariants(iri);
  expect(new IRI(iri.href, undefined, options).href).toBe(s);
  expect(IRI.validate(s, undefined, options).valid, s).toBe(true);
}

/** new IRI throws `code` at `index` in the given strict mode. */
export function expectIriError(s: string, code: string, index: number, options: StrictOptions): void {
  expect(IRI.canParse(s, undefined, options), s).toBe(false);
  const e = failure(() => new IRI(s, undefined, options));
  expect(e, s).not.toBeNull();
  expect([e!.code, e!.index], s).toEqual([code, index]);
  expect(e!.input).toBe(s);
}

/** IRI.validate's issues as [code, index, severity]. */
export function issues(s: string, options: StrictOptions): Array<[string, number, string]> {
  return IRI.validate(s, undefined, options).errors.map((e) => {
    const x = e as { code: string; index: number; severity?: string };
    return [x.code, x.index, x.severity || 'error'] as [string, number, string];
  });
}

export const R3986 = { mode: 'rfc3986' } as const;
export const R3987 = { mode: 'rfc3987' } as const;
export const R3986_2141 = { mode: 'rfc3986', urn: 'rfc2141' } as const;
export const R3987_2141 = { mode: 'rfc3987', urn: 'rfc2141' } as const;
export const RFC2141 = { urn: 'rfc2141' } as const;
