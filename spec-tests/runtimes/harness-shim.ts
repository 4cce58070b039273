// Stands in for ../urlsearchparams/harness.ts when cases.ts is bundled into the runtime runner:
// the same exports cases.ts uses, without the Node-only oracles (node:module, whatwg-url, lib/).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Ctor = any;

export interface Case<C = Ctor> {
  name: string;
  run: (P: C) => unknown;
  expect: unknown;
}

export const throws = (name = 'TypeError') => ({ throws: name });

/** The list of a URLSearchParams as [name, value] pairs (read through forEach). */
export function list(p: { forEach(cb: (v: string, n: string) => void): void }): [string, string][] {
  const out: [string, string][] = [];
  p.forEach((v, n) => { out.push([n, v]); });
  return out;
}
