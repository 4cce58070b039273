// URL §6.2 URLSearchParams class, with Web IDL argument conversions, its pair iterator
// (Web IDL §3.7.9 iterable declarations) and the link to its URL object (update steps).
// Portable to ES5 engines: no Map/Set/Proxy/Array.from/for-of; Symbol only after a typeof check.

import { toUSVString } from './encoding/utf8';
import { parseUrlencoded, serializeUrlencoded } from './urlencoded';

/** What a URLSearchParams needs from its URL (URL §6.2 update steps 4-5). */
export interface SearchParamsOwner {
  /**
   * Sets the URL's query to `serializedQuery` (null when the list is empty) and, when null,
   * potentially strips trailing spaces from an opaque path.
   * (url.bs as pinned, LATESTRD 2026-02, has no stripping step: its opaque path state already
   * writes a space before "?" or "#" as "%20", so setting the query to null is all there is.)
   */
  _updateQueryFromSearchParams(serializedQuery: string | null): void;
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
  if (typeof x === 'string') return toUSVString(x);
  if (typeof x === 'symbol') throw new TypeError('Cannot convert a Symbol value to a string');
  return toUSVString(String(x));
}

function requireArgs(count: number, needed: number, method: string): void {
  if (count < needed) {
    throw new TypeError(`Failed to execute '${method}' on 'URLSearchParams': ${needed} argument${needed > 1 ? 's' : ''} required, but only ${count} present.`);
  }
}

/** A URLSearchParams's internal slots (URL §6.2 list and URL object). */
interface ListState {
  /** List names, parallel to `values`. */
  names: string[];
  values: string[];
  /** A query whose parse is the list but not yet done (URL-linked objects parse on first use). */
  pending: string | null;
  /** URL object (null when not linked). */
  url: SearchParamsOwner | null;
}

/**
 * Internal slots live under one symbol key where Symbol exists, so Object.keys, for-in and JSON
 * see no own properties (a per-instance Object.defineProperty costs ~1 us; a symbol key is free).
 */
const SLOT = (hasSymbol ? Symbol('URLSearchParams') : '__URLSearchParams') as unknown as string;

type Slotted = { [key: string]: ListState | undefined };

/** Stores an internal slot; without Symbol, as a non-enumerable property (ES5 §15.2.3.6). */
function setSlot(o: object, value: object): void {
  if (hasSymbol) (o as { [key: string]: object })[SLOT] = value;
  else Object.defineProperty(o, SLOT, { value, writable: true, enumerable: false, configurable: true });
}

function stateOf(x: unknown): ListState | undefined {
  return (typeof x === 'object' && x !== null) ? (x as Slotted)[SLOT] : undefined;
}

/** Web IDL brand check ("this" must be a URLSearchParams), then the lazily parsed list. */
function checked(x: unknown, method: string): ListState {
  const q = stateOf(x);
  if (q === undefined) throw new TypeError(`'${method}' called on an object that is not a URLSearchParams`);
  if (q.pending !== null) {
    const query = q.pending;
    q.pending = null;
    parseUrlencoded(query, q.names, q.values);
  }
  return q;
}

/** URL §6.2 update steps: if linked, set the URL's query to the serialization (null when empty). */
function update(q: ListState): void {
  // Step 1: no URL object, nothing to do.
  if (q.url === null) return;
  // Steps 2-3.
  const serializedQuery = serializeUrlencoded(q.names, q.values);
  // Step 4.
  q.url._updateQueryFromSearchParams(serializedQuery === '' ? null : serializedQuery);
}

export class URLSearchParams {
  /** URL §6.2 new URLSearchParams(init). */
  constructor(init?: URLSearchParamsInit);
  // Optional arguments are read from `arguments`, so lengths follow Web IDL in every build target.
  constructor() {
    // Web IDL §3.7.1: called without new, throw (ES5 builds compile the class to a plain function).
    if (!(this instanceof URLSearchParams)) throw new TypeError("Failed to construct 'URLSearchParams': Please use the 'new' operator.");
    // Web IDL: optional, default "" (undefined is "not given").
    const init: unknown = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] : '';
    const q: ListState = { names: [], values: [], pending: null, url: null };
    setSlot(this, q);
    const t = typeof init;
    if ((t === 'object' && init !== null) || t === 'function') {
      initFromObject(q, init as object);
    } else {
      // Web IDL: anything else converts to USVString (null becomes "null"); lone surrogates are
      // left to the parser, which turns them into U+FFFD per name and value (same result).
      const s = typeof init === 'string' ? init : toUSV(init);
      // Constructor step 1: drop a leading "?"; step 2 → initialize step 3: parse.
      parseUrlencoded(s, q.names, q.values, s.charCodeAt(0) === 0x3f ? 1 : 0);
    }
  }

  /** URL §6.2 size getter: the list's size. */
  get size(): number {
    return checked(this, 'size').names.length;
  }

  /** URL §6.2 append(name, value). */
  append(name: string, value: string): void {
    const q = checked(this, 'append');
    requireArgs(arguments.length, 2, 'append');
    q.names.push(toUSV(name));
    q.values.push(toUSV(value));
    update(q);
  }

  /** URL §6.2 delete(name, value): removes the tuples with that name (and value, when given). */
  delete(name: string, value?: string): void;
  delete(name: string): void {
    const value: unknown = arguments[1];
    const q = checked(this, 'delete');
    requireArgs(arguments.length, 1, 'delete');
    const n = toUSV(name);
    // Web IDL: an optional argument passed as undefined is "not given".
    const v = value === undefined ? null : toUSV(value);
    const names = q.names, values = q.values;
    let w = 0;
    for (let r = 0; r < names.length; r++) {
      if (names[r] === n && (v === null || values[r] === v)) continue;
      names[w] = names[r];
      values[w] = values[r];
      w++;
    }
    names.length = values.length = w;
    update(q);
  }

  /** URL §6.2 get(name): the first value for name, or null. */
  get(name: string): string | null {
    const q = checked(this, 'get');
    requireArgs(arguments.length, 1, 'get');
    const n = toUSV(name), names = q.names;
    for (let i = 0; i < names.length; i++) if (names[i] === n) return q.values[i];
    return null;
  }

  /** URL §6.2 getAll(name): every value for name, in list order. */
  getAll(name: string): string[] {
    const q = checked(this, 'getAll');
    requireArgs(arguments.length, 1, 'getAll');
    const n = toUSV(name), names = q.names, out: string[] = [];
    for (let i = 0; i < names.length; i++) if (names[i] === n) out.push(q.values[i]);
    return out;
  }

  /** URL §6.2 has(name, value). */
  has(name: string, value?: string): boolean;
  has(name: string): boolean {
    const value: unknown = arguments[1];
    const q = checked(this, 'has');
    requireArgs(arguments.length, 1, 'has');
    const n = toUSV(name);
    const v = value === undefined ? null : toUSV(value);
    const names = q.names, values = q.values;
    for (let i = 0; i < names.length; i++) {
      if (names[i] === n && (v === null || values[i] === v)) return true;
    }
    return false;
  }

  /** URL §6.2 set(name, value): the first tuple with name gets value, the others go. */
  set(name: string, value: string): void {
    const q = checked(this, 'set');
    requireArgs(arguments.length, 2, 'set');
    const n = toUSV(name), v = toUSV(value);
    const names = q.names, values = q.values;
    let found = false, w = 0;
    for (let r = 0; r < names.length; r++) {
      if (names[r] === n) {
        if (found) continue; // step 1: remove the others
        found = true;
        values[r] = v; // step 1: set the first
      }
      names[w] = names[r];
      values[w] = values[r];
      w++;
    }
    names.length = values.length = w;
    // Step 2: otherwise append.
    if (!found) { names.push(n); values.push(v); }
    update(q);
  }

  /** URL §6.2 sort(): stable, by code units of the names. */
  sort(): void {
    const q = checked(this, 'sort');
    stableSortByName(q.names, q.values);
    update(q);
  }

  /** Web IDL iterable: forEach(callback, thisArg) over the live list. */
  forEach(callback: (value: string, name: string, params: URLSearchParams) => void, thisArg?: unknown): void;
  forEach(callback: (value: string, name: string, params: URLSearchParams) => void): void {
    const thisArg: unknown = arguments[1];
    const q = checked(this, 'forEach');
    requireArgs(arguments.length, 1, 'forEach');
    if (typeof callback !== 'function') {
      throw new TypeError("Failed to execute 'forEach' on 'URLSearchParams': parameter 1 is not a function.");
    }
    // Web IDL §3.7.9 forEach: index into the current list on every step, so changes are seen.
    for (let i = 0; i < q.names.length; i++) {
      callback.call(thisArg, q.values[i], q.names[i], this);
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
    const q = checked(this, 'toString');
    return serializeUrlencoded(q.names, q.values);
  }
}

// Symbol.iterator is entries (Web IDL §3.7.9); both only where Symbol exists.
export interface URLSearchParams {
  [Symbol.iterator](): URLSearchParamsIterator<[string, string]>;
}

const proto = URLSearchParams.prototype;
// Web IDL: operations and attributes are enumerable (class syntax makes them non-enumerable).
(['size', 'append', 'delete', 'get', 'getAll', 'has', 'set', 'sort', 'forEach', 'entries', 'keys', 'values', 'toString'] as const)
  .forEach((name) => Object.defineProperty(proto, name, { enumerable: true }));
if (hasSymbol) {
  Object.defineProperty(proto, Symbol.iterator, { value: proto.entries, writable: true, enumerable: false, configurable: true });
  if (typeof Symbol.toStringTag === 'symbol') {
    Object.defineProperty(proto, Symbol.toStringTag, { value: 'URLSearchParams', writable: false, enumerable: false, configurable: true });
  }
}

/** Web IDL union conversion of an object: a sequence when it has @@iterator, else a record. */
function initFromObject(q: ListState, init: object): void {
  // Unlike Web IDL (which iterates it through @@iterator), another URLSearchParams is copied
  // directly: the same pairs, and it also works where Symbol does not exist.
  if (stateOf(init) !== undefined) {
    const src = checked(init, 'constructor');
    q.names = src.names.slice();
    q.values = src.values.slice();
    return;
  }
  const iter = getIteratorMethod(init);
  if (iter !== undefined) initFromSequence(q, init, iter);
  else if (!hasArrayIterator && isBuiltinIterable(init)) initFromArrayLikeSequence(q, init as ArrayLike<unknown>);
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

/**
 * Web IDL sequence<sequence<USVString>> conversion, then URL §6.2 initialize step 1: every inner
 * sequence is converted first; then one that is not exactly two items throws a TypeError.
 */
function initFromSequence(q: ListState, init: object, method: IteratorMethod): void {
  const names: string[] = [], values: string[] = [];
  let badSize = false;
  iterate(init, method, (inner) => {
    const items = toStringSequence(inner);
    if (items.length !== 2) badSize = true;
    else { names.push(items[0]); values.push(items[1]); }
  });
  if (badSize) throw new TypeError("Failed to construct 'URLSearchParams': a pair does not contain exactly two elements.");
  q.names = names;
  q.values = values;
}

/** ES5 engines (no Symbol): an Array of pairs is the sequence, read by index. */
function initFromArrayLikeSequence(q: ListState, init: ArrayLike<unknown>): void {
  const names: string[] = [], values: string[] = [];
  let badSize = false;
  for (let i = 0; i < init.length; i++) {
    const items = toStringSequence(init[i]);
    if (items.length !== 2) badSize = true;
    else { names.push(items[0]); values.push(items[1]); }
  }
  if (badSize) throw new TypeError("Failed to construct 'URLSearchParams': a pair does not contain exactly two elements.");
  q.names = names;
  q.values = values;
}

/** Web IDL sequence<USVString> conversion of one pair. */
function toStringSequence(v: unknown): string[] {
  if ((typeof v !== 'object' && typeof v !== 'function') || v === null) {
    throw new TypeError("Failed to construct 'URLSearchParams': a pair is not an iterable object.");
  }
  const out: string[] = [];
  const method = getIteratorMethod(v);
  if (method !== undefined) {
    iterate(v, method, (item) => { out.push(toUSV(item)); });
  } else if (!hasArrayIterator && isBuiltinIterable(v)) {
    const a = v as ArrayLike<unknown>;
    for (let i = 0; i < a.length; i++) out.push(toUSV(a[i]));
  } else if (!hasArrayIterator && stateOf(v) !== undefined) {
    // A URLSearchParams iterates its [name, value] pairs (as arrays, so each converts to "name,value").
    const src = checked(v, 'constructor');
    for (let i = 0; i < src.names.length; i++) out.push(toUSV([src.names[i], src.values[i]]));
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
  const names: string[] = [], values: string[] = [];
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
    names.push(typedKey);
    values.push(toUSV((o as { [k: string]: unknown })[key as string]));
  }
  // Only lone surrogates make two distinct keys equal; merge them (first place, last value).
  if (changed) dedupeRecord(names, values);
  q.names = names;
  q.values = values;
}

function dedupeRecord(names: string[], values: string[]): void {
  const index: { [key: string]: number } = Object.create(null);
  let w = 0;
  for (let r = 0; r < names.length; r++) {
    const k = '$' + names[r];
    const at = index[k];
    if (at !== undefined) { values[at] = values[r]; continue; }
    index[k] = w;
    names[w] = names[r];
    values[w] = values[r];
    w++;
  }
  names.length = values.length = w;
}

/**
 * URL §6.2 sort(): "sorting in ascending order" is stable (Infra), by code units of the names.
 * A merge sort of the indices (Array.prototype.sort is not stable on ES5 engines).
 */
function stableSortByName(names: string[], values: string[]): void {
  const n = names.length;
  if (n < 2) return;
  let already = true;
  for (let i = 1; i < n; i++) if (names[i] < names[i - 1]) { already = false; break; }
  if (already) return;
  let a: number[] = new Array(n), b: number[] = new Array(n);
  for (let i = 0; i < n; i++) a[i] = i;
  // Runs of 8 by insertion sort, then bottom-up merges (left first on ties: stable).
  const RUN = 8;
  for (let lo = 0; lo < n; lo += RUN) {
    const hi = lo + RUN < n ? lo + RUN : n;
    for (let i = lo + 1; i < hi; i++) {
      const x = a[i], key = names[x];
      let j = i - 1;
      while (j >= lo && names[a[j]] > key) { a[j + 1] = a[j]; j--; }
      a[j + 1] = x;
    }
  }
  for (let width = RUN; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = lo + width < n ? lo + width : n, hi = lo + 2 * width < n ? lo + 2 * width : n;
      let i = lo, j = mid, k = lo;
      while (i < mid && j < hi) b[k++] = names[a[j]] < names[a[i]] ? a[j++] : a[i++];
      while (i < mid) b[k++] = a[i++];
      while (j < hi) b[k++] = a[j++];
    }
    const t = a; a = b; b = t;
  }
  const oldNames = names.slice(), oldValues = values.slice();
  for (let i = 0; i < n; i++) { names[i] = oldNames[a[i]]; values[i] = oldValues[a[i]]; }
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

type IteratorSlotted = { [key: string]: IteratorState | undefined };

/** Web IDL §3.7.9.2 iterator prototype object: [[Prototype]] %IteratorPrototype%, next, toStringTag. */
const iteratorProto: object = /* @__PURE__ */ createIteratorPrototype();

function createIteratorPrototype(): object {
  let base: object = Object.prototype;
  if (hasArrayIterator) {
    // %IteratorPrototype% is the [[Prototype]] of %ArrayIteratorPrototype%.
    base = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
  }
  const p = Object.create(base);
  Object.defineProperty(p, 'next', { value: iteratorNext, writable: true, enumerable: true, configurable: true });
  if (hasSymbol && !(Symbol.iterator in p)) {
    // No usable %IteratorPrototype% (Duktape 2.x, Rhino): its @@iterator (ES2015 §25.1.2.1) here.
    Object.defineProperty(p, Symbol.iterator, { value: function (this: unknown) { return this; }, writable: true, enumerable: false, configurable: true });
  }
  if (hasSymbol && typeof Symbol.toStringTag === 'symbol') {
    Object.defineProperty(p, Symbol.toStringTag, { value: 'URLSearchParams Iterator', writable: false, enumerable: false, configurable: true });
  }
  return p;
}

function createIterator<T>(target: object, kind: number): URLSearchParamsIterator<T> {
  const it = Object.create(iteratorProto) as IteratorSlotted;
  setSlot(it, { target, kind, index: 0 });
  return it as unknown as URLSearchParamsIterator<T>;
}

/** Web IDL §3.7.9.2 next(): the pair at index in the target's current list, or done. */
function iteratorNext(this: unknown): IteratorResult<string | [string, string]> {
  const it = typeof this === 'object' && this !== null && Object.getPrototypeOf(this) === iteratorProto
    ? (this as IteratorSlotted)[SLOT] : undefined;
  if (it === undefined) throw new TypeError("'next' called on an object that is not a URLSearchParams Iterator");
  const q = checked(it.target, 'next');
  const index = it.index;
  if (index >= q.names.length) return { value: undefined, done: true };
  it.index = index + 1;
  const kind = it.kind;
  if (kind === KIND_KEYS) return { value: q.names[index], done: false };
  if (kind === KIND_VALUES) return { value: q.values[index], done: false };
  return { value: [q.names[index], q.values[index]], done: false };
}

/** URL §6.1 initialize a URL object steps 3-5: the URL's query object, linked to owner. */
export function createLinkedSearchParams(owner: SearchParamsOwner, query: string | null): URLSearchParams {
  const params = new URLSearchParams();
  const q = stateOf(params)!;
  // Parsed on first use: the list is only observable through this object's methods.
  q.pending = query === null || query === '' ? null : query;
  q.url = owner;
  return params;
}

/**
 * URL href setter steps 4-6 and search setter steps 2 and 6: the list becomes the parse of
 * query (empty when null), without running the update steps.
 */
/**
 * URL §6.1 search setter step 6 (and step 1's emptying): the list becomes the parse of the
 * given value without its leading "?". Returns the URL's object, made now when the value holds
 * a tab or newline (then the list differs from the parse of the query the URL keeps).
 */
export function searchSetterList(params: URLSearchParams | null, owner: SearchParamsOwner, value: string): URLSearchParams | null {
  if (params === null && /[\t\n\r]/.test(value)) params = createLinkedSearchParams(owner, null);
  if (params !== null) resetSearchParams(params, value === '' ? null : value.charCodeAt(0) === 0x3f ? value.slice(1) : value);
  return params;
}

export function resetSearchParams(params: URLSearchParams, query: string | null): void {
  const q = stateOf(params)!;
  q.names = [];
  q.values = [];
  q.pending = query === null || query === '' ? null : query;
}
