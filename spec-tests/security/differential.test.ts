// Issue 9, "keep it fixed": property tests against whatwg-url (the URL Standard's reference
// implementation) with generators aimed at the risky classes (./generators.ts). Every attribute
// and the searchParams list are compared after each parse, each setter write and each
// URLSearchParams operation; IRI in WHATWG mode must agree with URL on all of them.
//
// After `search` is set, the list is the parse of the query as stored, as whatwg-url 17.3 and
// Node do (docs/conformance.md, "What differs from the URL Standard": url.bs parses the unstripped value).
//
// CI runs a few thousand cases per property; `npm run fuzz` runs 1M (FUZZ_RUNS) with a new seed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { URL as RefURL, URLSearchParams as RefUSP } from 'whatwg-url';
import { IRI, URL, URLSearchParams } from '../../lib/index';
import { assertRecordInvariants, recordOf } from '../support/invariants';
import { paramText, runs, seed, setterValue, SETTABLE, URL_ATTRIBUTES, urlInput } from './generators';

type Urlish = Record<string, unknown> & { searchParams: { toString(): string; [Symbol.iterator](): Iterator<[string, string]> } };

/** Every attribute and the searchParams entries, as one comparable string. */
function snapshot(u: Urlish): string {
  const parts = URL_ATTRIBUTES.map((a) => `${a}=${String(u[a])}`);
  parts.push('searchParams=' + JSON.stringify(Array.from(u.searchParams)));
  return parts.join('\n');
}

/** fc.assert, but a failure shows the shrunk counterexample's own description from `bad`. */
function check<T>(prop: fc.IProperty<T>, params: fc.Parameters<T>, bad: string[]): void {
  const out = fc.check(prop, params);
  if (out.failed) {
    const last = bad[bad.length - 1];
    bad.length = 0;
    bad.push(`seed ${out.seed}, ${out.numRuns} runs; shrunk counterexample: ${last}`);
  }
}

function parseOrFailure<T>(make: () => T): T | 'failure' {
  try {
    return make();
  } catch (e) {
    if (!(e instanceof TypeError)) throw e;
    return 'failure';
  }
}

const BASES = [undefined, 'http://example.org/foo/bar?q#f', 'file:///C:/dir/file', 'sc://h/a/b', 'https://xn--bcher-kva.de/a', 'mailto:x@y'];

function invariants(u: unknown): void {
  assertRecordInvariants(recordOf(u));
}

describe('differential against whatwg-url, aimed at the risky classes', () => {
  it('parse: every attribute, for URL and IRI (WHATWG mode)', () => {
    let count = 0, parsed = 0;
    const bad: string[] = [];
    check(
      fc.property(urlInput, fc.constantFrom(...BASES), (input, base) => {
        count++;
        const ref = parseOrFailure(() => new RefURL(input, base));
        const ours = parseOrFailure(() => new URL(input, base));
        const iri = parseOrFailure(() => new IRI(input, base));
        const want = ref === 'failure' ? ref : snapshot(ref as unknown as Urlish);
        const got = ours === 'failure' ? ours : snapshot(ours as unknown as Urlish);
        const gotIri = iri === 'failure' ? iri : snapshot(iri as unknown as Urlish);
        if (ours !== 'failure') {
          parsed++;
          invariants(ours);
          // Round trip: the href parses to itself.
          if (new URL(ours.href).href !== ours.href) bad.push(`round trip ${JSON.stringify(input)}`);
        }
        if (got !== want || gotIri !== want) bad.push(`${JSON.stringify(input)} base ${base}:\n ours ${got}\n iri  ${gotIri}\n ref  ${want}`);
        return bad.length < 5;
      }),
      { numRuns: runs(6000), seed: seed(9001) },
      bad,
    );
    console.log(`[security differential parse] ${count} inputs, ${parsed} parsed, ${bad.length} disagreements`);
    expect(bad).toEqual([]);
    expect(parsed).toBeGreaterThan(count / 5);
  });

  it('setter sequences and searchParams operations on one URL: every attribute after every step', () => {
    type Op = [string, string, string];
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.tuple(fc.constantFrom(...SETTABLE), setterValue, fc.constant('')),
      fc.tuple(fc.constantFrom('sp.append', 'sp.set', 'sp.delete', 'sp.delete2', 'sp.sort', 'sp.has'), paramText, paramText),
    );
    const starts = ['http://u:p@example.org:8080/a/b?q=1&r=2#f', 'https://xn--bcher-kva.de/', 'file:///C:/x', 'sc://h/p?x', 'mailto:x@y', 'foo:bar?a=b#c', 'https://a/?role=user'];
    let steps = 0;
    const bad: string[] = [];
    check(
      fc.property(fc.constantFrom(...starts), fc.array(op, { minLength: 1, maxLength: 6 }), (start, ops) => {
        const subjects: Urlish[] = [new URL(start) as unknown as Urlish, new IRI(start) as unknown as Urlish];
        const ref = new RefURL(start) as unknown as Urlish;
        const log: string[] = [];
        for (const [name, a, b] of ops) {
          steps++;
          log.push(`${name}(${JSON.stringify(a)}, ${JSON.stringify(b)})`);
          const apply = (u: Urlish): string => {
            try {
              if (name.startsWith('sp.')) {
                const sp = u.searchParams as unknown as Record<string, (...x: string[]) => unknown>;
                if (name === 'sp.append') sp.append(a, b);
                else if (name === 'sp.set') sp.set(a, b);
                else if (name === 'sp.delete') sp.delete(a);
                else if (name === 'sp.delete2') sp.delete(a, b);
                else if (name === 'sp.sort') sp.sort();
                else return String(sp.has(a, b));
              } else u[name] = a;
              return '';
            } catch (e) {
              return e instanceof TypeError ? 'throws TypeError' : 'throws ' + String(e);
            }
          };
          const want = apply(ref);
          const wantSnap = snapshot(ref);
          for (const u of subjects) {
            const got = apply(u);
            invariants(u);
            const gotSnap = snapshot(u);
            if (got !== want || gotSnap !== wantSnap) {
              bad.push(`${start} ${log.join(' ')} on ${u.constructor.name}:\n ours ${got} ${gotSnap}\n ref  ${want} ${wantSnap}`);
              return false;
            }
          }
        }
        return true;
      }),
      { numRuns: runs(2500), seed: seed(9002) },
      bad,
    );
    console.log(`[security differential setters+searchParams] ${steps} steps, ${bad.length} disagreements`);
    expect(bad).toEqual([]);
  });

  it('URLSearchParams on its own: operation sequences', () => {
    let steps = 0;
    const bad: string[] = [];
    const op = fc.tuple(fc.constantFrom('append', 'set', 'delete', 'delete2', 'sort', 'get', 'getAll', 'has', 'has2', 'size'), paramText, paramText);
    const init = fc.oneof(paramText, fc.array(fc.tuple(paramText, paramText), { maxLength: 4 }), fc.dictionary(paramText, paramText, { maxKeys: 3 }));
    check(
      fc.property(init, fc.array(op, { maxLength: 8 }), (start, ops) => {
        const ours = new URLSearchParams(start as string) as unknown as Record<string, (...x: string[]) => unknown>;
        const ref = new RefUSP(start as string) as unknown as Record<string, (...x: string[]) => unknown>;
        for (const [name, a, b] of ops) {
          steps++;
          const call = (p: Record<string, (...x: string[]) => unknown>): unknown => {
            if (name === 'size') return p.size;
            if (name === 'delete2') return p.delete(a, b);
            if (name === 'has2') return p.has(a, b);
            return p[name](a, b);
          };
          const x = JSON.stringify(call(ours)), y = JSON.stringify(call(ref));
          if (x !== y || String(ours) !== String(ref)) {
            bad.push(`${JSON.stringify(start)} ${name}(${JSON.stringify(a)}, ${JSON.stringify(b)}): ${x} ${String(ours)} vs ${y} ${String(ref)}`);
            return false;
          }
        }
        return true;
      }),
      { numRuns: runs(3000), seed: seed(9003) },
      bad,
    );
    console.log(`[security differential URLSearchParams] ${steps} operations, ${bad.length} disagreements`);
    expect(bad).toEqual([]);
  });
});
