// The recognizer (lib/whatwg/recognizer.ts) must never change an answer: WPT urltestdata runs
// again with it turned off (every case through the state machine alone), and on the benchmark
// corpora and generated input the recognizer and the state machine alone give the same record
// for every line it takes, and so does the state machine going on where the recognizer stopped
// for every line it does not.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a script of the repository, with no types
import { typedCorpus } from '../../scripts/gen-typed-corpus.mjs';
import { afterAll, describe, expect, it } from 'vitest';
import { recognize as recognizeInto, setFastPathEnabled } from '../../lib/whatwg/recognizer';
import { ParseContext } from '../../lib/whatwg/context';
import { State } from '../../lib/whatwg/states';
import { parseURL } from '../../lib/whatwg/setters';
import { runSuite } from './run-urltestdata';
import { assertRecordInvariants } from '../support/invariants';
import { IriRecord } from '../../lib/core/record';

/** The recognizer's record of line when it takes all of it; else null. */
function recognize(line: string): IriRecord | null {
  const r = new IriRecord();
  return recognizeInto(line, r, new ParseContext()) === State.None ? r : null;
}

describe('recognizer', () => {
  afterAll(() => setFastPathEnabled(true));

  it('urltestdata.json with the recognizer off', () => {
    setFastPathEnabled(false);
    expect(runSuite('wpt/urltestdata.json', './urltestdata.expected-failures.json', 'urltestdata.json (full machine only)')).toEqual([]);
    setFastPathEnabled(true);
  });

  it('agrees with the full machine on the corpora', () => {
    const mismatches: string[] = [];
    let fast = 0, total = 0;
    for (const f of ['ada-kasztp.txt', 'ada-node_files.txt', 'ada-isaacs_files.txt', 'iri.txt', 'typed']) {
      // "typed": the bench's corpus of URLs as people type them (scripts/gen-typed-corpus.mjs),
      // where the recognizer takes little and stops early or late in the rest.
      const lines = f === 'typed'
        ? typedCorpus(fileURLToPath(new URL('../../../shared/bench', import.meta.url)))
        : readFileSync(new URL(`../../../shared/bench/${f}`, import.meta.url), 'utf8').replace(/^\uFEFF/, '').split('\n');
      for (const line of lines) {
        if (line === '') continue;
        total++;
        setFastPathEnabled(true);
        const quick = recognize(line);
        if (quick === null) {
          // The state machine going on where the recognizer stopped, against the state machine alone.
          const withQuick = parseURL(line, null);
          setFastPathEnabled(false);
          const full = parseURL(line, null);
          setFastPathEnabled(true);
          if (JSON.stringify(full) !== JSON.stringify(withQuick)) mismatches.push(`${line}: ${JSON.stringify(withQuick)} vs ${JSON.stringify(full)}`);
          continue;
        }
        fast++;
        assertRecordInvariants(quick);
        setFastPathEnabled(false);
        const full = parseURL(line, null);
        setFastPathEnabled(true);
        if (full === null || JSON.stringify(full) !== JSON.stringify(quick)) mismatches.push(`${line}: ${JSON.stringify(quick)} vs ${JSON.stringify(full)}`);
      }
    }
    console.log(`[recognizer] ${fast} of ${total} corpus lines are recognized; mismatches: ${mismatches.length}`);
    expect(mismatches).toEqual([]);
  });
});

/**
 * Parses `line` with the recognizer on and off, and the recognizer alone when it takes the line;
 * a difference in the records goes into `mismatches`.
 */
function compareWithFullMachine(line: string, mismatches: string[]): void {
  setFastPathEnabled(true);
  const recognized = recognize(line);
  const quick = parseURL(line, null);
  if (quick !== null) assertRecordInvariants(quick);
  setFastPathEnabled(false);
  const full = parseURL(line, null);
  setFastPathEnabled(true);
  if (JSON.stringify(full) !== JSON.stringify(quick)) mismatches.push(`${JSON.stringify(line)}: ${JSON.stringify(quick)} vs ${JSON.stringify(full)}`);
  if (recognized !== null && JSON.stringify(full) !== JSON.stringify(recognized)) mismatches.push(`${JSON.stringify(line)}: recognized ${JSON.stringify(recognized)} vs ${JSON.stringify(full)}`);
}

describe('recognizer: credentials, IP hosts, non-ASCII hosts and percent-encoding repairs', () => {
  afterAll(() => setFastPathEnabled(true));

  it('gives the full machine\'s record for every combination', () => {
    const schemes = ['http', 'HTTPS', 'ws', 'ftp', 'file'];
    const auths = [
      '', 'u@', ':p@', 'u:p@', 'u:@', ':@', '@', 'a@b@', 'u:p:q@', 'U%41:p@', 'ü@', 'u p@', '[::1]@', 'u\\@', 'u:p\t@',
    ];
    const hosts = [
      'example.com', 'EXAMPLE.com', 'bücher.de', 'BÜCHER.de', 'xn--bcher-kva.de', 'ドメイン.テスト', 'a\u00ADb.c', '１２７.0.0.1',
      '127.0.0.1', '0x7F.1', '1.2.3', '09.1', '1.2.3.4.5', '[::1]', '[2001:DB8::1]', '[::1', '[::1]x', '[::1/x]', 'ex%41mple.com',
      'a b.com', 'ü.3com', 'ü.1', 'ü.0x1', 'ü.1.', 'ü.', 'ü..', 'ü!.de', 'ü%41.de', 'x.ü.', 'localhost', 'LOCALHOST', 'ｌｏｃａｌｈｏｓｔ', 'ex\tample.com', 'EX\nAMPLE.CoM', 'a.\t1', '1.2.3.\t4', 'a.b\r', 'bü\t.de', 'a.d\te', '\uD83D\uDE00.com', 'a\uD800.com', '', 'xn--a.com', 'a..b', 'ß.de', 'ٯ.ا',
    ];
    const ports = ['', ':80', ':443', ':21', ':8080', ':0', ':08', ':65536', ':x', ':'];
    const rests = [
      '', '/', '/a/b', '/ä/ö?ü=ß#ç', '?q', '#f', '/a b/"c"?d e#f g', '/./a', '/a/%2e%2E/b', '/a\\b', '/a\tb', "?'x'#`y`",
      '/\uD800?\uDC00#\uD800', '/%E4%B8%AD/中?中=%E4#中', '/C:/x', '/a/..', '/{x}|^?<>#<>',
      '/a/.b/..c/%2/%2e%2e%2e/d.', '/a/%2e%2', '/a/%2E', '/c|/x', '/a:b|c', '/x?a\'b', '/x?a`b#c`d', '/x#\u0000',
    ];
    const mismatches: string[] = [];
    let n = 0;
    for (const sc of schemes) for (const a of auths) for (const h of hosts) for (const p of ports) for (const r of rests) {
      const line = `${sc}://${a}${h}${p}${r}`;
      n++;
      compareWithFullMachine(line, mismatches);
    }
    expect(n).toBeGreaterThan(100000);
    expect(mismatches.slice(0, 20)).toEqual([]);
  });
});

describe('schemes that are not special, in upper case', () => {
  afterAll(() => setFastPathEnabled(true));

  it('gives the full machine\'s record (lowercased: scheme state step 2.1)', () => {
    const schemes = ['urn', 'URN', 'Tag', 'MAILTO', 'A+B-C.D', 'x', 'X', 'data'];
    const rests = [
      ':isbn:978-3-16', ':', ':x y', ':x?q#f', ':x?Q R#F G', '://h/p', '://H:8/p?q#f', '://u@h/', '://h:/', '://h/a/../b', ':/p', ':/',
      '://', ':x\\y', ':%2e', ':ü', ':x\ty', ': x',
      '://h', '://h?q', '://h#f', '://H\tI/p', '://h\t/p', '://A\nB:8/', ':///p', '://h:0', '://h:08/', '://h:65536/', '://1.2.3.4/', '://h%41/', '://h/.', '://h\\p',
      '://h/p?q\'r', '://h/p?q r', ':x?q\'r', ':x#f`g',
    ];
    const mismatches: string[] = [];
    for (const sc of schemes) for (const r of rests) {
      const line = sc + r;
      compareWithFullMachine(line, mismatches);
    }
    expect(mismatches).toEqual([]);
    expect(recognize('URN:isbn:978-3-16')?.href).toBe('urn:isbn:978-3-16'); // (scheme state step 2.1: lowercased)
    expect(recognize('HTTP://h/p')?.href).toBe('http://h/p');
  });
});

describe('recognizer on generated paths', () => {
  afterAll(() => setFastPathEnabled(true));

  it('gives the full machine\'s record on generated paths (dot segments, "\\\\", encodings, tabs, surrounding spaces)', () => {
    // A path of segments where the recognizer may stop anywhere, and the state machine stop
    // skipping (and start writing) anywhere.
    let seed = 13;
    const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296);
    const pick = <T>(xs: T[]): T => xs[Math.floor(random() * xs.length)];
    const segments = ['a', 'bb', '.', '..', '%2e', '%2E%2e', '.%2e', '%2e.', 'x y', 'é', 'C:', 'c|', '', 'a\\b', '\t', '..\\', '.\\x',
      'ab.', '.a', '...', '%', '%zz', '"', 'A', '\uD800', 'x\nz'];
    const heads = ['http://h', 'HTTP://H.com', 'https://ex.com:443', 'http://ex.com:8080', 'ws://w', 'file://', 'file:///', 'foo://h', 'http://u@h',
      'http://bü.de', 'http://a\uD800.com', 'http://\uD83D\uDE00.com'];
    const mismatches: string[] = [];
    for (let k = 0; k < 60000; k++) {
      let line = pick(heads);
      for (let j = Math.floor(random() * 7); j > 0; j--) line += (random() < 0.85 ? '/' : '\\') + pick(segments);
      if (random() < 0.3) line += '?q=' + pick(segments);
      if (random() < 0.2) line += '#' + pick(segments);
      // Step 1's leading and trailing C0 control or space.
      if (random() < 0.3) line = pick([' ', '\u0001', '\t ', '  ']) + line;
      if (random() < 0.3) line += pick([' ', '\u001f', '\n', ' \t']);
      compareWithFullMachine(line, mismatches);
    }
    expect(mismatches.slice(0, 20)).toEqual([]);
  });
});
