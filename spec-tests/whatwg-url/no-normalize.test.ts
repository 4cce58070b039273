// Nothing in lib/ relies on the runtime's Unicode: with String.prototype.normalize deleted,
// URL and IRI still pass the WPT suites (urltestdata, setters, toascii, IdnaTestV2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const saved = String.prototype.normalize;

describe('without String.prototype.normalize', () => {
  beforeAll(() => {
    delete (String.prototype as { normalize?: unknown }).normalize;
  });
  afterAll(() => {
    String.prototype.normalize = saved;
  });

  it('is really gone', () => {
    expect(typeof ''.normalize).toBe('undefined');
  });

  it('passes the WPT URL suites', async () => {
    const { runSuite } = await import('./run-urltestdata');
    const { runSetters } = await import('./run-setters');
    const { runHostSuite } = await import('./run-idna');
    expect(runSuite('wpt/urltestdata.json', './urltestdata.expected-failures.json', 'urltestdata.json (no normalize)')).toEqual([]);
    expect(runSetters('setters_tests.json (no normalize)')).toEqual([]);
    expect(runHostSuite('wpt/toascii.json', './toascii.expected-failures.json', true)).toEqual([]);
    expect(runHostSuite('wpt/IdnaTestV2.json', './idna-test-v2.expected-failures.json', false)).toEqual([]);
    expect(runHostSuite('wpt/IdnaTestV2-unicode-15.1.0.json', './idna-test-v2-15.1.expected-failures.json', false, true)).toEqual([]);
    expect(typeof ''.normalize).toBe('undefined');
  });
});
