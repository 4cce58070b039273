// Web IDL §3.7.3 interface prototype objects: what class syntax cannot say. Attributes and
// operations are enumerable, the class string is the interface's name (@@toStringTag), and
// Node's util.inspect shows an instance as Node shows its own classes (util.inspect.custom).
// Portable to ES5 engines: Symbol only after a typeof check.
import { inspectSymbol, takeSlots } from './slots';

/** What defineInterface adds to a class's prototype. */
export interface InterfaceParts {
  /** Members made enumerable (Web IDL §3.7.6, §3.7.7: class syntax makes them non-enumerable). */
  enumerable?: readonly string[];
  /** Static operations made enumerable (Web IDL §3.7.7: static ones too). */
  statics?: readonly string[];
  /** The class string (Web IDL §3.7.3 @@toStringTag), where Symbol.toStringTag exists. */
  toStringTag?: string;
  /** The member that is also @@iterator (Web IDL §3.7.9: the default iterator is `entries`). */
  iterator?: string;
  /** Node's util.inspect.custom method (core/slots.ts inspectView), where Symbol exists. */
  inspect?: Function;
}

/**
 * Completes the prototype of `cls` with `parts`, then returns the accessors of the class's
 * private fields (core/slots.ts takeSlots: its static method `slots`, removed). (The class, not
 * its prototype, is the argument: esbuild counts a property read as a possible getter call,
 * which it keeps.)
 *
 * Each class calls it after its body, in a call annotated as pure: `const SLOT = defineInterface(...)`,
 * and its methods read SLOT: a bundler (rollup, esbuild, terser) keeps the call exactly when it
 * keeps the class. Top-level statements on the prototype would do the same work, but esbuild
 * keeps every statement that is not free of side effects, and with it the class, in any bundle
 * that imports the module.
 */
export function defineInterface<T>(cls: Function, parts: InterfaceParts): T {
  const proto = cls.prototype as object;
  const names = parts.enumerable || [];
  for (let i = 0; i < names.length; i++) Object.defineProperty(proto, names[i], { enumerable: true });
  const statics = parts.statics || [];
  for (let i = 0; i < statics.length; i++) Object.defineProperty(cls, statics[i], { enumerable: true });
  if (parts.iterator !== undefined && typeof Symbol === 'function' && typeof Symbol.iterator === 'symbol') {
    const value = (Object.getOwnPropertyDescriptor(proto, parts.iterator) as PropertyDescriptor).value;
    Object.defineProperty(proto, Symbol.iterator, { value, writable: true, enumerable: false, configurable: true });
  }
  if (parts.toStringTag !== undefined && typeof Symbol === 'function' && typeof Symbol.toStringTag === 'symbol') {
    Object.defineProperty(proto, Symbol.toStringTag, { value: parts.toStringTag, writable: false, enumerable: false, configurable: true });
  }
  if (parts.inspect !== undefined && inspectSymbol !== null) {
    Object.defineProperty(proto, inspectSymbol, { value: parts.inspect, writable: true, enumerable: false, configurable: true });
  }
  return takeSlots<T>(cls);
}
