// The README's examples print what they say: each line `expression; // value` of the examples
// below is run, in order, and its result compared with the value written after it (a JavaScript
// literal: a string, an array, a boolean, null or a number; other comments are prose).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as lib from '../../lib/index';

const readme = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');

/** The ```js block of the README that contains `marker`. */
function block(marker: string): string {
  const blocks = readme.split(/^```js\n/m).slice(1).map((b) => b.slice(0, b.indexOf('\n```')));
  const found = blocks.filter((b) => b.includes(marker));
  if (found.length !== 1) throw new Error(`README: ${found.length} js blocks contain ${marker}`);
  return found[0];
}

const LITERAL = /^('(?:[^'\\]|\\.)*'|\[.*\]|true|false|null|-?\d+(?:\.\d+)?)$/;

/** Runs a block; returns [line, got, want] for each line whose result differs from its comment. */
function run(code: string): Array<[string, unknown, unknown]> {
  const lines = code.split('\n');
  const out: string[] = [];
  let checks = 0;
  for (const line of lines) {
    const m = /^(.*?);\s*\/\/\s*(.*?)\s*$/.exec(line);
    if (m && LITERAL.test(m[2]) && !/^\s*(const|let|var) /.test(m[1])) {
      out.push(`__check(${JSON.stringify(line)}, (${m[1]}), (${m[2]}));`);
      checks++;
    } else out.push(line);
  }
  const bad: Array<[string, unknown, unknown]> = [];
  const check = (line: string, got: unknown, want: unknown) => {
    if (JSON.stringify(got) !== JSON.stringify(want)) bad.push([line, got, want]);
  };
  new Function('IRI', 'URL', '__check', out.join('\n'))(lib.IRI, lib.URL, check);
  if (checks === 0) throw new Error('no line with a result to check');
  return bad;
}

describe('README examples', () => {
  it('references (mode rfc3987, option reference)', () => {
    expect(run(block("const ref = new IRI('../a/./b?c#d'"))).toEqual([]);
  });
});
