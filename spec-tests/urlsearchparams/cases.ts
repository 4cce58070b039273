// The URLSearchParams table: every expectation is derived by hand from URL §5 (urlencoded
// parser/serializer) and §6.2 (URLSearchParams), plus Web IDL for argument conversion, iterable
// declarations and the interface's shape.
import { type Case, type Ctor, list, throws } from './harness';

const U = (s: string) => s; // marks strings holding escapes, for the reader
const FFFD = '\ufffd';

// ---------------------------------------------------------------------------------------------
// URL §5.1 parser via the constructor (§6.2 constructor step 1 drops one leading "?").
const parseTable: [string, string, [string, string][]][] = [
  ['empty', '', []],
  ['only ?', '?', []],
  ['?? keeps the second ?', '??a', [['?a', '']]],
  ['one pair', 'a=b', [['a', 'b']]],
  ['leading ?', '?a=b', [['a', 'b']]],
  ['two pairs', 'a=b&c=d', [['a', 'b'], ['c', 'd']]],
  ['no =', 'a', [['a', '']]],
  ['trailing =', 'a=', [['a', '']]],
  ['leading =', '=b', [['', 'b']]],
  ['= only', '=', [['', '']]],
  ['== only', '==', [['', '=']]],
  ['value starts with =', 'a==b', [['a', '=b']]],
  ['first = splits', 'a=b=c', [['a', 'b=c']]],
  ['&& only', '&&', []],
  ['empty sequences skipped', '&a&&b&', [['a', ''], ['b', '']]],
  ['&=&', '&=&', [['', '']]],
  ['repeated names kept', 'a=1&a=2', [['a', '1'], ['a', '2']]],
  ['+ alone', '+', [[' ', '']]],
  ['+ in name and value', 'a+b=c+d', [['a b', 'c d']]],
  ['++=++', '++=++', [['  ', '  ']]],
  ['%2B is a plus', '%2B=%2b', [['+', '+']]],
  ['%20 and +', '%20+%20', [['   ', '']]],
  ['lone %', '%', [['%', '']]],
  ['% at end of value', 'a=b%', [['a', 'b%']]],
  ['%2 truncated', '%2', [['%2', '']]],
  ['%zz and %g0 kept', '%zz=%g0', [['%zz', '%g0']]],
  ['%%41', '%%41', [['%A', '']]],
  ['%41%42=%63', '%41%42=%63', [['AB', 'c']]],
  ['%2526 decodes once', '%2526', [['%26', '']]],
  ['%26 and %3D', 'a=%26&b=%3D', [['a', '&'], ['b', '=']]],
  ['lowercase hex UTF-8', '%e2%82%ac', [['\u20ac', '']]],
  ['4-byte UTF-8', '%F0%9F%92%A9=1', [['\ud83d\udca9', '1']]],
  ['lone lead byte C3', '%C3', [[FFFD, '']]],
  ['FF byte', '%FF', [[FFFD, '']]],
  ['C3 then (', '%C3%28', [[FFFD + '(', '']]],
  ['encoded surrogate ED A0 80', '%ED%A0%80', [[FFFD + FFFD + FFFD, '']]],
  ['truncated 4-byte', '%F0%9F%92', [[FFFD, '']]],
  ['truncated 4-byte then a', '%F0%9F%92a', [[FFFD + 'a', '']]],
  ['overlong C0 80', '%C0%80', [[FFFD + FFFD, '']]],
  ['F4 90 above U+10FFFF', '%F4%90%80%80', [[FFFD + FFFD + FFFD + FFFD, '']]],
  ['BOM is kept (decode without BOM)', '%EF%BB%BFa=1', [['\ufeffa', '1']]],
  ['raw BOM kept', '\ufeffa=1', [['\ufeffa', '1']]],
  ['raw non-ASCII', '\u00e9=\u20ac', [['\u00e9', '\u20ac']]],
  ['raw astral', '\ud83d\udca9=\ud83d\udca9', [['\ud83d\udca9', '\ud83d\udca9']]],
  ['raw non-ASCII then an invalid escape', '\u00e9%aa', [['\u00e9' + FFFD, '']]],
  ['invalid escape then raw non-ASCII', '%aa\u00e9=%ff\ud83d\udca9', [[FFFD + '\u00e9', FFFD + '\ud83d\udca9']]],
  ['raw and encoded mixed', '\u00e9%C3%A9+=x', [['\u00e9\u00e9 ', 'x']]],
  ['lone surrogates', U('\ud800=\udc00'), [[FFFD, FFFD]]],
  ['reversed pair', U('\udc00\ud800'), [[FFFD + FFFD, '']]],
  ['lone surrogate with %', U('\ud800%41'), [[FFFD + 'A', '']]],
  ['lone surrogate with +', U('a+\udfff'), [['a ' + FFFD, '']]],
  ['spaces kept', ' a = b ', [[' a ', ' b ']]],
  ['# is data', 'a#b=c', [['a#b', 'c']]],
  ['controls kept', 'a\tb\n=\r', [['a\tb\n', '\r']]],
  ['%00 and %7F', '%00=%7F', [['\u0000', '\u007f']]],
  ['%7E and ~', '%7E=~', [['~', '~']]],
];

// ---------------------------------------------------------------------------------------------
// URL §5.2 serializer: the application/x-www-form-urlencoded percent-encode set contains every
// code point except ASCII alphanumerics, *, -, . and _ (URL §1.3 note); space becomes "+".
function formEncode(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (/^[A-Za-z0-9*\-._]$/.test(ch)) out += ch;
    else if (c === 0x20) out += '+';
    else {
      const scalar = c >= 0xd800 && c <= 0xdfff ? 0xfffd : c; // USVString conversion
      for (const b of new TextEncoder().encode(String.fromCodePoint(scalar))) out += '%' + b.toString(16).toUpperCase().padStart(2, '0');
    }
  }
  return out;
}

const hex4 = (c: number) => c.toString(16).toUpperCase().padStart(4, '0');

const serializeTable: [string, (P: Ctor) => unknown, string][] = [];
for (let c = 0; c < 0x80; c++) {
  const ch = String.fromCharCode(c);
  serializeTable.push([`U+${hex4(c)} in name and value`, (P) => { const p = new P(); p.append(ch, 'x' + ch); return p.toString(); }, formEncode(ch) + '=x' + formEncode(ch)]);
}
for (const [label, s] of [
  ['U+0080', '\u0080'], ['U+00E9', '\u00e9'], ['U+07FF', '\u07ff'], ['U+0800', '\u0800'], ['U+FFFD', '\ufffd'],
  ['U+FFFF', '\uffff'], ['U+10000', '\ud800\udc00'], ['U+1F4A9', '\ud83d\udca9'], ['U+10FFFF', '\udbff\udfff'],
  ['lone lead surrogate', '\ud800'], ['lone trail surrogate', '\udc00'], ['trail then lead', '\udc00\ud800'],
] as const) {
  serializeTable.push([`${label} in name and value`, (P) => { const p = new P(); p.append(s, s); return p.toString(); }, formEncode(s) + '=' + formEncode(s)]);
}
serializeTable.push(
  ['empty list', (P) => new P().toString(), ''],
  ['empty name and value', (P) => new P([['', '']]).toString(), '='],
  ['no = in input still serializes =', (P) => new P('a&b=').toString(), 'a=&b='],
  ['%20 re-serializes as +', (P) => new P('a=%20').toString(), 'a=+'],
  ['~ re-serializes as %7E', (P) => new P('a=~').toString(), 'a=%7E'],
  ['lowercase escapes re-serialize uppercase', (P) => new P('%c3%a9=%2f').toString(), '%C3%A9=%2F'],
  ['invalid escapes re-encode %', (P) => new P('%zz=%').toString(), '%25zz=%25'],
  ['& and = inside data', (P) => new P([['a&b', 'c=d']]).toString(), 'a%26b=c%3Dd'],
  ['plus in data', (P) => new P([['a+b', '+']]).toString(), 'a%2Bb=%2B'],
  ['spec example record', (P) => new P({ key: '730d67' }).toString(), 'key=730d67'],
  ['String(params) uses the stringifier', (P) => String(new P('a=b c')), 'a=b+c'],
  ['template literal', (P) => `${new P([['x', 'y']])}`, 'x=y'],
);

// ---------------------------------------------------------------------------------------------
// Constructor forms (URL §6.2 initialize; Web IDL union conversion: object with @@iterator →
// sequence, other object → record, anything else → USVString).
function* gen(): Generator<unknown> {
  yield ['a', '1'];
  yield new Set(['b', '2']);
}

const sortNames = ['b', 'a', 'c', 'a', 'b', '', 'B', 'aa', 'a', '\ud83d\ude00', '\ue000', '\uffff', 'ab', 'b', 'A'];
function stableReference(pairs: [string, string][]): [string, string][] {
  // Independent reference: insertion sort by code units; moves an entry only past strictly greater names.
  const out: [string, string][] = [];
  for (const p of pairs) {
    let i = out.length;
    while (i > 0 && out[i - 1][0] > p[0]) i--;
    out.splice(i, 0, p);
  }
  return out;
}
const longPairs: [string, string][] = [];
for (let i = 0; i < 200; i++) longPairs.push([sortNames[(i * 7) % sortNames.length], String(i)]);

const lengths = (P: Ctor) => {
  const pr = P.prototype;
  return {
    ctor: P.length, append: pr.append.length, delete: pr.delete.length, get: pr.get.length, getAll: pr.getAll.length,
    has: pr.has.length, set: pr.set.length, sort: pr.sort.length, forEach: pr.forEach.length, entries: pr.entries.length,
    keys: pr.keys.length, values: pr.values.length, toString: pr.toString.length,
  };
};

export const cases: Case[] = [
  ...parseTable.map(([name, input, pairs]): Case => ({ name: `parse: ${name}`, run: (P) => list(new P(input)), expect: pairs })),
  ...parseTable.map(([name, input]): Case => ({
    name: `parse then serialize is stable: ${name}`,
    // Serializing a parsed list and parsing again gives the same list (URL §5).
    run: (P) => { const a = new P(input); const b = new P(a.toString()); return JSON.stringify(list(a)) === JSON.stringify(list(b)); },
    expect: true,
  })),
  ...serializeTable.map(([name, run, expected]): Case => ({ name: `serialize: ${name}`, run, expect: expected })),

  // Constructor: USVString branch.
  { name: 'ctor: no argument', run: (P) => list(new P()), expect: [] },
  { name: 'ctor: undefined is the default ""', run: (P) => list(new P(undefined)), expect: [] },
  { name: 'ctor: null converts to "null"', run: (P) => list(new P(null)), expect: [['null', '']] },
  { name: 'ctor: number', run: (P) => list(new P(12)), expect: [['12', '']] },
  { name: 'ctor: boolean', run: (P) => list(new P(true)), expect: [['true', '']] },
  { name: 'ctor: symbol throws', run: (P) => list(new P(Symbol('s'))), expect: throws() },
  { name: 'ctor: only one ? dropped', run: (P) => list(new P('??')), expect: [['?', '']] },
  { name: 'ctor: called without new throws', run: (P) => P('a=b'), expect: throws() },

  // Constructor: sequence branch.
  { name: 'seq: array of pairs', run: (P) => list(new P([['a', 'b'], ['c', 'd']])), expect: [['a', 'b'], ['c', 'd']] },
  { name: 'seq: empty array', run: (P) => list(new P([])), expect: [] },
  { name: 'seq: pair of 3 throws', run: (P) => list(new P([['a', 'b', 'c']])), expect: throws() },
  { name: 'seq: pair of 1 throws', run: (P) => list(new P([['a']])), expect: throws() },
  { name: 'seq: empty pair throws', run: (P) => list(new P([[]])), expect: throws() },
  { name: 'seq: bad pair after good ones throws', run: (P) => list(new P([['a', 'b'], ['c']])), expect: throws() },
  { name: 'seq: string item is not an object, throws', run: (P) => list(new P(['ab'])), expect: throws() },
  { name: 'seq: null item throws', run: (P) => list(new P([null])), expect: throws() },
  { name: 'seq: non-iterable object item throws', run: (P) => list(new P([{ 0: 'a', 1: 'b', length: 2 }])), expect: throws() },
  { name: 'seq: String object outer (primitive items) throws', run: (P) => list(new P(new String('ab'))), expect: throws() },
  { name: 'seq: String object as a pair', run: (P) => list(new P([new String('ab')])), expect: [['a', 'b']] },
  { name: 'seq: values converted to strings', run: (P) => list(new P([[1, null], [undefined, true]])), expect: [['1', 'null'], ['undefined', 'true']] },
  { name: 'seq: symbol inside a pair throws', run: (P) => list(new P([['a', Symbol('s')]])), expect: throws() },
  { name: 'seq: lone surrogates become U+FFFD', run: (P) => list(new P([['\ud800', 'x\udc00']])), expect: [[FFFD, 'x' + FFFD]] },
  { name: 'seq: pairs are not parsed (+ and % kept)', run: (P) => list(new P([['a+b', '%41']])), expect: [['a+b', '%41']] },
  { name: 'seq: a Map', run: (P) => list(new P(new Map([['a', '1'], ['b', '2']]))), expect: [['a', '1'], ['b', '2']] },
  { name: 'seq: a Set of pairs', run: (P) => list(new P(new Set([['x', 'y']]))), expect: [['x', 'y']] },
  { name: 'seq: a generator of iterables', run: (P) => list(new P(gen())), expect: [['a', '1'], ['b', '2']] },
  {
    name: 'seq: custom @@iterator on an array wins',
    // (Defined, not assigned: where Array.prototype is frozen, an assignment would not create it.)
    run: (P) => { const a: unknown[] = [['ignored', '!']]; Object.defineProperty(a, Symbol.iterator, { value: function* () { yield ['c', 'd']; } }); return list(new P(a)); },
    expect: [['c', 'd']],
  },
  { name: 'seq: @@iterator not callable throws', run: (P) => list(new P({ [Symbol.iterator]: 1 })), expect: throws() },
  { name: 'seq: @@iterator null means record', run: (P) => list(new P(Object.defineProperty({ a: 'b' }, Symbol.iterator, { value: null, enumerable: false }))), expect: [['a', 'b']] },
  { name: 'seq: @@iterator undefined means record', run: (P) => list(new P(Object.defineProperty({ a: 'b' }, Symbol.iterator, { value: undefined, enumerable: false }))), expect: [['a', 'b']] },
  { name: 'seq: enumerable @@iterator null makes a record with a symbol key, throws', run: (P) => list(new P({ [Symbol.iterator]: null, a: 'b' })), expect: throws() },
  { name: 'seq: a URLSearchParams of one tuple as a pair has one item ("k,v"), throws', run: (P) => list(new P([new P([['k', 'v']])])), expect: throws() },
  { name: 'seq: a URLSearchParams of two tuples as a pair', run: (P) => list(new P([new P('a=1&b=2')])), expect: [['a,1', 'b,2']] },

  // Constructor: record branch.
  { name: 'record: plain object', run: (P) => list(new P({ a: '1', b: '2' })), expect: [['a', '1'], ['b', '2']] },
  { name: 'record: empty object', run: (P) => list(new P({})), expect: [] },
  { name: 'record: integer keys first, ascending', run: (P) => list(new P({ b: '1', 2: 'x', 1: 'y', a: '2' })), expect: [['1', 'y'], ['2', 'x'], ['b', '1'], ['a', '2']] },
  { name: 'record: values converted', run: (P) => list(new P({ a: 1, b: null, c: undefined, d: [1, 2] })), expect: [['a', '1'], ['b', 'null'], ['c', 'undefined'], ['d', '1,2']] },
  { name: 'record: not parsed', run: (P) => list(new P({ 'a+b': '%41', '?c': '' })), expect: [['a+b', '%41'], ['?c', '']] },
  { name: 'record: inherited keys ignored', run: (P) => list(new P(Object.create({ inherited: '1' }, { own: { value: '2', enumerable: true } }))), expect: [['own', '2']] },
  { name: 'record: non-enumerable keys ignored', run: (P) => list(new P(Object.defineProperty({ a: '1' }, 'hidden', { value: 'x', enumerable: false }))), expect: [['a', '1']] },
  { name: 'record: symbol key throws', run: (P) => list(new P({ a: '1', [Symbol('s')]: '2' })), expect: throws() },
  { name: 'record: non-enumerable symbol key ignored', run: (P) => list(new P(Object.defineProperty({ a: '1' }, Symbol('s'), { value: 'x', enumerable: false }))), expect: [['a', '1']] },
  { name: 'record: symbol value throws', run: (P) => list(new P({ a: Symbol('s') })), expect: throws() },
  { name: 'record: keys equal after USVString conversion merge (first place, last value)', run: (P) => list(new P({ '\ud800': '1', a: '2', '\udc00': '3' })), expect: [[FFFD, '3'], ['a', '2']] },
  { name: 'record: lone surrogate key merges with a literal U+FFFD', run: (P) => list(new P({ '\ufffd': '1', '\udbff': '2' })), expect: [[FFFD, '2']] },
  { name: 'record: lone surrogate value', run: (P) => list(new P({ a: 'x\udfff' })), expect: [['a', 'x' + FFFD]] },
  { name: 'record: array-like without @@iterator', run: (P) => new P({ length: 1, 0: ['a', 'b'] }).toString(), expect: '0=a%2Cb&length=1' },
  { name: 'record: function object', run: (P) => { const f = () => 1; (f as unknown as Record<string, unknown>).x = 2; return list(new P(f)); }, expect: [['x', '2']] },
  { name: 'record: getters run in key order', run: (P) => { const log: string[] = []; const o = { get b() { log.push('b'); return '1'; }, get a() { log.push('a'); return '2'; } }; new P(o); return log; }, expect: ['b', 'a'] },
  { name: 'record: a getter deleting a later key skips it', run: (P) => { const o: Record<string, unknown> = { get a() { delete o.b; return '1'; }, b: '2', c: '3' }; return list(new P(o)); }, expect: [['a', '1'], ['c', '3']] },

  // Constructor: another URLSearchParams (an iterable of pairs).
  { name: 'copy: same pairs', run: (P) => list(new P(new P('a=1&b=2&a=3'))), expect: [['a', '1'], ['b', '2'], ['a', '3']] },
  { name: 'copy: independent of the original', run: (P) => { const a = new P('a=1'); const b = new P(a); b.append('b', '2'); a.delete('a'); return [list(a), list(b)]; }, expect: [[], [['a', '1'], ['b', '2']]] },
  { name: 'copy: empty', run: (P) => list(new P(new P())), expect: [] },

  // append (URL §6.2).
  { name: 'append: adds at the end, duplicates kept', run: (P) => { const p = new P('a=1'); p.append('a', '2'); p.append('b', '3'); return p.toString(); }, expect: 'a=1&a=2&b=3' },
  { name: 'append: converts null and undefined', run: (P) => { const p = new P(); p.append(null, undefined); return list(p); }, expect: [['null', 'undefined']] },
  { name: 'append: converts with toString', run: (P) => { const p = new P(); p.append({ toString: () => 'x' }, [1, 2]); p.append(1, false); return list(p); }, expect: [['x', '1,2'], ['1', 'false']] },
  { name: 'append: lone surrogates', run: (P) => { const p = new P(); p.append('\ud800', 'a\udc00b'); return [list(p), p.toString()]; }, expect: [[[FFFD, 'a' + FFFD + 'b']], '%EF%BF%BD=a%EF%BF%BDb'] },
  { name: 'append: one argument throws', run: (P) => new P().append('a'), expect: throws() },
  { name: 'append: no argument throws', run: (P) => new P().append(), expect: throws() },
  { name: 'append: symbol throws', run: (P) => new P().append(Symbol('s'), 'v'), expect: throws() },
  { name: 'append: explicit undefined value counts as given', run: (P) => { const p = new P(); p.append('a', undefined); return list(p); }, expect: [['a', 'undefined']] },

  // delete.
  { name: 'delete: every tuple with the name', run: (P) => { const p = new P('a=1&b=2&a=3'); p.delete('a'); return list(p); }, expect: [['b', '2']] },
  { name: 'delete: name and value', run: (P) => { const p = new P('a=1&b=2&a=3&a=1'); p.delete('a', '1'); return list(p); }, expect: [['b', '2'], ['a', '3']] },
  { name: 'delete: value undefined is not given', run: (P) => { const p = new P('a=1&a=undefined&b=2'); p.delete('a', undefined); return list(p); }, expect: [['b', '2']] },
  { name: 'delete: value null converts to "null"', run: (P) => { const p = new P('a=null&a=1'); p.delete('a', null); return list(p); }, expect: [['a', '1']] },
  { name: 'delete: no match leaves the list', run: (P) => { const p = new P('a=1'); p.delete('a', '2'); p.delete('z'); return list(p); }, expect: [['a', '1']] },
  { name: 'delete: name converted', run: (P) => { const p = new P('1=a&2=b'); p.delete(1); return list(p); }, expect: [['2', 'b']] },
  { name: 'delete: lone surrogate matches U+FFFD', run: (P) => { const p = new P('%EF%BF%BD=1&b=2'); p.delete('\udc00'); return list(p); }, expect: [['b', '2']] },
  { name: 'delete: no argument throws', run: (P) => new P('a=1').delete(), expect: throws() },
  { name: 'delete: everything', run: (P) => { const p = new P('a&a&a'); p.delete('a'); return [p.size, p.toString()]; }, expect: [0, ''] },

  // get / getAll.
  { name: 'get: first value', run: (P) => new P('a=1&a=2').get('a'), expect: '1' },
  { name: 'get: missing is null', run: (P) => new P('a=1').get('b'), expect: null },
  { name: 'get: empty name', run: (P) => new P('=x&a=1').get(''), expect: 'x' },
  { name: 'get: empty value', run: (P) => new P('a').get('a'), expect: '' },
  { name: 'get: name converted', run: (P) => new P('null=1&undefined=2').get(null) + new P('undefined=2').get(undefined), expect: '12' },
  { name: 'get: lone surrogate argument', run: (P) => new P('%EF%BF%BD=x').get('\ud800'), expect: 'x' },
  { name: 'get: case-sensitive', run: (P) => new P('A=1').get('a'), expect: null },
  { name: 'get: decoded name', run: (P) => new P('a+b=1&c%20d=2').get('a b') + new P('c%20d=2').get('c d'), expect: '12' },
  { name: 'get: no argument throws', run: (P) => new P().get(), expect: throws() },
  { name: 'getAll: values in order', run: (P) => new P('a=1&b=2&a=3&a').getAll('a'), expect: ['1', '3', ''] },
  { name: 'getAll: none is empty', run: (P) => new P('a=1').getAll('b'), expect: [] },
  { name: 'getAll: fresh array', run: (P) => { const p = new P('a=1'); p.getAll('a').push('x'); return p.getAll('a'); }, expect: ['1'] },
  { name: 'getAll: no argument throws', run: (P) => new P().getAll(), expect: throws() },

  // has.
  { name: 'has: name', run: (P) => { const p = new P('a=1&b='); return [p.has('a'), p.has('b'), p.has('c')]; }, expect: [true, true, false] },
  { name: 'has: name and value', run: (P) => { const p = new P('a=1&a=2&b='); return [p.has('a', '2'), p.has('a', '3'), p.has('b', ''), p.has('c', '')]; }, expect: [true, false, true, false] },
  { name: 'has: value undefined is not given', run: (P) => new P('a=1').has('a', undefined), expect: true },
  { name: 'has: value converted', run: (P) => { const p = new P('a=1&b=null'); return [p.has('a', 1), p.has('b', null)]; }, expect: [true, true] },
  { name: 'has: no argument throws', run: (P) => new P().has(), expect: throws() },

  // set.
  { name: 'set: first kept in place, others removed', run: (P) => { const p = new P('a=1&b=2&a=3&c=4&a=5'); p.set('a', 'x'); return list(p); }, expect: [['a', 'x'], ['b', '2'], ['c', '4']] },
  { name: 'set: appends when absent', run: (P) => { const p = new P('a=1'); p.set('z', '9'); return list(p); }, expect: [['a', '1'], ['z', '9']] },
  { name: 'set: on an empty list', run: (P) => { const p = new P(); p.set('a', 'b'); return p.toString(); }, expect: 'a=b' },
  { name: 'set: converts', run: (P) => { const p = new P(); p.set(1, null); p.set('\ud800', 2); return list(p); }, expect: [['1', 'null'], [FFFD, '2']] },
  { name: 'set: one argument throws', run: (P) => new P().set('a'), expect: throws() },

  // sort: stable, by code units of the names (URL §6.2 sort()).
  { name: 'sort: simple', run: (P) => { const p = new P('z=1&a=2&m=3'); p.sort(); return p.toString(); }, expect: 'a=2&m=3&z=1' },
  { name: 'sort: stable for equal names', run: (P) => { const p = new P('b=1&a=1&b=2&a=2&b=3'); p.sort(); return list(p); }, expect: [['a', '1'], ['a', '2'], ['b', '1'], ['b', '2'], ['b', '3']] },
  { name: 'sort: values do not take part', run: (P) => { const p = new P('a=2&a=1'); p.sort(); return p.toString(); }, expect: 'a=2&a=1' },
  {
    name: 'sort: code units, not code points (surrogates before U+E000)',
    run: (P) => { const p = new P(); for (const n of ['\uffff', '\ud83d\ude00', '\ue000', 'z', 'a', '', 'A', 'aa']) p.append(n, ''); p.sort(); return list(p).map((x) => x[0]); },
    expect: ['', 'A', 'a', 'aa', 'z', '\ud83d\ude00', '\ue000', '\uffff'],
  },
  { name: 'sort: astral order by code units', run: (P) => { const p = new P(); p.append('\ud83d\ude00', '1'); p.append('\ufb01', '2'); p.append('\ud800\udc00', '3'); p.sort(); return list(p).map((x) => x[1]); }, expect: ['3', '1', '2'] },
  { name: 'sort: prefix sorts first', run: (P) => { const p = new P('ab=1&a=2&a%00=3'); p.sort(); return list(p).map((x) => x[0]); }, expect: ['a', 'a\u0000', 'ab'] },
  { name: 'sort: empty and single', run: (P) => { const a = new P(); a.sort(); const b = new P('x=1'); b.sort(); return [a.toString(), b.toString()]; }, expect: ['', 'x=1'] },
  { name: 'sort: spec example', run: (P) => { const p = new P('q=\ud83c\udff3\ufe0f\u200d\ud83c\udf08&key=e1f7bc78'); p.sort(); return p.toString(); }, expect: 'key=e1f7bc78&q=%F0%9F%8F%B3%EF%B8%8F%E2%80%8D%F0%9F%8C%88' },
  { name: 'sort: 200 entries, stable', run: (P) => { const p = new P(longPairs); p.sort(); return list(p); }, expect: stableReference(longPairs) },
  { name: 'sort: already sorted stays', run: (P) => { const p = new P('a=3&a=1&b=2&b=0'); p.sort(); return p.toString(); }, expect: 'a=3&a=1&b=2&b=0' },

  // size.
  { name: 'size: counts tuples', run: (P) => [new P('').size, new P('a&b&a').size, new P([['a', 'b']]).size], expect: [0, 3, 1] },
  { name: 'size: follows changes', run: (P) => { const p = new P('a=1'); const r = [p.size]; p.append('a', '2'); r.push(p.size); p.set('a', '3'); r.push(p.size); p.delete('a'); r.push(p.size); return r; }, expect: [1, 2, 1, 0] },

  // Iterators (Web IDL pair iterator: index into the current list).
  { name: 'iter: entries', run: (P) => [...new P('a=1&b=2').entries()], expect: [['a', '1'], ['b', '2']] },
  { name: 'iter: keys', run: (P) => [...new P('a=1&b=2&a').keys()], expect: ['a', 'b', 'a'] },
  { name: 'iter: values', run: (P) => [...new P('a=1&b=2&a').values()], expect: ['1', '2', ''] },
  { name: 'iter: default iterator is entries', run: (P) => [...new P('x=y')], expect: [['x', 'y']] },
  { name: 'iter: @@iterator === entries', run: (P) => P.prototype[Symbol.iterator] === P.prototype.entries, expect: true },
  { name: 'iter: result objects', run: (P) => { const it = new P('a=1').entries(); const r1 = it.next(); const r2 = it.next(); return [r1, { done: r2.done, value: r2.value, hasValue: 'value' in r2 }]; }, expect: [{ value: ['a', '1'], done: false }, { done: true, value: undefined, hasValue: true }] },
  { name: 'iter: delete while iterating is seen', run: (P) => { const p = new P('a=1&b=2&c=3'); const seen: string[] = []; for (const [k] of p) { seen.push(k); if (k === 'a') p.delete('a'); } return seen; }, expect: ['a', 'c'] },
  { name: 'iter: append while iterating is seen', run: (P) => { const p = new P('a=1'); const seen: string[] = []; for (const k of p.keys()) { seen.push(k); if (seen.length < 3) p.append('n' + seen.length, ''); } return seen; }, expect: ['a', 'n1', 'n2'] },
  { name: 'iter: sort while iterating is seen', run: (P) => { const p = new P('c=1&b=2&a=3'); const it = p.keys(); const first = it.next().value; p.sort(); return [first, ...it]; }, expect: ['c', 'b', 'c'] },
  { name: 'iter: not sticky after done', run: (P) => { const p = new P('a=1'); const it = p.keys(); it.next(); const end = it.next().done; p.append('b', '2'); return [end, it.next()]; }, expect: [true, { value: 'b', done: false }] },
  { name: 'iter: pairs are fresh arrays', run: (P) => { const p = new P('a=1'); const pair = p.entries().next().value; pair[0] = 'z'; return p.toString(); }, expect: 'a=1' },
  { name: 'iter: iterators are iterable (themselves)', run: (P) => { const it = new P('a').keys(); return it[Symbol.iterator]() === it; }, expect: true },
  { name: 'iter: prototype chain reaches %IteratorPrototype%', run: (P) => Object.getPrototypeOf(Object.getPrototypeOf(new P().entries())) === Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())), expect: true },
  { name: 'iter: one shared prototype with own next', run: (P) => { const a = Object.getPrototypeOf(new P().keys()); return [a === Object.getPrototypeOf(new P().values()), Object.getOwnPropertyNames(a)]; }, expect: [true, ['next']] },
  { name: 'iter: toStringTag', run: (P) => Object.prototype.toString.call(new P().entries()), expect: '[object URLSearchParams Iterator]' },
  { name: 'iter: next on a foreign object throws', run: (P) => Object.getPrototypeOf(new P().keys()).next.call({}), expect: throws() },

  // forEach (Web IDL iterable forEach).
  {
    name: 'forEach: arguments and thisArg',
    run: (P) => { const p = new P('a=1&b=2'); const t = {}; const r: unknown[] = []; p.forEach(function (this: unknown, v: string, n: string, o: unknown) { r.push([v, n, o === p, this === t]); }, t); return r; },
    expect: [['1', 'a', true, true], ['2', 'b', true, true]],
  },
  { name: 'forEach: delete during the walk is seen', run: (P) => { const p = new P('a=1&b=2&c=3'); const r: string[] = []; p.forEach((_v: string, n: string) => { r.push(n); if (n === 'a') p.delete('a'); }); return r; }, expect: ['a', 'c'] },
  { name: 'forEach: append during the walk is seen', run: (P) => { const p = new P('a=1'); const r: string[] = []; p.forEach((_v: string, n: string) => { r.push(n); if (n === 'a') p.append('b', ''); }); return r; }, expect: ['a', 'b'] },
  // Web IDL §3.12 invoke: the callback is called as it is, not through its own .call.
  { name: 'forEach: the callback is invoked, not its call property', run: (P) => { const r: string[] = []; const f = function (v: string) { r.push(v); }; (f as unknown as { call: null }).call = null; new P('a=1&b=2').forEach(f); return r; }, expect: ['1', '2'] },
  { name: 'forEach: no argument throws', run: (P) => new P('a').forEach(), expect: throws() },
  { name: 'forEach: non-callable throws', run: (P) => new P('a').forEach({}), expect: throws() },
  { name: 'forEach: non-callable throws on an empty list too', run: (P) => new P().forEach(1), expect: throws() },

  // Interface shape (Web IDL: accessors and operations on the prototype, enumerable).
  { name: 'shape: lengths', run: (P) => lengths(P), expect: { ctor: 0, append: 2, delete: 1, get: 1, getAll: 1, has: 1, set: 2, sort: 0, forEach: 1, entries: 0, keys: 0, values: 0, toString: 0 } },
  { name: 'shape: enumerable prototype members', run: (P) => Object.keys(P.prototype).sort(), expect: ['append', 'delete', 'entries', 'forEach', 'get', 'getAll', 'has', 'keys', 'set', 'size', 'sort', 'toString', 'values'] },
  { name: 'shape: size is a prototype getter', run: (P) => { const d = Object.getOwnPropertyDescriptor(P.prototype, 'size')!; return [typeof d.get, d.set, Object.prototype.hasOwnProperty.call(new P('a'), 'size')]; }, expect: ['function', undefined, false] },
  { name: 'shape: no own enumerable instance properties', run: (P) => Object.keys(new P('a=1')), expect: [] },
  { name: 'shape: toStringTag', run: (P) => Object.prototype.toString.call(new P()), expect: '[object URLSearchParams]' },
  { name: 'shape: methods on a non-instance throw', run: (P) => { const r: unknown[] = []; for (const m of ['append', 'delete', 'get', 'getAll', 'has', 'set', 'sort', 'toString', 'entries', 'keys', 'values', 'forEach']) { try { P.prototype[m].call({}, 'a', 'b'); r.push(m); } catch (e) { r.push((e as Error).constructor.name); } } return r; }, expect: Array(12).fill('TypeError') },
  { name: 'shape: size on a non-instance throws', run: (P) => Object.getOwnPropertyDescriptor(P.prototype, 'size')!.get!.call({}), expect: throws() },
];
