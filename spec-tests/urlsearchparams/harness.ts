// Shared by the URLSearchParams suites: the implementations under test (ours, plus Node's native
// class and whatwg-url's as oracles), a runner that turns a case into a JSON-comparable outcome,
// and the deep comparison.
import { createRequire } from 'node:module';
import { URLSearchParams as OurURLSearchParams } from '../../lib/api/search-params';

const require = createRequire(import.meta.url);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const whatwg = require('whatwg-url') as { URLSearchParams: any; URL: any };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Ctor = any;

export interface Impl {
  /** "ours", "native" or "whatwg-url"; oracle outcomes are tallied as "<impl>: <case>". */
  name: string;
  URLSearchParams: Ctor;
}

export const ours: Impl = { name: 'ours', URLSearchParams: OurURLSearchParams };
export const oracles: Impl[] = [
  { name: 'native', URLSearchParams: globalThis.URLSearchParams },
  { name: 'whatwg-url', URLSearchParams: whatwg.URLSearchParams },
];
export const whatwgURL: Ctor = whatwg.URL;

/** One table row: `run` returns a JSON-comparable value; a throw becomes { throws: <name> }. */
export interface Case<C = Ctor> {
  name: string;
  run: (P: C) => unknown;
  expect: unknown;
}

export function outcome<C>(c: Case<C>, P: C): unknown {
  try {
    return c.run(P);
  } catch (e) {
    return { throws: e instanceof Error ? e.constructor.name : String(e) };
  }
}

export const throws = (name = 'TypeError') => ({ throws: name });

/** Structural equality of JSON-like values (strings compared by code units). */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a as object), kb = Object.keys(b as object);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/** JSON with every non-printable-ASCII code unit escaped, for readable failure details. */
export function show(v: unknown): string {
  return (JSON.stringify(v) ?? String(v)).replace(/[^\x20-\x7e]/g, (ch) => '\\u' + ch.charCodeAt(0).toString(16).padStart(4, '0'));
}

/** The list of a URLSearchParams as [name, value] pairs (read through forEach). */
export function list(p: { forEach(cb: (v: string, n: string) => void): void }): [string, string][] {
  const out: [string, string][] = [];
  p.forEach((v, n) => { out.push([n, v]); });
  return out;
}
