// Reading the options argument of a public function, in the manner of a Web IDL
// dictionary (Web IDL, "dictionary" conversion) but from own properties only, so that nothing on
// Object.prototype can change a result. Every public function that takes options reads them
// through these helpers.
//
// - undefined or null: every option has its default.
// - any other non-object (a string, number, boolean, symbol, bigint): TypeError.
// - an option is read from an own property only; an own getter is called (once per read) and
//   what it throws propagates. An own property whose value is undefined means the default.
// - boolean flags: ToBoolean of the value (0, "", NaN, null and false are false).
// - enumerated options: one of the allowed strings, else RangeError naming them.

/** Options argument as read by the helpers below: null when every option has its default. */
export type OptionBag = object | null;

const hasOwn = Object.prototype.hasOwnProperty;

/** Checks the options argument of `fn`: undefined and null give null, other non-objects throw TypeError. */
export function optionBag(options: unknown, fn: string): OptionBag {
  if (options === undefined || options === null) return null;
  if (typeof options !== 'object' && typeof options !== 'function') {
    throw new TypeError(`${fn}: options must be an object, not ${typeof options}`);
  }
  return options as object;
}

/** The value of an own property `name` of the bag, else undefined (never inherited). */
export function ownOption(bag: OptionBag, name: string): unknown {
  return bag !== null && hasOwn.call(bag, name) ? (bag as { [name: string]: unknown })[name] : undefined;
}

/** A boolean flag: ToBoolean of the own property, or `fallback` when it is absent or undefined. */
export function boolOption(bag: OptionBag, name: string, fallback: boolean): boolean {
  const v = ownOption(bag, name);
  return v === undefined ? fallback : !!v;
}

/** 'a', 'b' or 'c' */
function listOf(allowed: readonly string[]): string {
  let s = '';
  for (let i = 0; i < allowed.length; i++) {
    s += (i === 0 ? '' : i === allowed.length - 1 ? ' or ' : ', ') + "'" + allowed[i] + "'";
  }
  return s;
}

/** A string shown in a message (JSON.stringify throws on BigInt and gives undefined for functions). */
function show(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'object' && v !== null) return 'an object';
  if (typeof v === 'function') return 'a function';
  return String(v);
}

/**
 * An enumerated option: the own property when it is one of `allowed` (compared with ===, so
 * case matters), `fallback` when it is absent or undefined; anything else throws RangeError
 * naming the allowed values.
 */
export function enumOption<T extends string>(bag: OptionBag, name: string, allowed: readonly T[], fallback: T, fn: string): T {
  const v = ownOption(bag, name);
  if (v === undefined) return fallback;
  for (let i = 0; i < allowed.length; i++) if (v === allowed[i]) return v as T;
  throw new RangeError(`${fn}: ${name} must be ${listOf(allowed)}, not ${show(v)}`);
}

/** The RangeError of an option whose allowed values are not all strings (normalize's characters). */
export function optionRangeError(fn: string, name: string, allowed: string, v: unknown): RangeError {
  return new RangeError(`${fn}: ${name} must be ${allowed}, not ${show(v)}`);
}
