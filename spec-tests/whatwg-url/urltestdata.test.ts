// WPT url/resources/urltestdata.json and urltestdata-javascript-only.json (see run-urltestdata.ts).
import { describe, expect, it } from 'vitest';
import { runSuite } from './run-urltestdata';

describe('WPT URL parsing', () => {
  it('urltestdata.json', () => {
    expect(runSuite('wpt/urltestdata.json', './urltestdata.expected-failures.json')).toEqual([]);
  });
  it('urltestdata-javascript-only.json', () => {
    expect(runSuite('wpt/urltestdata-javascript-only.json', './urltestdata.expected-failures.json')).toEqual([]);
  });
});
