// The link between a URLSearchParams and its URL object (URL §6.2 update steps; §6.1 URL
// initialize, href and search setters), through a fake owner and link, so it is tested apart
// from the URL class.
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { Tally, readExpectedFailures } from '../support/tally';
import { URLSearchParams, createLinkedSearchParams, resetSearchParams, takeSerializedQuery, type SearchParamsLink } from '../../lib/api/search-params';
import { list, same, show } from './harness';

const expected = readExpectedFailures(fileURLToPath(new URL('./link.expected-failures.json', import.meta.url)));

/** The link's change hook calls the owner's (a module-level function taking the owner, as URL's). */
const FAKE_LINK: SearchParamsLink<FakeOwner> = { changed: (o) => o.searchParamsChanged() };

/**
 * A fake URL object: records every query the update steps set. The update steps are deferred
 * (the list only says the query is out of date); this owner brings its query up to date at once,
 * so each change is one call, as in the spec.
 */
class FakeOwner {
  calls: (string | null)[] = [];
  params!: URLSearchParams;
  /** What params.toString() returned inside the update call (the list must already be changed). */
  seenInside: string[] = [];
  constructor(query: string | null) {
    this.params = createLinkedSearchParams(this, FAKE_LINK, query);
  }
  searchParamsChanged(): void {
    const serializedQuery = takeSerializedQuery(this.params);
    this.calls.push(serializedQuery);
    this.seenInside.push(this.params.toString());
  }
}

interface LinkCase {
  name: string;
  query: string | null;
  act: (p: URLSearchParams, o: FakeOwner) => unknown;
  /** The list afterwards, the queries the owner was given, and act's result when not undefined. */
  expect: { list: [string, string][]; calls: (string | null)[]; result?: unknown };
}

const linkCases: LinkCase[] = [
  { name: 'initialize: list is the parse of the query', query: 'a=1&b=%41+c', act: () => undefined, expect: { list: [['a', '1'], ['b', 'A c']], calls: [] } },
  { name: 'initialize: null query gives an empty list', query: null, act: () => undefined, expect: { list: [], calls: [] } },
  { name: 'initialize: empty query gives an empty list', query: '', act: () => undefined, expect: { list: [], calls: [] } },
  { name: 'initialize: a leading ? is data (the URL query never has one)', query: '?a=1', act: () => undefined, expect: { list: [['?a', '1']], calls: [] } },
  { name: 'initialize: pairs without = and empty sequences', query: '&&a&=b&', act: () => undefined, expect: { list: [['a', ''], ['', 'b']], calls: [] } },
  { name: 'append updates the query', query: 'a=1', act: (p) => p.append('c', '3 4'), expect: { list: [['a', '1'], ['c', '3 4']], calls: ['a=1&c=3+4'] } },
  { name: 'append on an empty list', query: null, act: (p) => p.append('', ''), expect: { list: [['', '']], calls: ['='] } },
  { name: 'delete to empty sets the query to null', query: 'a=1&a=2', act: (p) => p.delete('a'), expect: { list: [], calls: [null] } },
  { name: 'delete of a missing name still runs the update steps', query: 'a=%7e', act: (p) => p.delete('z'), expect: { list: [['a', '~']], calls: ['a=%7E'] } },
  { name: 'delete with value', query: 'a=1&a=2', act: (p) => p.delete('a', '2'), expect: { list: [['a', '1']], calls: ['a=1'] } },
  { name: 'set updates the query', query: 'a=1&b=2&a=3', act: (p) => p.set('a', '~'), expect: { list: [['a', '~'], ['b', '2']], calls: ['a=%7E&b=2'] } },
  { name: 'sort updates the query', query: 'b=1&a=2', act: (p) => p.sort(), expect: { list: [['a', '2'], ['b', '1']], calls: ['a=2&b=1'] } },
  { name: 'sort of an empty list sets null', query: '', act: (p) => p.sort(), expect: { list: [], calls: [null] } },
  { name: 'sort re-serializes (spec example)', query: 'a=b%20~', act: (p) => p.sort(), expect: { list: [['a', 'b ~']], calls: ['a=b+%7E'] } },
  { name: 'every mutation runs the update steps once', query: 'a=1', act: (p) => { p.append('b', '2'); p.set('a', '0'); p.delete('b'); p.sort(); }, expect: { list: [['a', '0']], calls: ['a=1&b=2', 'a=0&b=2', 'a=0', 'a=0'] } },
  {
    name: 'readers do not run the update steps', query: 'a=1&b=2',
    act: (p) => { const r = [p.get('a'), p.getAll('b'), p.has('a'), p.has('a', '2'), p.size, p.toString(), [...p], [...p.keys()], [...p.values()]]; p.forEach(() => undefined); return r; },
    expect: { list: [['a', '1'], ['b', '2']], calls: [], result: ['1', ['2'], true, false, 2, 'a=1&b=2', [['a', '1'], ['b', '2']], ['a', 'b'], ['1', '2']] },
  },
  { name: 'lone surrogates reach the URL as U+FFFD', query: null, act: (p) => p.append('\ud800', 'x'), expect: { list: [['\ufffd', 'x']], calls: ['%EF%BF%BD=x'] } },
  { name: 'reset replaces the list without update steps', query: 'a=1', act: (p) => resetSearchParams(p, 'x=1&y'), expect: { list: [['x', '1'], ['y', '']], calls: [] } },
  { name: 'reset to null empties the list', query: 'a=1', act: (p) => resetSearchParams(p, null), expect: { list: [], calls: [] } },
  { name: 'reset to empty string empties the list', query: 'a=1', act: (p) => resetSearchParams(p, ''), expect: { list: [], calls: [] } },
  { name: 'reset before the first read (lazy parse) wins', query: 'a=1', act: (p) => { resetSearchParams(p, 'b=2'); return p.get('a'); }, expect: { list: [['b', '2']], calls: [], result: null } },
  { name: 'reset after a read', query: 'a=1', act: (p) => { p.get('a'); resetSearchParams(p, 'b=%20'); }, expect: { list: [['b', ' ']], calls: [] } },
  { name: 'mutation after reset serializes the new list', query: 'a=1', act: (p) => { resetSearchParams(p, 'b=2'); p.append('c', '3'); }, expect: { list: [['b', '2'], ['c', '3']], calls: ['b=2&c=3'] } },
  { name: 'a copy is not linked', query: 'a=1', act: (p) => { const c = new URLSearchParams(p); c.append('b', '2'); return list(c); }, expect: { list: [['a', '1']], calls: [], result: [['a', '1'], ['b', '2']] } },
  { name: 'iterating a linked list sees mutations', query: 'a=1&b=2', act: (p) => { const seen: string[] = []; for (const k of p.keys()) { seen.push(k); if (k === 'a') p.delete('b'); } return seen; }, expect: { list: [['a', '1']], calls: ['a=1'], result: ['a'] } },
];

describe('URLSearchParams link to its URL (fake owner)', () => {
  it('runs the update steps as URL §6.2 says', () => {
    const tally = new Tally('urlsearchparams-link', expected);
    for (const c of linkCases) {
      let got: unknown;
      try {
        const owner = new FakeOwner(c.query);
        const result = c.act(owner.params, owner);
        // The owner saw the already-changed list on every call.
        const consistent = owner.calls.every((q, i) => (q ?? '') === owner.seenInside[i]);
        got = { list: list(owner.params), calls: owner.calls, ...(result === undefined ? {} : { result }), ...(consistent ? {} : { inconsistent: owner.seenInside }) };
      } catch (e) {
        got = { throws: String(e) };
      }
      tally.check(c.name, same(got, c.expect), `got ${show(got)}, expected ${show(c.expect)}`);
    }
    // An unlinked object never calls anything (no owner to call): mutations just work.
    const plain = new URLSearchParams('a=1');
    plain.append('b', '2'); plain.delete('a'); plain.set('c', '3'); plain.sort();
    tally.check('unlinked: mutations need no URL object', plain.toString() === 'b=2&c=3', plain.toString());
    const problems = tally.finish();
    for (const p of problems) console.log('  ' + p);
    expect(problems).toEqual([]);
  });
});
