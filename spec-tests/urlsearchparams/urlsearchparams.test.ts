// Runs the URLSearchParams table (cases.ts) against ours, and the same table against Node's
// native class and whatwg-url's as oracles: an oracle disagreeing with the spec-derived
// expectation must be listed (with the reason) in expected-failures.json as "<oracle>: <case>".
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { Tally, readExpectedFailures } from '../support/tally';
import { cases } from './cases';
import { oracles, ours, outcome, same, show } from './harness';

const expected = readExpectedFailures(fileURLToPath(new URL('./expected-failures.json', import.meta.url)));

describe('URLSearchParams table', () => {
  it('has unique case names', () => {
    const names = cases.map((c) => c.name);
    expect(names.length).toBe(new Set(names).size);
  });

  it('matches the spec-derived expectations (ours, and the oracles)', () => {
    const tally = new Tally('urlsearchparams', expected);
    for (const impl of [ours, ...oracles]) {
      for (const c of cases) {
        const got = outcome(c, impl.URLSearchParams);
        const key = impl === ours ? c.name : `${impl.name}: ${c.name}`;
        tally.check(key, same(got, c.expect), `got ${show(got)}, expected ${show(c.expect)}`);
      }
    }
    const problems = tally.finish();
    for (const p of problems) console.log('  ' + p);
    expect(problems).toEqual([]);
  });
});
