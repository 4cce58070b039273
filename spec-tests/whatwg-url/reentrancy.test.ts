// The basic URL parser is re-entrant: a parse that starts while another runs (from a base's or an
// input's toString, or from a validation-error sink called in the middle of a state) has its own
// state (lib/whatwg/context.ts), so neither changes what the other returns. Each inner parse
// goes through every path: the recognizer whole and handing over, the state machine with and
// without tabs, a non-ASCII host written into the href buffer.
import { describe, expect, it } from 'vitest';
import { URL } from '../../lib/index';
import { parseURL } from '../../lib/whatwg/setters';
import { giveBack, takeContext } from '../../lib/whatwg/context';
import type { IriRecord } from '../../lib/core/record';

/** Inputs that take each route through the parser, with the base each is read against. */
const INNER: [string, string | undefined][] = [
  ['https://example.com/a/b?c#d', undefined], // recognizer, href = input
  ['HTTP://EXAMPLE.com:80/x', undefined], // the recognizer's hand-over, href rebuilt
  ['https://bücher.example/p', undefined], // non-ASCII host into the buffer
  ['https://h/a b/../c?d e#f g', undefined], // the state machine
  ['https://h/a\tb/./c\n', undefined], // the state machine past tabs
  ['../x/./y z?q', 'https://h/a/b/c'], // the state machine, relative
  ['file:///C|/a/../b', undefined], // state machine (Windows drive letter)
  ['foo://Host/p a/..', undefined], // state machine (not special)
  ['https://[::1]:0443/%2e/x', undefined], // IPv6, port, encoded dot segment
];

const OUTER: [string, string][] = [
  ['a/b c/../d?e#f', 'https://base.example/x/y'],
  ['//h\u00e9:81/p', 'http://b/'],
  ['?q r', 'https://b/p/q'],
  ['file:x', 'file:///C:/a/b'],
];

function expected(input: string, base: string | undefined): string | null {
  try {
    return new URL(input, base).href;
  } catch {
    return null;
  }
}

function hrefOf(r: IriRecord | null): string | null {
  return r === null ? null : r.href;
}

describe('parser re-entrancy', () => {
  it('a base whose toString parses other URLs while the URL constructor parses', () => {
    for (const [input, base] of OUTER) {
      const want = expected(input, base);
      for (const [inner, innerBase] of INNER) {
        const innerWant = expected(inner, innerBase);
        let got: string | null = '';
        const tricky = { toString(): string { got = expected(inner, innerBase); return base; } };
        expect(new URL(input, tricky as unknown as string).href).toBe(want);
        expect(got).toBe(innerWant);
        const trickyInput = { toString(): string { got = expected(inner, innerBase); return input; } };
        expect(new URL(trickyInput as unknown as string, tricky as unknown as string).href).toBe(want);
      }
    }
  });

  it('a validation-error sink that parses other URLs in the middle of a state', () => {
    // Inputs that report validation errors from inside the host parser, the path state, the
    // query and fragment states, and the scheme states.
    const outer: [string, string | null][] = [
      ['https://ex_ample.org/a b/%2e%2E/c?d e#f g', null],
      ['http://GOO\u3000goo.com', null],
      ['https://127.0.0x0.1/\\x', null],
      ['foo://h\u00e9/ ^/..', null],
      ['  \t x y/../z', 'https://b/p'],
    ];
    for (const [input, base] of outer) {
      const b = base === null ? null : parseURL(base, null);
      const want = hrefOf(parseURL(input, b));
      let calls = 0;
      for (const [inner, innerBase] of INNER) {
        const innerWant = expected(inner, innerBase);
        const got = hrefOf(parseURL(input, b, () => {
          calls++;
          expect(expected(inner, innerBase)).toBe(innerWant);
          const ib = innerBase === undefined ? null : parseURL(innerBase, null);
          expect(hrefOf(parseURL(inner, ib, () => { expected('https://x/ y', undefined); }))).toBe(innerWant);
        }));
        expect(got).toBe(want);
      }
      expect(calls).toBeGreaterThan(0);
    }
  });

  it('a parse that starts while another runs takes its own context and buffer', () => {
    const a = takeContext();
    const b = takeContext();
    expect(b).not.toBe(a);
    expect(a.buffer()).not.toBe(b.buffer());
    giveBack(b);
    giveBack(a);
    expect(takeContext()).toBe(a); // (the one given back last is taken next)
    giveBack(a);
  });
});
