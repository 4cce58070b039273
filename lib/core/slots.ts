// Internal slots (Web IDL §3.7 "internal slots") of the public classes: private fields (ES2022
// Private Names), so an instance has no own property key at all (Reflect.ownKeys, spread,
// Object.assign, for-in and JSON see nothing of it), and reading a field from anything else is a
// TypeError, the Web IDL brand check. Also what Node's util.inspect shows of an instance.
// Portable to ES5 engines: Symbol only after a typeof check; no WeakMap.

/** True where symbols are native (a polyfilled Symbol, not of type 'symbol', takes the ES5 path). */
const hasSymbol = typeof Symbol === 'function' && typeof Symbol('') === 'symbol';

/**
 * One private field of a class (ES2022 PrivateFieldAdd, PrivateGet, PrivateSet), for code
 * outside the class body, where the field's Private Name is out of scope. The class makes these
 * accessors in its body, in a static method `slots` that takeSlots removes from the class.
 *
 * In the <script> builds (ES5 syntax) a class's private fields are the properties of one object
 * that each instance holds in a non-enumerable property, defined once by its constructor; reading
 * or writing a field of an object without it is a TypeError there too
 * (scripts/es5-private-fields.mjs).
 */
export interface Slot<T> {
  /** The field of `o`; a TypeError when `o` has none: the Web IDL brand check (Web IDL §3.7.5-§3.7.7). */
  get(o: unknown): T;
  /** The field of `o`, or undefined when `o` has none. */
  find(o: unknown): T | undefined;
  /** Sets the field of `o`, which has one. */
  set(o: object, value: T): void;
}

/**
 * Removes the static method `slots` from `cls` and returns what it returns: the accessors of the
 * class's private fields. A class's Private Names are scoped to its body (ES2022 §15.7.14
 * ClassDefinitionEvaluation), so its accessors are made there; the method is gone before any
 * other code can see it.
 */
export function takeSlots<T>(cls: Function): T {
  const make = (cls as unknown as { slots(): T }).slots;
  delete (cls as unknown as { slots?: unknown }).slots;
  return make();
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
