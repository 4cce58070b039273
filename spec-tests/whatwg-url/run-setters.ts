// WPT url/resources/setters_tests.json through URL and IRI (both must agree), with the
// record invariants and the href round trip after every write.
import { IRI, URL } from '../../lib/index';
import { Tally, readConformanceJSON, readExpectedFailures } from '../support/tally';
import { assertRecordInvariants, recordOf } from '../support/invariants';

interface SetterCase {
  href: string;
  new_value: string;
  expected: Record<string, string>;
  comment?: string;
}

export function runSetters(label = 'setters_tests.json'): string[] {
    const data = readConformanceJSON<Record<string, SetterCase[] | string>>('wpt/setters_tests.json');
    const tally = new Tally(label, readExpectedFailures(new globalThis.URL('./setters.expected-failures.json', import.meta.url).pathname));
    for (const attr of Object.keys(data)) {
      if (attr === 'comment') continue;
      for (const c of data[attr] as SetterCase[]) {
        const problems: string[] = [];
        for (const Ctor of [URL, IRI] as const) {
          const url = new (Ctor as typeof URL)(c.href) as unknown as Record<string, string>;
          url[attr] = c.new_value;
          for (const k of Object.keys(c.expected)) {
            if (url[k] !== c.expected[k]) problems.push(`${Ctor.name}.${k}: ${JSON.stringify(url[k])} != ${JSON.stringify(c.expected[k])}`);
          }
          try {
            assertRecordInvariants(recordOf(url));
          } catch (err) {
            problems.push((err as Error).message);
          }
          const again = URL.parse(url.href);
          if (again === null || again.href !== url.href) problems.push(`href does not round-trip: ${url.href}`);
        }
        tally.check(JSON.stringify([attr, c.href, c.new_value]), problems.length === 0, problems.join('; '));
      }
    }
    return tally.finish();
}
