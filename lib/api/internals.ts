// The internal state of URL and IRI objects, for the test suites (record invariants, host
// kinds). Not exported by any entry point.

import type { IriRecord } from '../core/record';
import { WHATWG, type Mode } from '../core/mode';
import { urlRecord } from './url';
import { iriSlots } from './iri';

/**
 * The record and mode of a URL or IRI, with the query brought up to date (deferred searchParams
 * updates); undefined for any other value.
 */
export function internalState(x: unknown): { record: IriRecord; mode: Mode } | undefined {
  const u = urlRecord(x);
  if (u !== undefined) return { record: u, mode: WHATWG };
  const i = iriSlots(x);
  if (i !== undefined) {
    void (x as { href: string }).href;
    return { record: i.r, mode: i.m };
  }
  return undefined;
}
