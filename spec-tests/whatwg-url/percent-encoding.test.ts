// WPT url/resources/percent-encoding.json, UTF-8 cases: the query (special-query set) and
// fragment of a special URL.
import { describe, expect, it } from 'vitest';
import { URL } from '../../lib/index';
import { Tally, readConformanceJSON, readExpectedFailures } from '../support/tally';

describe('WPT percent-encoding (UTF-8)', () => {
  it('percent-encoding.json', () => {
    const data = readConformanceJSON<({ input: string; output: Record<string, string> } | string)[]>('wpt/percent-encoding.json');
    const tally = new Tally('percent-encoding.json (utf-8)', readExpectedFailures(new globalThis.URL('./percent-encoding.expected-failures.json', import.meta.url).pathname));
    for (const t of data) {
      if (typeof t === 'string') continue;
      const expected = t.output['utf-8'];
      const url = new URL('https://doesnotmatter.invalid/?' + t.input + '#' + t.input);
      tally.check(JSON.stringify(t.input), url.search === '?' + expected && url.hash === '#' + expected, `${url.search} ${url.hash} != ${expected}`);
    }
    expect(tally.finish()).toEqual([]);
  });
});
