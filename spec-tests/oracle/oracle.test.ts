// The parser against the oracle (spec-tests/oracle/whatwg/: the URL §4.4 parser as it was
// before lib/whatwg became one parser — quick path, one pass and state machine — imported by
// this test only). Both must give the same record (href, every offset, port, host kind, opaque
// path) or both fail, on the bench corpora, the typed corpus, the references of relative.tsv,
// every WPT input with its base, generated strings against bases, and every setter of WPT's
// setters_tests and generated writes.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a script of the repository, with no types
import { typedCorpus } from '../../scripts/gen-typed-corpus.mjs';
import * as lib from '../../lib/whatwg/setters';
import * as oracle from './whatwg/setters';
import { readConformanceJSON } from '../support/tally';
import type { IriRecord } from '../../lib/core/record';

const bench = (f: string): string[] => readFileSync(new URL(`../../../shared/bench/${f}`, import.meta.url), 'utf8').replace(/^\uFEFF/, '').split('\n').filter((l) => l !== '');

function same(a: IriRecord | null, b: IriRecord | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function compare(input: string, base: string | undefined, mismatches: string[]): void {
  const a = lib.apiParse(input, base), b = oracle.apiParse(input, base);
  if (!same(a, b)) mismatches.push(`${JSON.stringify(input)} base ${JSON.stringify(base)}: ${JSON.stringify(a)} vs oracle ${JSON.stringify(b)}`);
}

const PIECES = [
  'http', 'https', 'HTTP', 'file', 'FILE', 'ws', 'wss', 'ftp', 'foo', 'sc', 'mailto', 'blob', 'data', 'a+b-c.d',
  ':', '//', '/', '\\', '?', '#', '@', '[', ']', '.', '..', '%2e', '%2E', '%', '%25', '%41', '%zz', '%C3%A9',
  ' ', '\t', '\n', '\r', '\u0000', '\u001f', '\u007f', '|', 'C:', 'c|', 'localhost', 'LOCALHOST', 'example.com', 'EXAMPLE.org',
  'xn--nxasmq6b', '0x7f', '0', '1', '255', '256', '4294967296', '08', '1.2.3.4', '[::1]', '[::ffff:1.2.3.4]',
  'u:p@', 'user@', ':@', '8080', '443', ':443', ':80', ':21', ':0080', '65536', '^', '`', '{', '"', '<', '=', '&',
  'é', 'ß', 'Ü', '你好', '\u00ad', 'ｆｕｌｌ', '\u3002', 'a', 'b', '-', '_', '\ud800', '\udc00', '\ud83d\udca9',
];
const urlish = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 14 }).map((a) => a.join(''));
const BASES = [undefined, 'http://example.org/foo/bar?q#f', 'https://u:p@h:8080/a/b/', 'file:///C:/dir/file', 'file://host/a/b', 'sc://h/a/b', 'sc:/a/b', 'mailto:x@y', 'about:blank', 'https://a/b/c/d;p?q'];

describe('the parser against the oracle', () => {
  it('the corpora, parsed alone', () => {
    const mismatches: string[] = [];
    let total = 0;
    for (const f of ['ada-kasztp.txt', 'ada-node_files.txt', 'ada-isaacs_files.txt', 'iri.txt', 'domains.txt', 'query.txt', 'typed']) {
      const lines = f === 'typed' ? typedCorpus(fileURLToPath(new URL('../../../shared/bench', import.meta.url))) as string[] : bench(f);
      for (const line of lines) {
        total++;
        compare(line, undefined, mismatches);
      }
    }
    console.log(`[oracle] ${total} corpus lines, ${mismatches.length} mismatches`);
    expect(mismatches.slice(0, 20)).toEqual([]);
  });

  it('relative.tsv: each reference against its base', () => {
    const mismatches: string[] = [];
    for (const line of bench('relative.tsv')) {
      const [base, ref] = line.split('\t');
      compare(ref, base, mismatches);
    }
    expect(mismatches.slice(0, 20)).toEqual([]);
  });

  it('every WPT urltestdata input with its base', () => {
    const mismatches: string[] = [];
    for (const f of ['wpt/urltestdata.json', 'wpt/urltestdata-javascript-only.json']) {
      for (const c of readConformanceJSON<unknown[]>(f)) {
        if (typeof c !== 'object' || c === null) continue;
        const { input, base } = c as { input: string; base: string | null };
        compare(input, base === null ? undefined : base, mismatches);
        for (const b of BASES) compare(input, b, mismatches);
      }
    }
    expect(mismatches.slice(0, 20)).toEqual([]);
  });

  it('generated strings against bases', () => {
    const mismatches: string[] = [];
    fc.assert(fc.property(urlish, fc.constantFrom(...BASES), (input, base) => { compare(input, base, mismatches); }),
      { numRuns: Number(process.env.FUZZ_RUNS) || 20000, seed: Number(process.env.FUZZ_SEED) || 20261126 });
    expect(mismatches.slice(0, 20)).toEqual([]);
  });

  it('setters: WPT setters_tests and generated writes', () => {
    const setters = ['setProtocol', 'setUsername', 'setPassword', 'setHost', 'setHostname', 'setPort', 'setPathname', 'setSearch', 'setHash'] as const;
    const mismatches: string[] = [];
    const write = (href: string, setter: typeof setters[number], value: string): void => {
      const r = lib.parseURL(href, null), o = oracle.parseURL(href, null);
      if (r === null || o === null) return;
      const a = lib[setter](r, value), b = oracle[setter](o, value);
      if (!same(a, b)) mismatches.push(`${href} ${setter}(${JSON.stringify(value)}): ${JSON.stringify(a)} vs oracle ${JSON.stringify(b)}`);
    };
    const data = readConformanceJSON<Record<string, { href: string; new_value: string }[] | string>>('wpt/setters_tests.json');
    for (const attr of Object.keys(data)) {
      if (attr === 'comment' || attr === 'href') continue;
      for (const c of data[attr] as { href: string; new_value: string }[]) {
        for (const s of setters) write(c.href, s, c.new_value);
      }
    }
    const starts = ['http://u:p@example.org:8080/a/b?q#f', 'file:///C:/x', 'file://h/x', 'sc://h/p', 'sc:/p', 'mailto:x@y', 'https://example.com', 'data:text/plain,hi'];
    fc.assert(fc.property(fc.constantFrom(...starts), fc.constantFrom(...setters), urlish, (start, s, value) => { write(start, s, value); }),
      { numRuns: 8000, seed: 20261127 });
    expect(mismatches.slice(0, 20)).toEqual([]);
  });
});
