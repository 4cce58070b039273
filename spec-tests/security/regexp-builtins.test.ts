// A program that replaces RegExp built-ins (RegExp.prototype.exec, test, @@split: a polyfill, a
// test double, hostile script on the same page) must not change what the URL parser returns, nor
// make it hang: its native scans are shortcuts, and where they cannot be trusted the parser reads
// one code unit at a time (lib/core/regexp.ts). Every WPT urltestdata input (with its base), and
// generated inputs aimed at the scans (long runs to encode, tabs, non-ASCII), gives the same href
// with each built-in replaced as with the engine's own. The replaced runs are in a child process
// on dist/index.mjs (`npm run build` first), so that a parser that loops forever fails the test
// at its time limit instead of stopping the suite.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { URL } from '../../lib/index';
import { readConformanceJSON } from '../support/tally';

interface Entry { input: string; base: string | null }

const entries = (readConformanceJSON('wpt/urltestdata.json') as (Entry | string)[]).filter((e): e is Entry => typeof e === 'object');
const long = 'a'.repeat(40);
const extra: Entry[] = [];
for (const tail of [' b', '"b', '<b>', '\tb', 'é', '\u{1F600}', '%zz', '/./b', '/../b', '\\b']) {
  for (const shape of ['http://h/' + long + tail, 'http://h/p?' + long + tail, 'http://h/p#' + long + tail, 'foo:' + long + tail, 'HTTP://H/' + long + tail, 'http://' + long + tail + '.com/']) {
    extra.push({ input: shape, base: null });
    extra.push({ input: long + tail, base: 'http://h/d/' });
  }
}
const cases = entries.concat(extra);

const REPLACEMENTS = [
  "RegExp.prototype.exec = function () { return null; }",
  "RegExp.prototype.exec = function () { return own.exec.call(/x/, 'x'); }", // (a match; the regexp's lastIndex left as it was)
  "RegExp.prototype.test = function () { return false; }",
  "RegExp.prototype.test = function () { return true; }",
  "RegExp.prototype[Symbol.split] = function (s) { return ['evil']; }",
];

/** The hrefs in a child process on dist/index.mjs, with `replace` run after the module loaded. */
function childHrefs(replace: string): (string | null)[] | string {
  const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist/index.mjs');
  const script = `
    const { URL } = await import(${JSON.stringify(dist)});
    const own = { exec: RegExp.prototype.exec };
    const { readFileSync } = await import('node:fs');
    const cases = JSON.parse(readFileSync(0, 'utf8'));
    ${replace};
    const out = cases.map((e) => { try { return new URL(e.input, e.base === null ? undefined : e.base).href; } catch { return null; } });
    process.stdout.write(JSON.stringify(out));`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { input: JSON.stringify(cases), encoding: 'utf8', timeout: 60000, maxBuffer: 1 << 26 });
  if (r.status !== 0) return `exit ${r.status} ${r.signal ?? ''} ${r.error ?? ''} ${String(r.stderr).slice(0, 300)}`;
  return JSON.parse(r.stdout) as (string | null)[];
}

describe('replaced RegExp built-ins change no URL', () => {
  const expected = cases.map((e) => {
    try {
      return new URL(e.input, e.base === null ? undefined : e.base).href;
    } catch {
      return null;
    }
  });
  for (const replace of REPLACEMENTS) {
    it(replace, () => {
      const got = childHrefs(replace);
      if (typeof got === 'string') throw new Error(got);
      const wrong = cases.map((e, i) => [e.input, e.base, expected[i], got[i]]).filter((x) => x[2] !== x[3]);
      expect(wrong.slice(0, 5)).toEqual([]);
    });
  }
});
