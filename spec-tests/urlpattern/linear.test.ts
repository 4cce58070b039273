// The linear matcher (lib/urlpattern/matcher.ts) against the engine's RegExp on the regexp the
// spec generates (URL Pattern §2.2, flags "v"/"vi"; read with "u"/"ui", which means the same for
// these regexps, because V8 11.3 (Node 20) fails "[^]" repeated under "v", see regexp.ts): on generated pattern strings and inputs,
// exec results (match or not, and every group's substring or undefined) must be equal. Also: its
// time is linear in the input on wildcard-heavy patterns such as "**.google.com".
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileComponent } from '../../lib/urlpattern/component';
import { runProgram } from '../../lib/urlpattern/matcher';
import { DEFAULT_OPTIONS, HOSTNAME_OPTIONS, PATHNAME_OPTIONS, PatternOptions } from '../../lib/urlpattern/parser';

const PATTERN_PIECES = ['a', 'b', '/', '.', '-', ':x', ':y', ':z', '*', '{', '}', '?', '+', '\\*', '(.*)', '([^/]+?)', '([^.]+?)'];
const INPUT_PIECES = ['a', 'b', '/', '.', '-', 'A', 'K', '\u212a', '\u017f', 's', '\n', '\ud83d\ude00', 'ab', '/a', 'a.b'];
const OPTIONS: Array<[string, PatternOptions]> = [['default', DEFAULT_OPTIONS], ['hostname', HOSTNAME_OPTIONS], ['pathname', PATHNAME_OPTIONS]];
const identity = (s: string): string => s;

function compile(pattern: string, options: PatternOptions) {
  try {
    return compileComponent(pattern, identity, options);
  } catch (e) {
    return null; // not a valid pattern string
  }
}

describe('linear matcher = RegExp on the generated regexp', () => {
  it('on generated patterns and inputs', () => {
    let compared = 0, matched = 0;
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PATTERN_PIECES), { minLength: 0, maxLength: 8 }),
        fc.array(fc.array(fc.constantFrom(...INPUT_PIECES), { maxLength: 8 }), { minLength: 1, maxLength: 6 }),
        fc.constantFrom(...OPTIONS),
        fc.boolean(),
        (pieces, inputs, [, base], ignoreCase) => {
          const options = { delimiter: base.delimiter, prefix: base.prefix, ignoreCase };
          const c = compile(pieces.join(''), options);
          if (c === null || c.program === null) return true; // only the parts our matcher takes
          const re = new RegExp(c.regexpSource, ignoreCase ? 'ui' : 'u');
          for (const parts of inputs) {
            const input = parts.join('');
            const ours = runProgram(c.program, input);
            const m = re.exec(input);
            const theirs = m === null ? null : Array.from(m);
            compared++;
            if (theirs) matched++;
            expect(ours, `/${c.regexpSource}/ on ${JSON.stringify(input)}`).toEqual(theirs);
          }
          return true;
        },
      ),
      { numRuns: 4000, seed: 15 },
    );
    console.log(`[linear matcher] ${compared} pattern/input pairs compared with RegExp, ${matched} matches`);
    expect(matched).toBeGreaterThan(500);
  });

  it('matches each piece the regexps contain, with their groups', () => {
    // The forms of URL Pattern §2.2 one by one, on inputs that reach every branch.
    const patterns = ['*', '**', '*?', '*+', ':a', ':a?', ':a*', ':a+', '/:a', '/:a?', '/:a*', '/:a+', '{x:a}?', '{x:a}*', '{x:a}+',
      '{x:ay}*', '{x*y}+', '{ab}?', '{ab}*', '{ab}+', '*{}**?', '(.*)?', '**.google.com', '*.*', ':a.:b', ':a-:b*'];
    const inputs = ['', 'a', 'ab', 'x', 'xa', 'xay', 'xaxa', 'xayxay', '/a', '/a/b', 'a.b', 'a.b.c', 'a-b-c', 'www.google.com', '.google.com', 'abab'];
    for (const [, options] of OPTIONS) {
      for (const p of patterns) {
        const c = compile(p, options);
        if (c === null || c.program === null) continue;
        const re = new RegExp(c.regexpSource, 'u');
        for (const input of inputs) {
          const m = re.exec(input);
          expect(runProgram(c.program, input), `/${c.regexpSource}/ on ${input}`).toEqual(m === null ? null : Array.from(m));
        }
      }
    }
  });
});

describe('linear time', () => {
  function time(f: () => void): number {
    const t = process.hrtime.bigint();
    f();
    return Number(process.hrtime.bigint() - t) / 1e6;
  }
  it('"**.google.com" and friends: 4x the input takes about 4x the time (best of 5 runs each)', () => {
    for (const [pattern, options, unit] of [
      ['**.google.com', HOSTNAME_OPTIONS, 'a.'],
      ['*:a*:b*:c*', DEFAULT_OPTIONS, 'ab'],
      ['/:a+/*/:b*', PATHNAME_OPTIONS, '/x'],
    ] as Array<[string, PatternOptions, string]>) {
      const c = compileComponent(pattern, identity, options)!;
      const run = (n: number) => {
        const input = unit.repeat(n) + '!'; // no match: every path is tried
        return time(() => { for (let i = 0; i < 5; i++) runProgram(c.program!, input); });
      };
      run(2000); // warm up
      const best = (n: number) => Math.min(run(n), run(n), run(n), run(n), run(n));
      const small = best(4000), large = best(16000);
      // 4x the input: linear is about 4x; allow noise, but far from 16x (quadratic) or worse.
      expect(large / small, `${pattern}: ${small.toFixed(1)} ms -> ${large.toFixed(1)} ms`).toBeLessThan(9);
    }
  });
});
