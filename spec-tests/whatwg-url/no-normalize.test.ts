// Nothing in lib/ relies on the runtime's Unicode: with String.prototype.normalize deleted,
// URL and IRI still pass the WPT suites (urltestdata, setters, toascii, IdnaTestV2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestUnicodeVersion, onVersion, tableVersion } from '../support/unicode-tables';

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
    const latest = (await import(/* @vite-ignore */ '../../lib/index.ts' + onVersion(latestUnicodeVersion))).URL;
    expect(runSuite('wpt/urltestdata.json', './urltestdata.expected-failures.json', 'urltestdata.json (no normalize)')).toEqual([]);
    expect(runSetters('setters_tests.json (no normalize)')).toEqual([]);
    expect(runHostSuite('wpt/toascii.json', './toascii.expected-failures.json', true, false, latest)).toEqual([]);
    expect(runHostSuite('wpt/IdnaTestV2.json', './idna-test-v2.expected-failures.json', false, false, latest)).toEqual([]);
    if (tableVersion === '15.1.0') {
      expect(runHostSuite('wpt/IdnaTestV2-unicode-15.1.0.json', './idna-test-v2-15.1.expected-failures.json', false, true, latest)).toEqual([]);
    }
    expect(typeof ''.normalize).toBe('undefined');
  });
});
