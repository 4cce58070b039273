// History lives in git and CHANGELOG.md: code, scripts, docs and the README say what is and why,
// never "stop N", "issue N" or "item N" of the project's own tracker.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const HISTORY = /\b(?:stops?|issues?|items?)\s+#?\d+/i;

function files(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (name === 'generated' || name === 'node_modules') return [];
    return statSync(join(root, rel)).isDirectory() ? files(rel) : [rel];
  });
}

describe('no development history in code or docs', () => {
  it('lib/, scripts/, docs/ and README.md name no stop, issue or item number', () => {
    const hits: string[] = [];
    for (const f of [...files('lib'), ...files('scripts'), ...files('docs'), 'README.md']) {
      readFileSync(join(root, f), 'utf8').split('\n').forEach((line, i) => {
        if (HISTORY.test(line)) hits.push(`${f}:${i + 1}: ${line.trim().slice(0, 120)}`);
      });
    }
    expect(hits).toEqual([]);
  });

  it('the pattern finds what it is for', () => {
    expect(HISTORY.test('// issue 13 item 2: the quick path')).toBe(true);
    expect(HISTORY.test('measured at stop 21')).toBe(true);
    expect(HISTORY.test('see issue #6')).toBe(true);
    expect(HISTORY.test('RFC 3986 §5.2.4 step 2')).toBe(false);
  });
});
