// The state machine's record when its output is the input (lib/whatwg/parse.ts verbatimRecord:
// the href a slice of the input, the offsets set as the states read the components) must be the
// record the URL serializer builds from the same parts (lib/whatwg/parts.ts serializeParts), on
// every WPT urltestdata case, on variants of them, and on the benchmark corpora, with the quick
// path off (so that every line goes through the state machine).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a script of the repository, with no types
import { typedCorpus } from '../../scripts/gen-typed-corpus.mjs';
import { afterAll, describe, expect, it } from 'vitest';
import { setFastPathEnabled } from '../../lib/whatwg/recognizer';
import { parseURL } from '../../lib/whatwg/setters';
import { partsFromRecord, serializeParts } from '../../lib/whatwg/parts';
import { assertRecordInvariants } from '../support/invariants';
import { readConformanceJSON } from '../support/tally';

/** '' when the record of input (against base) is the serializer's record of its parts, else what differs. */
function check(input: string, base: string | null): string {
  const b = base === null ? null : parseURL(base, null);
  if (base !== null && b === null) return '';
  const r = parseURL(input, b);
  if (r === null) return '';
  try {
    assertRecordInvariants(r);
  } catch (e) {
    return `${JSON.stringify(input)}: ${(e as Error).message}`;
  }
  const again = serializeParts(partsFromRecord(r));
  const a = JSON.stringify(r), z = JSON.stringify(again);
  return a === z ? '' : `${JSON.stringify(input)} (base ${JSON.stringify(base)}): ${a} vs ${z}`;
}

describe('state machine: records of output equal to the input', () => {
  afterAll(() => setFastPathEnabled(true));

  it('equal the serializer\'s on urltestdata.json and on its hrefs (as input, trimmed, with a trailing space)', () => {
    setFastPathEnabled(false);
    const cases = readConformanceJSON('wpt/urltestdata.json') as unknown[];
    const bad: string[] = [];
    let n = 0;
    for (const e of cases) {
      if (typeof e === 'string') continue;
      const entry = e as { input: string; base: string | null; href?: string };
      for (const input of [entry.input, entry.href, entry.href === undefined ? undefined : ' ' + entry.href + '\t ']) {
        if (input === undefined) continue;
        n++;
        const d = check(input, entry.base);
        if (d !== '') bad.push(d);
        const d2 = check(input, null);
        if (d2 !== '') bad.push(d2);
      }
    }
    setFastPathEnabled(true);
    expect(n).toBeGreaterThan(1500);
    expect(bad).toEqual([]);
  });

  it('equal the serializer\'s on the corpora', () => {
    setFastPathEnabled(false);
    const bad: string[] = [];
    for (const f of ['ada-kasztp.txt', 'ada-node_files.txt', 'ada-isaacs_files.txt', 'iri.txt', 'typed']) {
      const lines = f === 'typed'
        ? typedCorpus(fileURLToPath(new URL('../../../shared/bench', import.meta.url)))
        : readFileSync(new URL(`../../../shared/bench/${f}`, import.meta.url), 'utf8').replace(/^\uFEFF/, '').split('\n');
      for (const line of lines) {
        const d = check(line, null);
        if (d !== '') bad.push(d);
      }
    }
    setFastPathEnabled(true);
    expect(bad).toEqual([]);
  });

  it.each([false, true])('are the same with an ASCII tab or newline (removed) or a lone surrogate (U+FFFD) at any place (recognizer %s)', (quick) => {
    // The states read past URL §4.4 steps 2-3's tabs and newlines, and a state that needs its part
    // without them (a host, a scheme) takes it then (parse.ts); the recognizer stops at them.
    setFastPathEnabled(quick);
    const bad: string[] = [];
    let base: ReturnType<typeof parseURL> = null;
    const same = (a: string, b: string) => {
      const x = JSON.stringify(parseURL(a, base)), y = JSON.stringify(parseURL(b, base));
      if (x !== y) bad.push(`${JSON.stringify(a)}: ${x} vs ${JSON.stringify(b)}: ${y}`);
    };
    const urls = [
      'https://www.example.com/a/b.html?q=1#f', 'http://u:p@h:8080/p?q', 'file:///C:/x/y', 'file://host/x', 'foo://h:1/x?y#z',
      'foo:/a/b', 'foo:opaque?q#f', 'ws://h', 'http://1.2.3.4/', 'http://[::1]:80/', 'HTTP://EX.com/%2e/./a', 'http://h/a b?c d#e f',
      'https://h/a/\u00e9/b?q=\u00e9&r=1#\u00e9', 'http://h/a/./b/../c?x y#z', 'http://h/a\\b?q#f', 'http://h/a"b?q<r#f`',
    ];
    // Relative references too (the no scheme, relative and relative slash states), against bases.
    const relative: [string, string[]][] = [
      ['', urls],
      ['http://h/a/b?q#f', ['c', '../d?x#y', '?z', '#w', '//g/h', '/\\x', '\\\\g\\h', 'http:c', 'http:/c', 'http:\\\\g/x', '', './c d/\u00e9']],
      ['file:///C:/x/y', ['z', '/w', '//h/p', '..', 'C|/v', '?q', '#f']],
      ['foo:opaque', ['#f', '#']],
      ['foo://h/a/b', ['c', '/d', '//g', '?q#f']],
    ];
    for (const [b, refs] of relative) {
      base = b === '' ? null : parseURL(b, null);
      for (const u of refs) {
        for (let i = 0; i <= u.length; i++) {
          for (const t of ['\t', '\n', '\r']) same(u.slice(0, i) + t + u.slice(i), u);
          same(u.slice(0, i) + '\uD800' + u.slice(i), u.slice(0, i) + '\uFFFD' + u.slice(i));
          same(u.slice(0, i) + '\uDC00\t' + u.slice(i), u.slice(0, i) + '\uFFFD' + u.slice(i));
        }
      }
    }
    setFastPathEnabled(true);
    expect(bad.slice(0, 20)).toEqual([]);
  });

  it('equal the serializer\'s on every shape of scheme, authority, port and path', () => {
    setFastPathEnabled(false);
    const bad: string[] = [];
    const schemes = ['http:', 'HTTP:', 'file:', 'foo:', 'Foo:', 'ws:'];
    const slashes = ['//', '/', '', '\\\\', '///'];
    const auths = ['', 'u@', 'u:p@', 'u:@', ':p@', '@', 'a@b@', 'ü@'];
    const hosts = ['h', 'H', 'a.b', '1.2.3.4', '0x1', '[::1]', '[::A]', '[0::1]', 'localhost', 'C:', 'ü', '', 'x%41'];
    const ports = ['', ':', ':1', ':01', ':80', ':443', ':0'];
    const rests = ['', '/', '/a', '/a/', '?', '#', '?q#f', '/a?q', '/a#f', '/./a', '/a/..', '/a b', '/ä', '?ä', '#ä', '//a', '\\a', '/C|/x', ' ',
      '/a/b/../c', '/a/b c/d', '/a/b\\c', '/a/bb/%2e%2E/c?q', '/x/C|/y', '/a/.b/..', '/a/b/.%2e#f'];
    for (const sc of schemes) for (const sl of slashes) for (const a of auths) for (const h of hosts) for (const p of ports) for (const r of rests) {
      const d = check(sc + sl + a + h + p + r, null);
      if (d !== '') bad.push(d);
    }
    for (const input of ['foo:bar', 'foo:bar ?x', 'foo:b%20r#x', 'foo:/bar', 'foo:/.//bar', 'foo://', 'foo:///x', 'sc:\u00e4']) {
      const d = check(input, null);
      if (d !== '') bad.push(d);
    }
    setFastPathEnabled(true);
    expect(bad.slice(0, 20)).toEqual([]);
  });
});

describe('records of inputs with a code unit above U+00FF (two bytes per unit, as are their slices)', () => {
  afterAll(() => setFastPathEnabled(true));

  it.each([false, true])('equal the serializer\'s, short and long (recognizer %s)', (quick) => {
    setFastPathEnabled(quick);
    const bad: string[] = [];
    for (const n of [0, 1, 100, 200, 230, 240, 250, 255, 256, 257, 300, 1000, 8100, 8150, 8180, 8190, 8191, 8192, 8193, 8200, 9000]) {
      for (const input of [
        'http://\u0436.example/' + 'a'.repeat(n) + '?q#f',
        'https://h/\u0436/' + 'b'.repeat(n),
        'foo://h/' + 'c'.repeat(n) + '?\u4e2d',
        'http://h/' + 'd'.repeat(n) + '/../e#\u4e2d',
        '\u0436' + 'x'.repeat(n), // (a relative reference: against the base below)
      ]) {
        const r = parseURL(input, input.charCodeAt(0) === 0x436 ? parseURL('http://b/p/', null) : null);
        if (r === null) { bad.push(`${n}: null`); continue; }
        const again = serializeParts(partsFromRecord(r));
        if (JSON.stringify(r) !== JSON.stringify(again)) bad.push(`${n} ${JSON.stringify(input).slice(0, 40)}: ${r.href.length} vs ${again.href.length}`);
      }
    }
    setFastPathEnabled(true);
    expect(bad).toEqual([]);
  });
});
