// WPT urlpattern/resources/urlpatterntestdata.json and urlpattern-compare-test-data.json (from
// ../shared/conformance/wpt-urlpattern), checked as WPT's urlpatterntests.js checks them
// (wpt-harness.ts), on lib/urlpattern with any native URLPattern deleted first.
import { describe, expect, it } from 'vitest';
import { readConformanceJSON, readExpectedFailures, Tally } from '../support/tally';
import { URLPattern } from '../../lib/urlpattern';
import { URL } from '../../lib/index';
import { caseName, checkCompareCase, checkPatternCase } from './wpt-harness';

const expected = readExpectedFailures(new URL('./expected-failures.json', import.meta.url).pathname);

describe('WPT URLPattern', () => {
  it('runs with no native URLPattern', () => {
    delete (globalThis as { URLPattern?: unknown }).URLPattern;
    expect(typeof (globalThis as { URLPattern?: unknown }).URLPattern).toBe('undefined');
  });

  it('urlpatterntestdata.json', () => {
    const data = readConformanceJSON<Array<Record<string, unknown>>>('wpt-urlpattern/urlpatterntestdata.json');
    const cases = data.filter((e) => !('//' in e && Object.keys(e).length === 1));
    expect(cases.length).toBe(369);
    const tally = new Tally('urlpatterntestdata', expected);
    const seen = new Map<string, number>();
    for (const entry of cases) {
      let key = caseName(entry);
      const n = (seen.get(key) || 0) + 1;
      seen.set(key, n);
      if (n > 1) key += ` #${n}`;
      let problem: string | null;
      try {
        problem = checkPatternCase(URLPattern, URL, JSON.parse(JSON.stringify(entry)));
      } catch (e) {
        problem = 'threw ' + String(e);
      }
      tally.check(key, problem === null, problem || '');
    }
    expect(tally.finish()).toEqual([]);
  });

  it('urlpattern-compare-test-data.json', () => {
    const data = readConformanceJSON<Array<Record<string, unknown>>>('wpt-urlpattern/urlpattern-compare-test-data.json');
    const tally = new Tally('urlpattern-compare-test-data', expected);
    for (const entry of data) {
      const key = `compare ${entry.component} ${JSON.stringify(entry.left)} ${JSON.stringify(entry.right)}`;
      let problem: string | null;
      try {
        problem = checkCompareCase(URLPattern, entry);
      } catch (e) {
        problem = 'threw ' + String(e);
      }
      tally.check(key, problem === null, problem || '');
    }
    expect(tally.finish()).toEqual([]);
  });
});
