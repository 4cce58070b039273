// The <script> builds (dist/polyfill.js, dist/urlpattern-polyfill.js; run after `npm run build`)
// in a fresh realm whose intrinsics are frozen first, as prototype-pollution hardening (SES
// lockdown, `--frozen-intrinsics`) leaves them: the scripts must load, install, and pass the
// runtime matrix's runners (WPT URL data, setters, URLSearchParams, URLPattern) there. Assigning
// a name that a frozen prototype holds (`C.prototype.toString = …` in ES5 class output) would
// throw at load: ES5 §8.12.4, the "override mistake".
import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import * as acorn from 'acorn';
import { buildRunner, buildUrlPatternRunner } from '../../scripts/build-runtime-runner.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = (f: string): string => {
  const file = join(root, 'dist', f);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return readFileSync(file, 'utf8');
};

/** Freezes every object reachable from the realm's global properties (own values, accessors, prototypes). */
const LOCKDOWN = `(function () {
  var seen = [];
  function freeze(o) {
    if ((typeof o !== 'object' && typeof o !== 'function') || o === null || seen.indexOf(o) >= 0) return;
    seen.push(o);
    Object.freeze(o);
    var keys = Object.getOwnPropertyNames(o).concat(Object.getOwnPropertySymbols(o));
    for (var i = 0; i < keys.length; i++) {
      var d = Object.getOwnPropertyDescriptor(o, keys[i]);
      if ('value' in d) freeze(d.value); else { freeze(d.get); freeze(d.set); }
    }
    freeze(Object.getPrototypeOf(o));
  }
  var names = Object.getOwnPropertyNames(globalThis);
  for (var i = 0; i < names.length; i++) if (names[i] !== 'globalThis') freeze(globalThis[names[i]]);
  return seen.length;
})()`;

function frozenRealm(): vm.Context {
  const context = vm.createContext({});
  expect(vm.runInContext(LOCKDOWN, context)).toBeGreaterThan(100);
  expect(vm.runInContext('Object.isFrozen(Object.prototype) && Object.isFrozen(Function.prototype) && Object.isFrozen(Array.prototype) && Object.isFrozen(Error.prototype)', context)).toBe(true);
  // The override mistake is there: an own toString cannot be assigned on a new object.
  expect(vm.runInContext("(function () { 'use strict'; try { var o = {}; o.toString = 1; return 'assigned'; } catch (e) { return e.name; } })()", context)).toBe('TypeError');
  return context;
}

describe('the <script> builds under frozen intrinsics', () => {
  it('are ES5 (acorn, ecmaVersion 5)', () => {
    for (const f of ['polyfill.js', 'urlpattern-polyfill.js']) expect(() => acorn.parse(dist(f), { ecmaVersion: 5 }), f).not.toThrow();
  });

  const dir = mkdtempSync(join(tmpdir(), 'iri-url-frozen-'));
  const built = Promise.all([buildRunner(dir), buildUrlPatternRunner(dir)]).finally(() => undefined);

  it('dist/polyfill.js loads, installs URL and URLSearchParams, and passes the runtime runner', async () => {
    const [runner] = await built;
    const context = frozenRealm();
    vm.runInContext(dist('polyfill.js'), context);
    expect(vm.runInContext('typeof URL + " " + typeof URLSearchParams', context)).toBe('function function');
    vm.runInContext(readFileSync(runner.file, 'utf8'), context);
    const report: string = vm.runInContext('__runtimeReport', context);
    const result = /^RESULT (\d+)\/(\d+) failed (\d+)/m.exec(report);
    console.log(`[frozen intrinsics] dist/polyfill.js: ${result && result[0]}`);
    expect(result, report).not.toBeNull();
    expect(result![3], report).toBe('0');
    expect(Number(result![2])).toBeGreaterThan(1000);
  });

  it('dist/urlpattern-polyfill.js loads, installs URLPattern, and passes the URLPattern runner', async () => {
    const [, patternRunner] = await built;
    const context = frozenRealm();
    vm.runInContext(dist('polyfill.js'), context);
    vm.runInContext(dist('urlpattern-polyfill.js'), context);
    expect(vm.runInContext('typeof URLPattern', context)).toBe('function');
    vm.runInContext(readFileSync(patternRunner.file, 'utf8'), context);
    const report: string = vm.runInContext('__urlPatternReport', context);
    const result = /^URLPATTERN RESULT (\d+)\/(\d+) failed (\d+)/m.exec(report);
    console.log(`[frozen intrinsics] dist/urlpattern-polyfill.js: ${result && result[0]}`);
    expect(result, report).not.toBeNull();
    expect(result![3], report).toBe('0');
    rmSync(dir, { recursive: true, force: true });
  });

  it('class methods stay non-enumerable, as ES2015 classes define them; Web IDL members enumerable', () => {
    const context = vm.createContext({});
    vm.runInContext(dist('polyfill.js'), context);
    const keys = (expr: string): string[] => vm.runInContext(`(function () { var k = []; for (var n in ${expr}) k.push(n); return k; })()`, context);
    expect(keys('URL.prototype')).toContain('toString');
    expect(keys('URLSearchParams.prototype')).toContain('append');
    expect(keys('new URL("http://a/")')).not.toContain('constructor');
    expect(vm.runInContext('Object.getOwnPropertyDescriptor(URL, "canParse").enumerable', context)).toBe(true);
  });
});
