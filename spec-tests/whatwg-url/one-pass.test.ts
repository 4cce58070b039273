// The one pass for special URLs as typed (lib/whatwg/one-pass.ts) must give the full state
// machine's record, offsets included, for every input it takes, and hand everything else back
// (null). Each check calls it directly, so that what it takes is counted, and compares with the
// state machine alone (recognizer and one pass off).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a script of the repository, with no types
import { typedCorpus } from '../../scripts/gen-typed-corpus.mjs';
import { afterAll, describe, expect, it } from 'vitest';
import { recognize, setFastPathEnabled } from '../../lib/whatwg/recognizer';
import { onePass, onePassParse } from '../../lib/whatwg/one-pass';
import { ParseContext } from '../../lib/whatwg/context';
import { parseURL } from '../../lib/whatwg/setters';
import { assertRecordInvariants } from '../support/invariants';
import type { IriRecord } from '../../lib/core/record';

/** The parse context the parts called here directly share (basicParse makes one per parse). */
const ctx = new ParseContext();

/** The state machine alone. */
function full(line: string, base: IriRecord | null): IriRecord | null {
  setFastPathEnabled(false);
  try {
    return parseURL(line, base);
  } finally {
    setFastPathEnabled(true);
  }
}

/**
 * The one pass alone (as the parser runs it when the recognizer does not take the input), and
 * again without tabs and newlines when it asks for that. Undefined when it hands the input back.
 */
function onePassAlone(line: string, base: IriRecord | null): IriRecord | undefined {
  const r = onePass(line, base, ctx);
  return r === null ? undefined : r;
}

/** Checks the one pass against the state machine; true when it took the line. */
function check(line: string, base: IriRecord | null, mismatches: string[]): boolean {
  const one = onePassAlone(line, base);
  if (one === undefined) return false;
  const expected = JSON.stringify(full(line, base));
  assertRecordInvariants(one);
  if (JSON.stringify(one) !== expected) mismatches.push(`${JSON.stringify(line)}: ${JSON.stringify(one)} vs ${expected}`);
  return true;
}

describe('one pass for special URLs as typed', () => {
  afterAll(() => setFastPathEnabled(true));

  it('gives the state machine\'s record on the corpora, takes nearly every line, and gives serialized input back as the href', () => {
    const mismatches: string[] = [];
    const counts: string[] = [];
    for (const f of ['ada-kasztp.txt', 'ada-node_files.txt', 'ada-isaacs_files.txt', 'iri.txt', 'typed']) {
      const lines: string[] = f === 'typed'
        ? typedCorpus(fileURLToPath(new URL('../../../shared/bench', import.meta.url)))
        : readFileSync(new URL(`../../../shared/bench/${f}`, import.meta.url), 'utf8').replace(/^\uFEFF/, '').split('\n');
      let special = 0, taken = 0, same = 0, quick = 0;
      for (const line of lines) {
        if (line === '') continue;
        const one = onePassAlone(line, null);
        const took = check(line, null, mismatches);
        // (what it is for: a special URL the parser does not reject)
        if (/^[\x00-\x20]*(https?|wss?|ftp|file):/i.test(line) && full(line, null) !== null) {
          special++;
          if (took) taken++;
          // A serialized line is its own href (the pass wrote nothing), as the recognizer gives it.
          const q = recognize(line);
          if (q !== null && q.href === line) {
            quick++;
            if (one !== undefined && one.href === line) same++;
          }
        }
      }
      counts.push(`${f}: ${taken} of ${special} valid special URLs taken; ${same} of the ${quick} serialized lines given back as they are`);
      // It takes every valid special URL but those it hands back (file URLs with a drive letter,
      // input over 680 code units).
      expect(taken / special).toBeGreaterThan(0.99);
      expect(same).toBeGreaterThan(0.99 * quick);
    }
    console.log(`[one pass] ${counts.join('; ')}; mismatches: ${mismatches.length}`);
    expect(mismatches.slice(0, 20)).toEqual([]);
  });

  it('gives the state machine\'s record for every combination of scheme, slashes, credentials, host, port and rest', () => {
    const schemes = ['http', 'HTTPS', 'Ws', 'wss', 'ftp', 'file', 'FILE', 'foo', 'httpx'];
    const slashes = ['://', ':', ':/', ':\\\\', ':///', ':/\\', ':\\/\\', ':/\t/', '://\n'];
    const auths = ['', 'u@', ':p@', 'u:p@', 'u:@', ':@', '@', 'a@b@', 'u:p:q@', 'ü:ö@', 'u p@', '[@', 'u\t@'];
    const hosts = ['ex.com', 'EX.Com', 'bücher.de', 'xn--bcher-kva.de', '１２７.0.0.1', '0x7F.1', '1.2.3.4.5', '[::1]', 'ex%41mple.com',
      'a b', 'b\tü.de', '\t', 'E\nX.com', 'localhost', 'LocalHost', 'localhost.', 'C:', 'c|', 'a\uD800', '\uD83D\uDE00', '', 'a..b', 'a\tb', 'ex.com\\x'];
    const ports = ['', ':80', ':443', ':21', ':8080', ':0080', ':', ':65536', ':8x', ':8\t0'];
    const rests = ['', '/', '/a/b', '\\a\\b', '/ä?ü#ç', '?q', '#f', '/a b/"c"?d e#f g', '/./a/../b', '/a/%2e%2E', '/a/.%2e/',
      '/C:/x', '/x/../c|/y', '/a/..', '/..', '/.', "/{x}|^?'x'<>#`y`", '/\uD800?\uDC00#\uD800', '/a\tb?c\nd#e\rf', '/😀?😀#😀',
      '/a//..//b', '/%zz/%'];
    const bases = [null, full('http://base.example/dir/file?q#f', null), full('file:///base/dir/', null), full('foo://base/x', null)];
    const mismatches: string[] = [];
    let n = 0, taken = 0;
    for (const sc of schemes) for (const sl of slashes) for (const a of auths) for (const h of hosts) for (const p of ports) for (const r of rests) {
      // Every rest with a plain head; the other parts each with a few rests (the cross product
      // of everything would be millions of lines).
      if ((a !== '' || p !== '' || h !== 'ex.com') && r.length % 4 !== (a.length + h.length + p.length) % 4) continue;
      let line = sc + sl + a + h + p + r;
      if (n % 7 === 0) line = ' \u0001' + line + '\t ';
      const base = bases[n % bases.length];
      n++;
      if (check(line, base, mismatches)) taken++;
      else {
        // Handed back: the end-to-end answer (recognizer, one pass, state machine) is still the
        // state machine's.
        const all = parseURL(line, base);
        if (JSON.stringify(all) !== JSON.stringify(full(line, base))) mismatches.push(`${JSON.stringify(line)} (end to end)`);
      }
    }
    console.log(`[one pass] ${taken} of ${n} generated lines taken; mismatches: ${mismatches.length}`);
    expect(n).toBeGreaterThan(50000);
    expect(taken).toBeGreaterThan(n / 4);
    expect(mismatches.slice(0, 20)).toEqual([]);
  });

  it('gives the state machine\'s record on generated paths: dot segments, "\\\\", drive letters, encodings, tabs', () => {
    let seed = 29;
    const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296);
    const pick = <T>(xs: T[]): T => xs[Math.floor(random() * xs.length)];
    const segments = ['a', 'bb', '.', '..', '%2e', '%2E%2e', '.%2e', '%2e.', 'x y', 'é', 'C:', 'c|', 'C|x', '', '\t', '...',
      '%', '"', 'A', '\uD800', 'x\nz', '..\t', '.\r.', '%2\te', '\t..', '\n%2E%2e', '\t\t.', '\tx'];
    const heads = ['http://h', 'HTTP:H.com', 'https:\\\\ex.com:443', 'http://ex.com:8080', 'ws:/w', 'file:', 'file:/', 'file://', 'file:///',
      'FILE://h', 'file://localhost', 'http://u:p@h', ' http://bü.de', 'http://\uD83D\uDE00.com', 'file:\\\\h'];
    const mismatches: string[] = [];
    let taken = 0;
    for (let k = 0; k < 60000; k++) {
      let line = pick(heads);
      for (let j = Math.floor(random() * 7); j > 0; j--) line += (random() < 0.8 ? '/' : '\\') + pick(segments);
      if (random() < 0.3) line += '?q=' + pick(segments);
      if (random() < 0.2) line += '#' + pick(segments);
      if (random() < 0.3) line = pick([' ', '\u0001', '\t ', '  ']) + line;
      if (random() < 0.3) line += pick([' ', '\u001f', '\n', ' \t']);
      if (check(line, null, mismatches)) taken++;
    }
    console.log(`[one pass] ${taken} of 60000 generated paths taken; mismatches: ${mismatches.length}`);
    expect(taken).toBeGreaterThan(20000);
    expect(mismatches.slice(0, 20)).toEqual([]);
  });

  it('gives the state machine\'s record when a serialized URL changes at any offset (where the pass stops skipping and starts writing)', () => {
    // While the output equals the input the pass writes nothing; the first change copies what it
    // skipped. Each serialized URL below gets one change at every offset: the copy must be whole
    // wherever it happens (scheme, credentials, host, port, path, query, fragment).
    const serialized = ['http://example.com/a/b/c.html?x=1&y=2#frag', 'https://u:p@www.ex.org:8443/p/q?r#s', 'ws://127.0.0.1:81/x',
      'wss://[2001:db8::1]/y?z', 'ftp://ftp.ex.net/pub/', 'file:///home/u/f.txt?q#f', 'file://host/share/x', 'http://xn--bcher-kva.de/%C3%A9/'];
    const changes = [' ', '\\', 'A', '%2e', '/..', '/./', '/.', 'é', '"', '\t', ':0', ':80', '@', '#', '?', '.', '%', '^', '[', '\uD83D\uDE00'];
    const mismatches: string[] = [];
    let n = 0, taken = 0;
    // Each also with an upper-case scheme, and after two spaces: then the output differs from the
    // start, and the pass writes everything.
    for (const url of serialized.concat(serialized.map((u) => u.replace(/^[a-z]+/, (m) => m.toUpperCase())), serialized.map((u) => '  ' + u))) {
      if (url === url.toLowerCase() && url.charAt(0) !== ' ') expect(onePassAlone(url, null)?.href).toBe(url);
      for (let p = 0; p <= url.length; p++) {
        for (const c of changes) {
          n++;
          if (check(url.slice(0, p) + c + url.slice(p), null, mismatches)) taken++;
        }
        const u = url.slice(0, p) + url.charAt(p).toUpperCase() + url.slice(p + 1);
        n++;
        if (check(u, null, mismatches)) taken++;
      }
    }
    console.log(`[one pass] ${taken} of ${n} changed serialized URLs taken; mismatches: ${mismatches.length}`);
    expect(taken).toBeGreaterThan(n / 2);
    expect(mismatches.slice(0, 20)).toEqual([]);
  });

  it('gives the state machine\'s record for long names UTS #46 lengthens, next to long non-ASCII paths (the buffer\'s bounds)', () => {
    const mismatches: string[] = [];
    let taken = 0;
    for (const unit of ['\u3336', '\u337F', '\u00E9', 'a']) { // ㌶ → 5 code points, ㍿ → 4
      for (const hostUnits of [1, 60, 300, 600, 670]) {
        const left = Math.max(0, 670 - hostUnits); // (the one pass takes up to 680 code units)
        for (const rest of ['', '/' + '\u00E9'.repeat(left), '/?' + '\uD83D\uDE00'.repeat(left >> 1)]) {
          if (check('http://' + unit.repeat(hostUnits) + rest, null, mismatches)) taken++;
          if (check('file://' + unit.repeat(hostUnits) + rest, null, mismatches)) taken++;
        }
      }
    }
    expect(taken).toBeGreaterThan(40);
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('gives the state machine\'s record for references relative to a base: relative.tsv, and generated ones', () => {
    const mismatches: string[] = [];
    let n = 0, taken = 0;
    const pairs = readFileSync(new URL('../../../shared/bench/relative.tsv', import.meta.url), 'utf8').split('\n').filter(Boolean).map((l) => l.split('\t'));
    for (const [b, ref] of pairs) {
      const base = full(b, null);
      if (base === null) continue;
      n++;
      if (check(ref ?? '', base, mismatches)) taken++;
    }
    const fromFile = `${taken} of ${n}`;
    const bases = ['http://h/', 'https://u:p@h.example:8443/a/b/c?q=1#f', 'http://h/a/', 'ws://h/a/b?x', 'ftp://h', 'http://[::1]/x/y#z',
      'http://h/a/b/c/d/e', 'http://xn--bcher-kva.de/%C3%A9/x?y'].map((b) => full(b, null) as IriRecord);
    const refs = ['', '.', '..', './', '../', '../..', '../../../../g', 'g', 'g/', './g', '/g', '//g', '//G:80/x', '\\g\\h', '\\x',
      '?', '?y', '#', '#s', 'g?y#s', ';x', 'g;x', '.g', 'g.', '..g', 'g/./h', 'g/../h', '%2e%2E/x', '.%2e', 'a b', 'é/ü?ö#ä',
      '\tg', 'g\th', '/\t/x', '\t/g', '\t?y', '\t#s', '\t.', 'g/\t../h', 'http:\t/g', 'http:g', 'HTTP:/g', 'http://x/y', 'https:g', 'mailto:x', 'a:b', 'g:h', '1g:x', 'g\uD800'];
    for (const base of bases) {
      for (const ref of refs) {
        for (const line of [ref, ' ' + ref + '\u0001']) {
          n++;
          if (check(line, base, mismatches)) taken++;
          else if (JSON.stringify(parseURL(line, base)) !== JSON.stringify(full(line, base))) mismatches.push(`${JSON.stringify(line)} (end to end)`);
        }
      }
    }
    console.log(`[one pass] relative.tsv: ${fromFile} references taken; in all ${taken} of ${n}; mismatches: ${mismatches.length}`);
    expect(taken).toBeGreaterThan(0.8 * n);
    expect(mismatches.slice(0, 20)).toEqual([]);
  });

  it('hands back what it does not take: long input, other schemes, a file base, a base it is relative to', () => {
    const fileBase = full('file:///C:/dir/', null);
    const httpBase = full('http://h/', null);
    expect(onePassParse('http://h/' + 'a'.repeat(5000) + ' ', null, ctx)).toBeNull();
    expect(onePassParse('foo://h/ a', null, ctx)).toBeNull();
    expect(onePassParse('file:x y', fileBase, ctx)).toBeNull();
    expect(onePassParse('x y', fileBase, ctx)).toBeNull(); // (relative to a file base)
    expect(onePassParse('x y', full('foo://h/p', null), ctx)).toBeNull(); // (or to a URL not special)
    expect(onePassParse('http:x y', httpBase, ctx)?.href).toBe('http://h/x%20y'); // relative to the base (scheme state step 2.8)
    expect(onePassParse('http://x y', httpBase, ctx)).toBeNull(); // (a space in the host: failure, left to the full parser)
    expect(onePassParse('http://[::1/ a', null, ctx)).toBeNull(); // (an unclosed IPv6 address: failure)
    expect(onePassParse('http://[::1]:8080/ a', null, ctx)?.href).toBe('http://[::1]:8080/%20a');
    expect(onePassParse('http://h/a\tb?c\nd#e\rf', null, ctx)?.href).toBe('http://h/ab?cd#ef'); // (after the host: skipped)
    expect(onePassParse('http://h/a/\t..', null, ctx)?.href).toBe('http://h/'); // (before a dot segment: skipped)
    for (const tabbed of ['htt\tp://h/a', 'http://h\tx/a', 'http://h:8\t0/a', 'http://u\t@h/a', 'http://h/a/.\t.', 'file:///a\tb']) {
      expect(onePassParse(tabbed, null, ctx)).toBeNull(); // (steps 2-3, then again: onePass)
      expect(ctx.stripTabs).toBe(true);
      expect(onePass(tabbed, null, ctx)?.href).toBe(new URL(tabbed).href);
    }
    // Again without the tabs, as a new string: the USVString conversion first (a lone surrogate
    // is U+FFFD, even where removing a tab brings its other half next to it).
    for (const [tabbed, href] of [
      ['htt\tp://h/\uD800\t\uDC00', 'http://h/%EF%BF%BD%EF%BF%BD'],
      ['HTTP\n://h/\uD83D\uDE00\t', 'http://h/%F0%9F%98%80'],
      ['http://H\r\n/a', 'http://h/a'],
      ['ws://h:8\t0/x', 'ws://h/x'],
    ]) {
      expect(onePassParse(tabbed, null, ctx)).toBeNull();
      expect(ctx.stripTabs).toBe(true);
      expect(onePass(tabbed, null, ctx)?.href).toBe(href);
      expect(new URL(tabbed).href).toBe(href);
    }
    expect(onePassParse('http://h/a b', null, ctx)?.href).toBe('http://h/a%20b');
    expect(ctx.stripTabs).toBe(false);
  });
});
