// URL §6.2 URLSearchParams class, with Web IDL argument conversions, its pair iterator
// (Web IDL §3.7.9 iterable declarations) and the link to its URL object (update steps).
// Portable to ES5 engines: no Map/Set/Proxy/Array.from/for-of; Symbol only after a typeof check.

import { toUSVString } from '../core/chars';
import { shapeAnchors } from '../core/v8';
import { parseUrlencoded, reserializeUrlencoded, serializeUrlencoded } from '../whatwg/urlencoded';
import { SPEED_PATHS, URL_ONLY } from '../core/build';
import { usv } from '../whatwg/getters';
import { inspectBeyondDepth, inspectItems, inspectSymbol, takeSlots, type Slot } from '../core/slots';
import { defineInterface } from '../core/interface';

/**
 * What a URLSearchParams needs from its URL (URL §6.2 update steps 4-5).
 *
 * Unlike the spec, the update steps are deferred (unobservable): a change only marks the URL's
 * query out of date, and the URL brings it up to date with `takeSerializedQuery` before anything
 * reads it (href, search, toString, any setter). N updates then cost O(N), not O(N^2).
 * (url.bs as pinned, LATESTRD 2026-02, has no step 5 stripping: its opaque path state already
 * writes a space before "?" or "#" as "%20", so setting the query to null is all there is.)
 */
export interface SearchParamsLink<O> {
  /** The list changed while the query was up to date: the owner's query is now out of date. */
  changed(owner: O): void;
  /**
   * Strict IRIs (objects linked with `strict`): throws unless a query shaped like `probe` keeps
   * the IRI valid; `probe` is the serialization of the list's first tuple, followed by "&" when
   * more follow (null when the list is empty). See probeQuery in ./search-params-strict.ts.
   */
  check?(owner: O, probe: string | null): void;
}

/** The init argument of the constructor (Web IDL union, converted as §3.2.23 says). */
export type URLSearchParamsInit =
  | string
  | URLSearchParams
  | Iterable<Iterable<string>>
  | ReadonlyArray<ReadonlyArray<string>>
  | Record<string, string>;

/** The iterators entries(), keys() and values() return (Web IDL default iterator objects). */
export interface URLSearchParamsIterator<T> extends IterableIterator<T> {
  next(): IteratorResult<T>;
}

const hasSymbol = typeof Symbol === 'function' && typeof Symbol.iterator === 'symbol';
/** Arrays have @@iterator (not on Duktape 2.x: Symbol.iterator exists there, the iteration protocol does not). */
const hasArrayIterator = hasSymbol && typeof ([] as unknown as { [Symbol.iterator]?: unknown })[Symbol.iterator] === 'function';

/** Web IDL USVString conversion: ToString (which throws on a symbol), then lone surrogates to U+FFFD. */
function toUSV(x: unknown): string {
  return toUSVString(usv(x));
}


/**
 * Marks a removed tuple until the list is compacted. Never a name: names are scalar value
 * strings (USVString conversion and the urlencoded parser both replace lone surrogates).
 */
const HOLE = '\ud800';

/** The positions of the live tuples with one name, ascending; keyed by "$" + name. */
type NameIndex = { [key: string]: number[] | undefined };

/**
 * A URLSearchParams's internal slots (URL §6.2 list and URL object).
 *
 * The list is `list` (each tuple as its name then its value) without the holes (removed tuples,
 * name HOLE), which are only squeezed out before something reads the list in order; `index`
 * finds a name's tuples, so set() and delete() touch only those. With them, N updates cost O(N)
 * in all. Positions below are offsets into `list` (even: a tuple's name).
 */
export interface ListState {
  /** The tuples, name then value; the name is HOLE where a tuple was removed. */
  list: string[];
  /** How many HOLEs `list` holds. */
  holes: number;
  /** No live tuple comes before this position. */
  start: number;
  /** Made by the first set() or delete() on a long list; kept up to date until sort(), a compaction or a reset. */
  index: NameIndex | null;
  /** A query whose parse is the list but not yet done (URL-linked objects parse on first use). */
  pending: string | null;
  /** URL object (null when not linked). */
  url: object | null;
  /** What the URL object does on a change (module-level functions of its class, taking it). */
  link: SearchParamsLink<object> | null;
  /** The URL's query does not yet hold the list's serialization (deferred update steps). */
  dirty: boolean;
  /** Linked to a strict IRI (./search-params-strict.ts): every change is checked through link.check, and undone if it fails. */
  journal: Journal | null;
  /** While a strict change runs: (position, name, value) of each slot before it changed. */
  log: (number | string)[] | null;
}

function stateOf(x: unknown): ListState | undefined {
  return SLOT.find(x);
}

/**
 * Web IDL brand check ("this" must be a URLSearchParams), then, when `needed` is given, the
 * argument count check (`count` given); then the lazily parsed list.
 */
function checked(x: unknown, method: string, count?: number, needed?: number): ListState {
  const q = stateOf(x);
  if (q === undefined) throw new TypeError(`'${method}' called on an object that is not a URLSearchParams`);
  if (count! < needed!) {
    throw new TypeError(`Failed to execute '${method}' on 'URLSearchParams': ${needed} argument${needed! > 1 ? 's' : ''} required, but only ${count} present.`);
  }
  parsePending(q);
  return q;
}

/** A query the URL's search setter left to parse on first use (resetSearchParams), parsed now. */
function parsePending(q: ListState): void {
  if (q.pending !== null) {
    const query = q.pending;
    q.pending = null;
    parseUrlencoded(query, q.list);
  }
}

/** The list as it is now: a pending query parsed, in order, without holes. */
function current(q: ListState): ListState {
  parsePending(q);
  return dense(q);
}

/** The list in order, without holes (for the readers that walk it by position). */
function dense(q: ListState): ListState {
  if (q.holes !== 0) compact(q);
  return q;
}

/**
 * Squeezes the holes out of names/values. The index goes (positions move): made again on next
 * use, O(list) like this compaction, which happens only when the holes are half the list or
 * before a read of the whole list.
 */
function compact(q: ListState): void {
  const list = q.list;
  let w = 0;
  for (let r = q.start; r < list.length; r += 2) {
    if (list[r] === HOLE) continue;
    list[w++] = list[r];
    list[w++] = list[r + 1];
  }
  list.length = w;
  q.holes = q.start = 0;
  q.index = null;
}

/** The name index, made on first use (over the live tuples). */
function indexOf(q: ListState): NameIndex {
  if (q.index !== null) return q.index;
  const index: NameIndex = Object.create(null);
  const list = q.list;
  for (let i = q.start; i < list.length; i += 2) {
    const name = list[i];
    if (name === HOLE) continue;
    const at = index['$' + name];
    if (at === undefined) index['$' + name] = [i];
    else at.push(i);
  }
  q.index = index;
  return index;
}

/**
 * The positions of name's live tuples, ascending (undefined when none): the index's (made on
 * first use), or on a short list without one, a scan (cheaper than making the index).
 */
function positions(q: ListState, name: string): number[] | undefined {
  const list = q.list;
  if (SPEED_PATHS && q.index === null && list.length - q.start <= 64) {
    let at: number[] | undefined;
    for (let i = q.start; i < list.length; i += 2) if (list[i] === name) (at || (at = [])).push(i);
    return at;
  }
  return indexOf(q)['$' + name];
}

/** The position of the first live tuple with that name (and value, unless null), or -1. */
function find(q: ListState, name: string, value: string | null): number {
  const list = q.list;
  // A HOLE never equals a name, so the scan need not skip them.
  for (let i = q.start; i < list.length; i += 2) {
    if (list[i] === name && (value === null || list[i + 1] === value)) return i;
  }
  return -1;
}

/** Appends a tuple (the index, when made, follows). */
function push(q: ListState, name: string, value: string): void {
  const i = q.list.length;
  q.list.push(name, value);
  const index = q.index;
  if (index !== null) {
    const at = index['$' + name];
    if (at === undefined) index['$' + name] = [i];
    else at.push(i);
  }
}

/** Notes slot i before a strict change alters it. */
function save(q: ListState, i: number): void {
  // (Strict IRIs only: not in the URL-only <script> builds, core/build.ts URL_ONLY.)
  if (!URL_ONLY && q.log !== null) q.log.push(i, q.list[i], q.list[i + 1]);
}

/** Removes the tuple at i, leaving a hole (the caller updates the index). */
function remove(q: ListState, i: number): void {
  save(q, i);
  q.list[i] = HOLE;
  q.holes++;
}

/** What a strict change restores on failure. */
export interface Undo { length: number; holes: number; start: number }

/**
 * How a strict link checks a change (./search-params-strict.ts; kept out of this module so that
 * the URL path, which never links strictly, does not carry it).
 */
export interface Journal {
  /** Starts a change: from now on every altered slot is logged (q.log). */
  begin(q: ListState): Undo;
  /** Checks the changed list through link.check; when that throws, undoes the change and rethrows. */
  check(q: ListState, undo: Undo): void;
}

/** Starts a change: for a strict link, from now on every altered slot is logged. */
function begin(q: ListState): Undo | null {
  return !URL_ONLY && q.journal !== null ? q.journal.begin(q) : null;
}

/**
 * URL §6.2 update steps, deferred (see SearchParamsLink). A strict URL first checks the
 * changed list; when it throws, the change is undone and the error goes to the caller.
 */
function update(q: ListState, undo: Undo | null): void {
  const list = q.list;
  while (q.start < list.length && list[q.start] === HOLE) q.start += 2;
  // Step 1: no URL object, nothing to do.
  const url = q.url;
  if (url === null) return;
  if (!URL_ONLY && undo !== null) q.journal!.check(q, undo);
  if (q.holes > 32 && q.holes * 4 > list.length) compact(q);
  // Steps 2-4 happen in takeSerializedQuery, when the URL is next read.
  if (!q.dirty) {
    q.dirty = true;
    q.link!.changed(url);
  }
}

/** Whether an instance anchors the class's shape yet (core/v8.ts shapeAnchors). */
let anchored = false;

/**
 * The URL Standard's `URLSearchParams` (URL §6.2): an ordered list of name-value pairs, from a
 * query string, a sequence of pairs, a record or another URLSearchParams; linked both ways with
 * its URL's query when it is a URL's `searchParams`.
 */
export class URLSearchParams {
  /** The list, and the URL object (URL §6.2): its internal slots. */
  #list: ListState;

  /** URL §6.2 new URLSearchParams(init). */
  constructor(init?: URLSearchParamsInit);
  // Optional arguments are read from `arguments`, so lengths follow Web IDL in every build target.
  constructor() {
    // Web IDL §3.7.1: called without new, throw (ES5 builds compile the class to a plain function).
    if (!(this instanceof URLSearchParams)) throw new TypeError("Failed to construct 'URLSearchParams': Please use the 'new' operator.");
    // Web IDL: optional, default "" (undefined is "not given").
    const init: unknown = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] : '';
    if (SPEED_PATHS && !anchored) {
      // One live instance keeps the instances' shape across full GCs (core/v8.ts
      // shapeAnchors); made on first use, so that a bundle without URLSearchParams drops the class.
      // (Speed only, as is the store at this site below: not in the size-first script builds.)
      anchored = true;
      shapeAnchors.push(new URLSearchParams('a=b'));
    }
    const q: ListState = { list: [], holes: 0, start: 0, index: null, pending: null, url: null, link: null, dirty: false, journal: null, log: null };
    this.#list = q;
    const t = typeof init;
    if ((t === 'object' && init !== null) || t === 'function') {
      initFromObject(q, init as object);
    } else {
      // Web IDL: anything else converts to USVString (null becomes "null"); lone surrogates are
      // left to the parser, which turns them into U+FFFD per name and value (same result).
      const s = typeof init === 'string' ? init : toUSV(init);
      // Constructor step 1: drop a leading "?"; step 2 → initialize step 3: parse, on first use
      // (the list is only observable through this object's methods; see checked).
      const query = s.charCodeAt(0) === 0x3f ? s.slice(1) : s;
      if (query !== '') q.pending = query;
    }
  }

  /** URL §6.2 size getter: the list's size. */
  get size(): number {
    const q = checked(this, 'size');
    return (q.list.length >> 1) - q.holes;
  }

  /** URL §6.2 append(name, value). */
  append(name: string, value: string): void {
    const q = checked(this, 'append', arguments.length, 2);
    const n = toUSV(name), v = toUSV(value);
    const undo = begin(q);
    push(q, n, v);
    update(q, undo);
  }

  /** URL §6.2 delete(name, value): removes the tuples with that name (and value, when given). */
  delete(name: string, value?: string): void;
  delete(name: string): void {
    const value: unknown = arguments[1];
    const q = checked(this, 'delete', arguments.length, 1);
    const n = toUSV(name);
    // Web IDL: an optional argument passed as undefined is "not given".
    const v = value === undefined ? null : toUSV(value);
    const at = positions(q, n);
    const undo = begin(q);
    if (at !== undefined) {
      let w = 0;
      for (let k = 0; k < at.length; k++) {
        if (v === null || q.list[at[k] + 1] === v) remove(q, at[k]);
        else at[w++] = at[k];
      }
      if (w === 0 && q.index !== null) delete q.index['$' + n];
      else at.length = w;
    }
    update(q, undo);
  }

  /** URL §6.2 get(name): the first value for name, or null. */
  get(name: string): string | null {
    const q = checked(this, 'get', arguments.length, 1);
    const i = find(q, toUSV(name), null);
    return i < 0 ? null : q.list[i + 1];
  }

  /** URL §6.2 getAll(name): every value for name, in list order. */
  getAll(name: string): string[] {
    const q = checked(this, 'getAll', arguments.length, 1);
    const n = toUSV(name), list = q.list, out: string[] = [];
    for (let i = q.start; i < list.length; i += 2) if (list[i] === n) out.push(list[i + 1]);
    return out;
  }

  /** URL §6.2 has(name, value). */
  has(name: string, value?: string): boolean;
  has(name: string): boolean {
    const value: unknown = arguments[1];
    const q = checked(this, 'has', arguments.length, 1);
    // Web IDL: an optional argument passed as undefined is "not given".
    return find(q, toUSV(name), value === undefined ? null : toUSV(value)) >= 0;
  }

  /** URL §6.2 set(name, value): the first tuple with name gets value, the others go. */
  set(name: string, value: string): void {
    const q = checked(this, 'set', arguments.length, 2);
    const n = toUSV(name), v = toUSV(value);
    const at = positions(q, n);
    const undo = begin(q);
    if (at !== undefined) {
      // Step 1: set the value of the first tuple whose name is name, remove the others.
      save(q, at[0]);
      q.list[at[0] + 1] = v;
      for (let k = 1; k < at.length; k++) remove(q, at[k]);
      at.length = 1;
    } else {
      // Step 2: otherwise append.
      push(q, n, v);
    }
    update(q, undo);
  }

  /** URL §6.2 sort(): stable, by code units of the names. */
  sort(): void {
    const q = dense(checked(this, 'sort'));
    const undo = begin(q);
    if (!URL_ONLY && undo !== null) for (let i = 0; i < q.list.length; i += 2) save(q, i);
    stableSortByName(q.list);
    q.index = null;
    update(q, undo);
  }

  /** Web IDL iterable: forEach(callback, thisArg) over the live list. */
  forEach(callback: (value: string, name: string, params: URLSearchParams) => void, thisArg?: unknown): void;
  forEach(callback: (value: string, name: string, params: URLSearchParams) => void): void {
    const thisArg: unknown = arguments[1];
    const q = checked(this, 'forEach', arguments.length, 1);
    if (typeof callback !== 'function') {
      throw new TypeError("Failed to execute 'forEach' on 'URLSearchParams': parameter 1 is not a function.");
    }
    // Web IDL §3.7.9 forEach: index into the current list on every step, so changes are seen,
    // a list the URL's search setter replaced included (parsed on its first read: current()); the
    // callback is invoked as it is (Web IDL §3.12 invoke), not through its own .call.
    for (let i = 0; i < current(q).list.length; i += 2) {
      callFunction.call(callback, thisArg, q.list[i + 1], q.list[i], this);
    }
  }

  /** Web IDL iterable: an iterator of [name, value] pairs. */
  entries(): URLSearchParamsIterator<[string, string]> {
    checked(this, 'entries');
    return createIterator<[string, string]>(this, KIND_ENTRIES);
  }

  /** Web IDL iterable: an iterator of names. */
  keys(): URLSearchParamsIterator<string> {
    checked(this, 'keys');
    return createIterator<string>(this, KIND_KEYS);
  }

  /** Web IDL iterable: an iterator of values. */
  values(): URLSearchParamsIterator<string> {
    checked(this, 'values');
    return createIterator<string>(this, KIND_VALUES);
  }

  /** URL §6.2 stringification behavior: the urlencoded serialization of the list. */
  toString(): string {
    if (SPEED_PATHS) {
      // Not parsed yet: the serialization of the parse, in one pass (reserializeUrlencoded).
      const q = stateOf(this);
      const s = q !== undefined && q.pending !== null ? reserializeUrlencoded(q.pending, 0, q.pending.length) : null;
      if (s !== null) return s;
    }
    const p = dense(checked(this, 'toString'));
    return serializeUrlencoded(p.list);
  }

  /** @internal The accessors of the private field, taken off the class by defineInterface (core/slots.ts takeSlots). */
  static slots(): Slot<ListState> {
    return {
      get: (o) => (o as URLSearchParams).#list,
      find: (o) => { try { return (o as URLSearchParams).#list; } catch (e) { return undefined; } },
      set: (o, value) => { (o as URLSearchParams).#list = value; },
    };
  }
}

// Symbol.iterator is entries (Web IDL §3.7.9); both only where Symbol exists.
export interface URLSearchParams {
  /** The same as `entries()`: an iterator of [name, value] pairs. */
  [Symbol.iterator](): URLSearchParamsIterator<[string, string]>;
}

/**
 * The accessors of the internal slots (core/slots.ts), made with the prototype: Web IDL
 * operations and attributes are enumerable, @@iterator is `entries`, the class string
 * "URLSearchParams"; Node's util.inspect (console.log) shows `URLSearchParams { 'a' => '1' }`,
 * as for Node's own.
 */
const SLOT = /* @__PURE__ */ defineInterface<Slot<ListState>>(URLSearchParams, {
  enumerable: ['size', 'append', 'delete', 'get', 'getAll', 'has', 'set', 'sort', 'forEach', 'entries', 'keys', 'values', 'toString'],
  iterator: 'entries',
  toStringTag: 'URLSearchParams',
  inspect: inspectParams,
});

function inspectParams(this: unknown, depth: unknown, options: unknown, inspect: unknown): unknown {
  const q = stateOf(this);
  if (q === undefined) return this;
  if ((depth as number) < 0) return inspectBeyondDepth(options);
  const list = dense(checked(this, 'inspect')).list;
  const show = (x: string) => (typeof inspect === 'function' ? (inspect as (x: unknown, o: unknown) => string)(x, options) : JSON.stringify(x));
  const parts: string[] = [];
  for (let i = 0; i < list.length; i += 2) parts.push(show(list[i]) + ' => ' + show(list[i + 1]));
  // As Node's: one line unless the pairs and their ", " (colours left out) exceed breakLength.
  const long = parts.join(', ').replace(/\u001b\[\d\d?m/g, '').length > ((options || {}) as { breakLength: number }).breakLength;
  return inspectItems((this as { constructor: { name: string } }).constructor.name, parts, long);
}

/** Function.prototype.call, as it was when this module loaded. */
const callFunction = Function.prototype.call;

/** Web IDL union conversion of an object: a sequence when it has @@iterator, else a record. */
function initFromObject(q: ListState, init: object): void {
  // Web IDL §3.2.22 union conversion step: GetMethod(V, @@iterator) first, whatever V is.
  const iter = getIteratorMethod(init);
  // Another URLSearchParams whose iteration is ours, untouched, is copied directly: the pairs
  // iterating it would give, without the iterator objects; and where Symbol does not exist.
  const from = stateOf(init);
  if (from !== undefined && (iter === undefined || (iter === URLSearchParams.prototype.entries && (URLSearchParamsIteratorImpl.prototype as { next?: unknown }).next === iteratorNext))) {
    if (from.pending !== null) { q.pending = from.pending; return; }
    const src = dense(from);
    q.list = src.list.slice();
    return;
  }
  if (iter !== undefined) initFromSequence(q, (visit) => iterate(init, iter, visit));
  else if (!hasArrayIterator && isBuiltinIterable(init)) initFromSequence(q, (visit) => eachIndexed(init as ArrayLike<unknown>, visit));
  else initFromRecord(q, init);
}

type IteratorMethod = (this: object) => Iterator<unknown>;

/** Web IDL GetMethod(V, @@iterator): undefined when absent; TypeError when not callable. */
function getIteratorMethod(o: object): IteratorMethod | undefined {
  if (!hasSymbol) return undefined;
  const m = (o as { [Symbol.iterator]?: unknown })[Symbol.iterator];
  if (m === undefined || m === null) return undefined;
  if (typeof m !== 'function') throw new TypeError('Failed to construct \'URLSearchParams\': @@iterator is not a function');
  return m as IteratorMethod;
}

/**
 * Without the iteration protocol: the objects that are iterable (read by index) on an ES2015
 * engine, Arrays, String objects and arguments objects; other array-likes are not.
 */
function isBuiltinIterable(o: unknown): boolean {
  const c = Object.prototype.toString.call(o);
  return c === '[object Array]' || c === '[object String]' || c === '[object Arguments]';
}

/** Calls visit(item) for each item of an iterable (Web IDL "create a sequence from an iterable"). */
function iterate(o: object, method: IteratorMethod, visit: (item: unknown) => void): void {
  const it = method.call(o);
  if ((typeof it !== 'object' && typeof it !== 'function') || it === null) {
    throw new TypeError('Result of the Symbol.iterator method is not an object');
  }
  const next = it.next;
  for (;;) {
    const r = next.call(it);
    if ((typeof r !== 'object' && typeof r !== 'function') || r === null) {
      throw new TypeError('Iterator result is not an object');
    }
    if (r.done) return;
    visit(r.value);
  }
}

/** ES5 engines (no Symbol): an Array (or String, arguments) is the sequence, read by index. */
function eachIndexed(a: ArrayLike<unknown>, visit: (item: unknown) => void): void {
  for (let i = 0; i < a.length; i++) visit(a[i]);
}

/**
 * Web IDL sequence<sequence<USVString>> conversion, then URL §6.2 initialize step 1: every inner
 * sequence is converted first; then one that is not exactly two items throws a TypeError.
 * `each` calls its argument with each item of the outer sequence (iterate or eachIndexed).
 */
function initFromSequence(q: ListState, each: (visit: (item: unknown) => void) => void): void {
  const list: string[] = [];
  let badSize = false;
  each((inner) => {
    const items = toStringSequence(inner);
    if (items.length !== 2) badSize = true;
    else list.push(items[0], items[1]);
  });
  if (badSize) throw new TypeError("Failed to construct 'URLSearchParams': a pair does not contain exactly two elements.");
  q.list = list;
}

/** Web IDL sequence<USVString> conversion of one pair. */
function toStringSequence(v: unknown): string[] {
  if ((typeof v !== 'object' && typeof v !== 'function') || v === null) {
    throw new TypeError("Failed to construct 'URLSearchParams': a pair is not an iterable object.");
  }
  const out: string[] = [];
  const method = getIteratorMethod(v);
  const add = (item: unknown) => { out.push(toUSV(item)); };
  if (method !== undefined) {
    iterate(v, method, add);
  } else if (!hasArrayIterator && isBuiltinIterable(v)) {
    eachIndexed(v as ArrayLike<unknown>, add);
  } else if (!hasArrayIterator && stateOf(v) !== undefined) {
    // A URLSearchParams iterates its [name, value] pairs (as arrays, so each converts to "name,value").
    const src = dense(checked(v, 'constructor'));
    for (let i = 0; i < src.list.length; i += 2) out.push(toUSV([src.list[i], src.list[i + 1]]));
  } else {
    throw new TypeError("Failed to construct 'URLSearchParams': a pair is not an iterable object.");
  }
  return out;
}

/**
 * Web IDL record<USVString, USVString> conversion: own enumerable keys in [[OwnPropertyKeys]]
 * order (a symbol key throws); keys equal after conversion keep the first place and last value.
 * Then URL §6.2 initialize step 2 appends each entry.
 */
function initFromRecord(q: ListState, o: object): void {
  const list: string[] = [];
  const isEnumerable = Object.prototype.propertyIsEnumerable;
  const keys: (string | symbol)[] = Object.getOwnPropertyNames(o);
  if (hasSymbol && typeof (Object as { getOwnPropertySymbols?: unknown }).getOwnPropertySymbols === "function") {
    const syms = (Object as unknown as { getOwnPropertySymbols(o: object): symbol[] }).getOwnPropertySymbols(o);
    for (let i = 0; i < syms.length; i++) keys.push(syms[i]);
  }
  let changed = false;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    // [[GetOwnProperty]] now (a getter may have removed it), then the conversions.
    if (!isEnumerable.call(o, key)) continue;
    const typedKey = toUSV(key);
    if (typedKey !== key) changed = true;
    list.push(typedKey, toUSV((o as { [k: string]: unknown })[key as string]));
  }
  // Only lone surrogates make two distinct keys equal; merge them (first place, last value).
  if (changed) dedupeRecord(list);
  q.list = list;
}

function dedupeRecord(list: string[]): void {
  const index: { [key: string]: number } = Object.create(null);
  let w = 0;
  for (let r = 0; r < list.length; r += 2) {
    const k = '$' + list[r];
    const at = index[k];
    if (at !== undefined) { list[at + 1] = list[r + 1]; continue; }
    index[k] = w;
    list[w++] = list[r];
    list[w++] = list[r + 1];
  }
  list.length = w;
}

/**
 * URL §6.2 sort(): "sorting in ascending order" is stable (Infra), by code units of the names.
 * Array.prototype.sort need not be stable (ES5 engines' is not), so it sorts the positions with
 * the position itself as the last key: a total order, the same result whatever the algorithm.
 */
function stableSortByName(list: string[]): void {
  const n = list.length >> 1;
  let sorted = true;
  for (let i = 2; i < list.length; i += 2) if (list[i] < list[i - 2]) { sorted = false; break; }
  if (sorted) return;
  const order: number[] = new Array(n);
  for (let i = 0; i < n; i++) order[i] = 2 * i;
  order.sort((a, b) => (list[a] < list[b] ? -1 : list[a] > list[b] ? 1 : a - b));
  const old = list.slice();
  for (let i = 0; i < n; i++) { list[2 * i] = old[order[i]]; list[2 * i + 1] = old[order[i] + 1]; }
}

// Web IDL §3.7.9.1 default iterator objects: target, kind and index; next() reads the target's
// current list at the index, so changes made while iterating are seen.
const KIND_ENTRIES = 0, KIND_KEYS = 1, KIND_VALUES = 2;

interface IteratorState {
  /** The URLSearchParams object iterated over. */
  target: object;
  kind: number;
  index: number;
}

/**
 * Web IDL §3.7.9.1 default iterator objects, their state in a private field of their own, so
 * that no URLSearchParams method accepts one. The class's prototype, completed by
 * defineIterator, is the iterator prototype object (and the class itself is not reachable).
 */
class URLSearchParamsIteratorImpl {
  #state: IteratorState;

  constructor(state: IteratorState) {
    this.#state = state;
  }

  /** @internal The accessors of the private field, taken off the class by defineIterator (core/slots.ts takeSlots). */
  static slots(): Slot<IteratorState> {
    return {
      get: (o) => (o as URLSearchParamsIteratorImpl).#state,
      find: (o) => { try { return (o as URLSearchParamsIteratorImpl).#state; } catch (e) { return undefined; } },
      set: (o, value) => { (o as URLSearchParamsIteratorImpl).#state = value; },
    };
  }
}

/**
 * Web IDL §3.7.9.2 iterator prototype object ([[Prototype]] %IteratorPrototype%, next,
 * @@toStringTag) made of the class's prototype; returns the accessors of the iterators' slot.
 */
function defineIterator(cls: typeof URLSearchParamsIteratorImpl): Slot<IteratorState> {
  const p = cls.prototype;
  // %IteratorPrototype% is the [[Prototype]] of %ArrayIteratorPrototype% (ES2015 engines, which
  // have Object.setPrototypeOf); elsewhere Object.prototype stays.
  if (hasArrayIterator) {
    (Object as unknown as { setPrototypeOf(o: object, proto: object): void }).setPrototypeOf(p, Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())));
  }
  delete (p as { constructor?: unknown }).constructor;
  Object.defineProperty(p, 'next', { value: iteratorNext, writable: true, enumerable: true, configurable: true });
  if (hasSymbol && !(Symbol.iterator in p)) {
    // No usable %IteratorPrototype% (Duktape 2.x, Rhino): its @@iterator (ES2015 §25.1.2.1) here.
    Object.defineProperty(p, Symbol.iterator, { value: function (this: unknown) { return this; }, writable: true, enumerable: false, configurable: true });
  }
  if (hasSymbol && typeof Symbol.toStringTag === 'symbol') {
    Object.defineProperty(p, Symbol.toStringTag, { value: 'URLSearchParams Iterator', writable: false, enumerable: false, configurable: true });
  }
  if (inspectSymbol !== null) Object.defineProperty(p, inspectSymbol, { value: inspectIterator, writable: true, enumerable: false, configurable: true });
  return takeSlots<Slot<IteratorState>>(cls);
}

/** The iterators' slot. */
const ITERATOR_SLOT = /* @__PURE__ */ defineIterator(URLSearchParamsIteratorImpl);

/** Node's util.inspect: what is left to iterate, as Node shows its own iterators. */
function inspectIterator(this: unknown, depth: unknown, options: unknown, inspect: unknown): unknown {
  const it = ITERATOR_SLOT.find(this);
  if (it === undefined || typeof inspect !== 'function') return this;
  if ((depth as number) < 0) return inspectBeyondDepth(options);
  // The items one level deeper than the iterator, as Node's (which passes each call options of
  // its own, so they are changed in place).
  if (typeof depth === 'number') (options as { depth: number }).depth = depth - 1;
  const list = dense(checked(it.target, 'inspect')).list;
  const output: unknown[] = [], parts: string[] = [];
  for (let i = 2 * it.index; i < list.length; i += 2) {
    output.push(iteratorItem(it.kind, list[i], list[i + 1]));
    parts.push(inspect(output[output.length - 1], options));
  }
  // (Node prints an exhausted iterator as "URLSearchParams Iterator {  }": one empty item.)
  return inspectItems('URLSearchParams Iterator', parts.length ? parts : [''], inspect(output, options).indexOf('\n') >= 0);
}

function createIterator<T>(target: object, kind: number): URLSearchParamsIterator<T> {
  return new URLSearchParamsIteratorImpl({ target, kind, index: 0 }) as unknown as URLSearchParamsIterator<T>;
}

/** Web IDL §3.7.9.2 next(): the pair at index in the target's current list, or done. */
function iteratorNext(this: unknown): IteratorResult<string | [string, string]> {
  const it = ITERATOR_SLOT.find(this);
  if (it === undefined) throw new TypeError("'next' called on an object that is not a URLSearchParams Iterator");
  const q = dense(checked(it.target, 'next'));
  const index = it.index;
  if (2 * index >= q.list.length) return { value: undefined, done: true };
  it.index = index + 1;
  return { value: iteratorItem(it.kind, q.list[2 * index], q.list[2 * index + 1]), done: false };
}

/** Web IDL §3.7.9.2 step 9: what an iterator of this kind yields for one pair. */
function iteratorItem(kind: number, name: string, value: string): string | [string, string] {
  return kind === KIND_KEYS ? name : kind === KIND_VALUES ? value : [name, value];
}

/**
 * URL §6.1 initialize a URL object steps 3-5: the URL's query object, linked to owner. With
 * a `journal` (strict IRIs: ./search-params-strict.ts), every change is first checked through link.check.
 */
export function createLinkedSearchParams<O extends object>(owner: O, link: SearchParamsLink<O>, query: string | null, journal: Journal | null = null): URLSearchParams {
  const params = new URLSearchParams();
  const q = stateOf(params)!;
  // Parsed on first use: the list is only observable through this object's methods.
  q.pending = query === null || query === '' ? null : query;
  q.url = owner;
  q.link = link as SearchParamsLink<object>;
  if (!URL_ONLY) q.journal = journal; // (strict IRIs only: not in the URL-only <script> builds)
  return params;
}

/**
 * URL href setter steps 4-6, search setter steps 2 and 6, and the strict query setter: the list
 * becomes the parse of the URL's new query (empty when null), without running the update steps.
 *
 * Unlike URL §6.1 search setter step 6, which parses the value given to the setter, the search
 * setter passes the query as the URL now holds it (tab and newline removed, percent-encoded):
 * the list must always be the parse of the URL's query, or the two views of one URL disagree.
 */
export function resetSearchParams(params: URLSearchParams, query: string | null): void {
  const q = stateOf(params)!;
  q.list = [];
  q.holes = q.start = 0;
  q.index = null;
  q.dirty = false;
  q.pending = query === null || query === '' ? null : query;
}

/** Whether the linked URL's query lags behind the list (URL §6.2 update steps, deferred). */
export function queryLags(params: URLSearchParams): boolean {
  return stateOf(params)!.dirty;
}

/**
 * URL §6.2 update steps 2-4 for the URL object, when it next reads its query: the list's
 * serialization, or null when it is empty (step 3). Marks the query up to date.
 */
export function takeSerializedQuery(params: URLSearchParams): string | null {
  const q = dense(stateOf(params)!);
  q.dirty = false;
  if (q.list.length === 0) return null;
  return serializeUrlencoded(q.list);
}
