// Internal slots (Web IDL §3.7 "internal slots", ES2015 §6.1.7.2) for the public classes: each
// instance keeps its state in one hidden property, so Object.keys, Object.getOwnPropertyNames,
// for-in and JSON see nothing of it, and nothing internal sits on a prototype.
// Portable to ES5 engines: Symbol only after a typeof check; no WeakMap.

/** True where symbols are native (a polyfilled Symbol, not of type 'symbol', takes the ES5 path). */
const hasSymbol = typeof Symbol === 'function' && typeof Symbol('') === 'symbol';

/**
 * A slot key: a symbol where Symbol exists, else a string property made non-enumerable by
 * setSlot. Typed as string so that `o[key]` type-checks; never a string at run time on ES2015
 * engines.
 */
export type SlotKey = string & { readonly __slot: unique symbol };

/** A new slot key; `name` is the symbol's description (without Symbol the key is "__" + name). */
export function slotKey(name: string): SlotKey {
  return (hasSymbol ? Symbol(name) : '__' + name) as unknown as SlotKey;
}

/**
 * True when slot keys are symbols: then a plain assignment `o[key] = value` creates a hidden
 * slot. Hot constructors assign at their own call sites (each stays monomorphic, where a store
 * inside one shared setSlot for every class and key would go megamorphic) and call setSlot only
 * when this is false.
 */
export const symbolSlots: boolean = hasSymbol;

/**
 * Gives `o` its slot. A symbol-keyed data property costs what a named one does (V8 keeps it in
 * the object's shape); a per-instance Object.defineProperty costs about 1 µs, so it is only
 * used without Symbol (ES5 §15.2.3.6: non-enumerable, so for-in and Object.keys skip it).
 */
export const setSlot: <T>(o: object, key: SlotKey, value: T) => void = hasSymbol
  ? function (o, key, value) { (o as { [k: string]: unknown })[key] = value; }
  : function (o, key, value) { Object.defineProperty(o, key, { value, writable: true, enumerable: false, configurable: false }); };

/** The slot of `x` (undefined when `x` is not an object that has one). */
export function getSlot<T>(x: unknown, key: SlotKey): T | undefined {
  return (typeof x === 'object' && x !== null) ? (x as { [k: string]: T | undefined })[key] : undefined;
}

/** Node's util.inspect.custom (a registered symbol, so no import of node:util), or null. */
export const inspectSymbol: symbol | null = hasSymbol && typeof Symbol.for === 'function' ? Symbol.for('nodejs.util.inspect.custom') : null;

/**
 * What util.inspect shows for an instance, as Node shows its own URL: the class name, then the
 * attributes as an object literal. `inspect` is the third argument Node passes to an
 * [inspectSymbol] method (Node 16.14 and later); without it, the attributes alone. Beyond the
 * depth limit, Node's URL hands itself back and util.inspect prints it as an object without keys:
 * "URL {}", or "X [URL] {}" for a class X derived from it (`tag` is the class string).
 */
export function inspectView(name: string, tag: string, attributes: { [name: string]: unknown }, depth: unknown, options: unknown, inspect: unknown): unknown {
  if ((depth as number) < 0) return name + (name === tag ? '' : ' [' + tag + ']') + ' {}';
  if (typeof inspect !== 'function') return attributes;
  // As Node's URL does: the caller's options as they are (so nesting depth counts from here).
  return name + ' ' + (inspect as (x: unknown, o: unknown) => string)(attributes, options);
}

/**
 * Node's text for its URLSearchParams and their iterators: "Name { a, b }", or each item on a
 * line of its own; "Name {}" for none.
 */
export function inspectItems(name: string, parts: string[], lines: boolean): string {
  return name + (lines ? ' {\n  ' + parts.join(',\n  ') + ' }' : parts.length ? ' { ' + parts.join(', ') + ' }' : ' {}');
}

/**
 * Node's "[Object]" beyond the depth limit, styled as its own URLSearchParams styles it (Node
 * passes its options, stylize included, whenever it passes a depth).
 */
export function inspectBeyondDepth(options: unknown): string {
  return (options as { stylize(text: string, style: string): string }).stylize('[Object]', 'special');
}
