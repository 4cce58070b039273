// lib/tools/terminal.ts: what reaches a terminal. Every code point a terminal acts on (C0, DEL,
// C1) or that reorders the line (bidi embeddings, overrides, isolates) and every lone surrogate
// is escaped; everything else is kept; the escaped text reads back with `--escapes`
// (analyze.unescapeInput); JSON text holds none of them raw; long values are elided.
import { describe, expect, it } from 'vitest';
import { elide, escapeForTerminal, isTerminalControl, jsonForTerminal } from '../../lib/tools/terminal';
import { unescapeInput } from '../../lib/tools/analyze';

const CONTROLS: [number, number][] = [[0x00, 0x1f], [0x7f, 0x9f], [0x202a, 0x202e], [0x2066, 0x2069], [0xd800, 0xdfff]];
const isListed = (cp: number) => CONTROLS.some(([a, b]) => cp >= a && cp <= b);
/** Raw controls and bidi controls: what must never be in the output. */
const RAW = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe('escapeForTerminal', () => {
  it('escapes exactly C0, DEL, C1, the bidi controls and surrogates, over every BMP code point', () => {
    for (let cp = 0; cp <= 0xffff; cp++) {
      expect(isTerminalControl(cp), cp.toString(16)).toBe(isListed(cp));
      const s = String.fromCharCode(cp);
      const shown = escapeForTerminal(s);
      if (isListed(cp)) expect(shown, cp.toString(16)).toBe(`\\u{${cp.toString(16).toUpperCase()}}`);
      else expect(shown, cp.toString(16)).toBe(s);
    }
    expect(escapeForTerminal('\u{1F600}\u{10FFFF}')).toBe('\u{1F600}\u{10FFFF}');
  });

  it('hostile inputs: OSC title, CSI, C1 CSI, Trojan Source bidi, lone surrogates', () => {
    const cases: [string, string][] = [
      ['foo://\x1b]0;PWNED\x07/', 'foo://\\u{1B}]0;PWNED\\u{7}/'],
      ['http://a/\u009b2J', 'http://a/\\u{9B}2J'],
      ['http://a/\x1b[2J\x1b[31m', 'http://a/\\u{1B}[2J\\u{1B}[31m'],
      ['http://a/\u202eexe.txt\u2066\u2069', 'http://a/\\u{202E}exe.txt\\u{2066}\\u{2069}'],
      ['a\ud800b\udc00', 'a\\u{D800}b\\u{DC00}'],
      ['\x7f\x00\r\n\t', '\\u{7F}\\u{0}\\u{D}\\u{A}\\u{9}'],
    ];
    for (const [input, shown] of cases) {
      expect(escapeForTerminal(input)).toBe(shown);
      expect(escapeForTerminal(input)).not.toMatch(RAW);
      expect(unescapeInput(escapeForTerminal(input))).toBe(input);
    }
  });

  it('a backslash is shown once, doubled only where it would start an escape; the text reads back', () => {
    expect(escapeForTerminal('http://example.com\\a')).toBe('http://example.com\\a');
    expect(escapeForTerminal('a\\b\\')).toBe('a\\b\\');
    expect(escapeForTerminal('a\\u{41}')).toBe('a\\\\u{41}');
    expect(escapeForTerminal('a\\\\b')).toBe('a\\\\\\b');
    expect(escapeForTerminal('a\\\x1b')).toBe('a\\\\\\u{1B}');
    for (const s of ['a\\u{41}', 'a\\\\b', 'a\\\x1b', '\\', '\\\\', '\\u0041', 'x\\y\\z', '\\\\\\u{1}\\']) expect(unescapeInput(escapeForTerminal(s))).toBe(s);
  });

  it('a reveal predicate escapes more (never fewer)', () => {
    expect(escapeForTerminal('a\u200bb\x1b', (cp) => cp === 0x200b)).toBe('a\\u{200B}b\\u{1B}');
    expect(escapeForTerminal('a\\\u200b', (cp) => cp === 0x200b)).toBe('a\\\\\\u{200B}');
  });

  it('is linear: 4x the input takes about 4x the time (quadratic would be 16x)', () => {
    const input = (n: number) => ('a\x1b\\u' + 'b'.repeat(20) + '\u202e').repeat(n);
    const small = input(50000), large = input(200000);
    const once = (s: string) => {
      const t = process.hrtime.bigint();
      escapeForTerminal(s);
      return Number(process.hrtime.bigint() - t);
    };
    once(small);
    // Interleaved, best of seven each: the noise of a shared machine hits both alike.
    let a = Infinity, b = Infinity;
    for (let k = 0; k < 7; k++) {
      a = Math.min(a, once(small));
      b = Math.min(b, once(large));
    }
    expect(b / a).toBeLessThan(10);
  });
});

describe('jsonForTerminal, elide', () => {
  it('JSON holds no raw control, and reads back to the same value', () => {
    const value = { s: 'a\x1b]0;x\x07\u009b\u202e\u2066\x7f\ud800' };
    expect(jsonForTerminal(value)).not.toMatch(RAW);
    // Indented: the layout's own newlines only.
    const text = jsonForTerminal(value, 2);
    expect(text.replace(/\n/g, '')).not.toMatch(RAW);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('elides long values with a count, never splitting a surrogate pair', () => {
    expect(elide('abc', 5)).toBe('abc');
    expect(elide('a'.repeat(12545), 200)).toBe('a'.repeat(200) + '…(12,345 more)');
    expect(elide('a'.repeat(199) + '\u{1F600}' + 'b', 200)).toBe('a'.repeat(199) + '…(3 more)');
  });
});
