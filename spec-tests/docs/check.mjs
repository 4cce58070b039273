// Checks for the documentation examples (spec-tests/docs/examples.test.ts): `// → value` and
// `// → throws Name` comments become calls to these.

/** Structural equality: strict for primitives, arrays element by element, objects by own enumerable keys (prototypes ignored). */
function same(a, b) {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a), kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && same(a[k], b[k]));
}

const show = (v) => (typeof v === 'string' ? JSON.stringify(v) : (() => { try { return JSON.stringify(v); } catch { return String(v); } })());

export function __check(actual, expected, where) {
  if (!same(actual, expected)) throw new Error(`${where}: got ${show(actual)}, the docs say ${show(expected)}`);
}

export function __throws(fn, name, where) {
  try {
    fn();
  } catch (e) {
    if (e && (e.name === name || e.code === name || e.constructor?.name === name)) return;
    throw new Error(`${where}: threw ${e && e.name} ${e && e.code} (${e && e.message}), the docs say ${name}`);
  }
  throw new Error(`${where}: did not throw, the docs say throws ${name}`);
}
