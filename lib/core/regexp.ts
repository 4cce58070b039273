// The RegExp built-ins that the parsers' native scans rely on, as they were when this module
// loaded. A program may replace RegExp.prototype.exec, test or @@split (a polyfill, a test double,
// hostile script on the same page); then a scan's answer cannot be trusted (a match where there is
// none, or none where there is one), and the URL parser reads one code unit at a time instead, as
// it always does in the size-first <script> builds (./build.ts SPEED_PATHS: a native scan is a
// speed path, and the code-unit loops give the same answers).
// URL Pattern keeps its own captured RegExpBuiltinExec (urlpattern/component.ts).

import { SPEED_PATHS } from './build';

const split: symbol | undefined = typeof Symbol === 'function' ? Symbol.split : undefined;
const BUILTINS = {
  exec: RegExp.prototype.exec,
  test: RegExp.prototype.test,
  split: split !== undefined ? (RegExp.prototype as unknown as Record<symbol, unknown>)[split] : undefined,
};

/**
 * Whether the native scans may run: RegExp.prototype.exec and test are the ones this module loaded
 * with. Never in the size-first builds (see above).
 */
export function regExpIntact(): boolean {
  const proto = RegExp.prototype;
  return SPEED_PATHS && proto.exec === BUILTINS.exec && proto.test === BUILTINS.test;
}

/** Whether RegExp.prototype[@@split] is the one this module loaded with (String.prototype.split with a regexp). */
export function splitIntact(): boolean {
  return split === undefined || (RegExp.prototype as unknown as Record<symbol, unknown>)[split] === BUILTINS.split;
}
