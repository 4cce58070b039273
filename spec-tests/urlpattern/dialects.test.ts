// The ES5 dialect of the generated regexps (lib/urlpattern/regexp.ts, for engines without the "u"
// flag) matches what the spec's regexp matches under "u"/"v", groups included, on generated
// pattern strings and on inputs with surrogate pairs, line terminators and case variants; and the
// engine dialect ("[^]" written "[\s\S]") likewise. Run in Node by reading the ES5 source with no
// flag, as Duktape or Rhino would.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parsePatternString, DEFAULT_OPTIONS, HOSTNAME_OPTIONS, PATHNAME_OPTIONS, PatternOptions } from '../../lib/urlpattern/parser';
import { Dialect, generateRegexp, unsupportedRegexp } from '../../lib/urlpattern/regexp';

const PIECES = ['a', 'b', '/', '.', ':x', ':y', '*', '{', '}', '?', '+', '(\\d+)', '(a|b)', '([^\\/]+)'];
const INPUTS = ['a', 'b', '/', '.', '1', '22', 'A', '\n', '\u2028', '\ud83d\ude00', '\ud800', 'ab/'];
const identity = (s: string): string => s;

describe('regexp dialects', () => {
  it('ES5 (no flag) and engine ("v" written for V8) read like the spec regexp under "u"', () => {
    let compared = 0;
    fc.assert(fc.property(
      fc.array(fc.constantFrom(...PIECES), { maxLength: 7 }),
      fc.array(fc.array(fc.constantFrom(...INPUTS), { maxLength: 7 }), { minLength: 1, maxLength: 5 }),
      fc.constantFrom(DEFAULT_OPTIONS, HOSTNAME_OPTIONS, PATHNAME_OPTIONS),
      fc.boolean(),
      (pieces, inputs, base, ignoreCase) => {
        const options: PatternOptions = { delimiter: base.delimiter, prefix: base.prefix, ignoreCase };
        let parts;
        try {
          parts = parsePatternString(pieces.join(''), options, identity);
        } catch {
          return true;
        }
        const spec = new RegExp(generateRegexp(parts, options, Dialect.Spec).source, ignoreCase ? 'ui' : 'u');
        const es5 = new RegExp(generateRegexp(parts, options, Dialect.ES5).source, ignoreCase ? 'i' : '');
        const engine = new RegExp(generateRegexp(parts, options, Dialect.Engine).source, ignoreCase ? 'vi' : 'v');
        for (const units of inputs) {
          const input = units.join('');
          if (/[\ud800-\udbff](?![\udc00-\udfff])/.test(input)) continue; // component strings are USV strings
          const want = spec.exec(input);
          const w = want && Array.from(want);
          compared++;
          // A custom group is read in ES5 syntax as it is: the same on ASCII, which is all that
          // canonicalized component strings hold (percent-encoding, IDNA); the generated parts
          // around it must be right on any string.
          const custom = parts.some((p) => p.value !== '' && p.type === 1);
          if (!custom || /^[\x00-\x7f]*$/.test(input))
          expect(es5.exec(input) && Array.from(es5.exec(input)!), `ES5 /${es5.source}/ on ${JSON.stringify(input)}`).toEqual(w);
          expect(engine.exec(input) && Array.from(engine.exec(input)!), `engine /${engine.source}/ on ${JSON.stringify(input)}`).toEqual(w);
        }
        return true;
      },
    ), { numRuns: 3000, seed: 15 });
    expect(compared).toBeGreaterThan(3000);
  });

  it('rejects, with the reason, only what the engine cannot read as "v" does', () => {
    expect(unsupportedRegexp('\\d+', '')).toBeNull();
    expect(unsupportedRegexp('a|b(?:c)', '')).toBeNull();
    expect(unsupportedRegexp('[a-z]+-x', '')).toBeNull();
    expect(unsupportedRegexp('\\p{L}', '')).toMatch(/Unicode property/);
    expect(unsupportedRegexp('(?<n>a)', '')).toMatch(/named groups/);
    expect(unsupportedRegexp('\\m', '')).toMatch(/identity escape/);
    expect(unsupportedRegexp('[[a-z]--a]', 'u')).toMatch(/"v" flag/);
    expect(unsupportedRegexp('\\p{L}', 'u')).toBeNull();
  });
});
