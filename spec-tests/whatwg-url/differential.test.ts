// Differential test against whatwg-url (the URL Standard's reference implementation): a few
// thousand generated URL-like strings, parsed alone and against bases, must give the same
// attributes (href, origin and every component) or the same failure; and random setter writes
// must leave the same attributes. Non-ASCII code points
// are drawn from characters whose UTS #46 data did not change between Unicode 15.1 and 17.0.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { URL as RefURL } from 'whatwg-url';
import { URL } from '../../lib/index';
import { setFastPathEnabled } from '../../lib/whatwg/recognizer';

const PIECES = [
  'http', 'https', 'HTTP', 'file', 'FILE', 'ws', 'wss', 'ftp', 'foo', 'sc', 'mailto', 'blob', 'data', 'javascript', 'a+b-c.d',
  ':', '//', '/', '\\', '?', '#', '@', '[', ']', ':', '.', '..', '%2e', '%2E', '%', '%25', '%41', '%zz', '%C3%A9', '%00',
  ' ', '\t', '\n', '\u0000', '\u001f', '\u007f', '|', 'C:', 'c|', 'localhost', 'LOCALHOST', 'example.com', 'EXAMPLE.org',
  'xn--', 'xn--nxasmq6b', 'xn--a', '0x7f', '0', '1', '255', '256', '4294967295', '4294967296', '08', '0x', '1.2.3.4',
  '::1', '::ffff:1.2.3.4', '1:2:3:4:5:6:7:8', 'user', 'pass', 'u:p@', '8080', '443', '80', '65536', '~', '^', '`', '{', '}',
  '"', "'", '<', '>', '=', '&', '+', ',', ';', '$', '!', '*', '(', ')', 'é', 'ß', 'ü', 'Ü', '你好', '☃', '\u00ad',
  'ｆｕｌｌ', '\u3002', 'a', 'b', 'z', '-', '_', '\ud800', '\udc00', '\ud83d\udca9', '\ufffd', '\ufdd0',
];

const urlish = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 14 }).map((a) => a.join(''));
const BASES = [undefined, 'http://example.org/foo/bar?q#f', 'file:///C:/dir/file', 'file://host/a/b', 'sc://h/a/b', 'mailto:x@y', 'about:blank', 'https://a/b/c/d;p?q'];

const ATTRIBUTES = ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;

/** Every attribute of the URL, one per line after the href (so that a disagreement reads as the href first). */
function attributes(u: Record<string, string>): string {
  return ATTRIBUTES.map((k) => u[k]).join('\n');
}

function ours(input: string, base?: string): string {
  try {
    return attributes(new URL(input, base) as unknown as Record<string, string>);
  } catch (e) {
    return 'failure';
  }
}

function reference(input: string, base?: string): string {
  try {
    return attributes(new RefURL(input, base) as unknown as Record<string, string>);
  } catch (e) {
    return 'failure';
  }
}

describe('differential: whatwg-url', () => {
  it('parses generated strings the same way', () => {
    let count = 0, parsed = 0;
    const disagreements: string[] = [];
    fc.assert(
      fc.property(urlish, fc.constantFrom(...BASES), (input, base) => {
        count++;
        const a = ours(input, base);
        if (a !== 'failure') parsed++;
        const b = reference(input, base);
        if (a !== b) disagreements.push(`${JSON.stringify(input)} base ${JSON.stringify(base)}: ${a} vs ${b}`);
      }),
      { numRuns: 6000, seed: 20261122 },
    );
    console.log(`[differential parse] ${count} inputs (${parsed} parse), ${disagreements.length} disagreements`);
    expect(parsed).toBeGreaterThan(count / 4);
    expect(disagreements).toEqual([]);
  });

  it('parses generated strings the same way with the recognizer off (the state machine alone)', () => {
    setFastPathEnabled(false);
    const disagreements: string[] = [];
    try {
      fc.assert(
        fc.property(urlish, fc.constantFrom(...BASES), (input, base) => {
          const a = ours(input, base), b = reference(input, base);
          if (a !== b) disagreements.push(`${JSON.stringify(input)} base ${JSON.stringify(base)}: ${a} vs ${b}`);
        }),
        // (FUZZ_RUNS and FUZZ_SEED for a longer run: FUZZ_RUNS=100000 npx vitest run <this file>)
        { numRuns: Number(process.env.FUZZ_RUNS) || 6000, seed: Number(process.env.FUZZ_SEED) || 20261123 },
      );
    } finally {
      setFastPathEnabled(true);
    }
    expect(disagreements).toEqual([]);
  });

  it('resolves generated paths the same way (dot segments among runs of segments, drive letters), recognizer on and off', () => {
    // The path state keeps runs of segments that need only copying as one entry, which ".."
    // cuts back segment by segment (parse.ts parsePath).
    const segment = fc.constantFrom('a', 'bb', 'ccc-dddd-eeee', '.', '..', '%2e', '%2E%2e', '.%2e', '', 'C:', 'c|', 'x y', '\u00e9', '\u0436', 'f.html');
    const path = fc.array(fc.tuple(fc.constantFrom('/', '/', '/', '\\'), segment), { maxLength: 12 }).map((a) => a.map(([sep, seg]) => sep + seg).join(''));
    const heads = ['http://h', 'file://', 'file:///C:', 'file://host', 'sc://h', 'sc:', ''];
    const disagreements: string[] = [];
    for (const quick of [true, false]) {
      setFastPathEnabled(quick);
      try {
        fc.assert(
          fc.property(fc.constantFrom(...heads), path, fc.constantFrom('', '?q', '#f'), fc.constantFrom(...BASES), (head, p, rest, base) => {
            const input = head + p + rest;
            const a = ours(input, base), b = reference(input, base);
            if (a !== b) disagreements.push(`${JSON.stringify(input)} base ${JSON.stringify(base)}: ${a} vs ${b}`);
          }),
          { numRuns: 8000, seed: 20261124 },
        );
      } finally {
        setFastPathEnabled(true);
      }
    }
    expect(disagreements.slice(0, 20)).toEqual([]);
  });

  it('parses a surrogate pair, a lone surrogate or a tab inserted at every position the same way, recognizer on and off', () => {
    // The states read past a tab and convert a lone surrogate where they meet it (parse.ts: the
    // authority's scan, the host state, the path state's runs), and the recognizer stops there.
    const urls = ['https://u:p@h.example:8080/a/b.html?q=1#f', 'http://h/a b/%2e/./c?d e#f', 'foo://h/p?q#f', 'file:///C:/x/y', 'http://bü.de/ä?ö#ü',
      'HTTPS://WWW.Ex.COM:443/a', 'foo://Ab.C:8/p', 'http://0x7F.1.d/', 'wss://BÜ.De/'];
    const disagreements: string[] = [];
    for (const quick of [true, false]) {
      setFastPathEnabled(quick);
      try {
        for (const u of urls) {
          for (let i = 0; i <= u.length; i++) {
            for (const x of ['\ud83d\ude00', '\ud83d', '\ude00', '\ude00\ud83d', '\t']) {
              const input = u.slice(0, i) + x + u.slice(i);
              for (const base of [undefined, 'http://b/c/d']) {
                const a = ours(input, base), b = reference(input, base);
                if (a !== b) disagreements.push(`${JSON.stringify(input)} (recognizer ${quick}): ${a} vs ${b}`);
              }
            }
          }
        }
      } finally {
        setFastPathEnabled(true);
      }
    }
    expect(disagreements.slice(0, 20)).toEqual([]);
  });

  it('applies generated setter writes the same way', () => {
    const attrs = ['href', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;
    const starts = ['http://u:p@example.org:8080/a/b?q#f', 'file:///C:/x', 'sc://h/p', 'mailto:x@y', 'https://example.com', 'data:text/plain,hi'];
    let count = 0;
    const disagreements: string[] = [];
    fc.assert(
      fc.property(fc.constantFrom(...starts), fc.array(fc.tuple(fc.constantFrom(...attrs), urlish), { maxLength: 4 }), (start, writes) => {
        const u = new URL(start);
        const r = new RefURL(start);
        for (const [attr, value] of writes) {
          count++;
          let ea = '', eb = '';
          try { (u as unknown as Record<string, string>)[attr] = value; } catch (e) { ea = 'throws'; }
          try { (r as unknown as Record<string, string>)[attr] = value; } catch (e) { eb = 'throws'; }
          const a = attributes(u as unknown as Record<string, string>), b = attributes(r as unknown as Record<string, string>);
          if (a !== b || ea !== eb) {
            disagreements.push(`${start} .${attr} = ${JSON.stringify(value)}: ${JSON.stringify(a)}${ea} vs ${JSON.stringify(b)}${eb}`);
            return;
          }
        }
      }),
      { numRuns: 3000, seed: 20261122 },
    );
    console.log(`[differential setters] ${count} writes, ${disagreements.length} disagreements`);
    expect(disagreements).toEqual([]);
  });
});
