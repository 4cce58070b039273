// The runtime-matrix runner: WPT urltestdata.json and setters_tests.json (URL §4, §6.1) and the
// URLSearchParams table (../urlsearchparams/cases.ts, URL §5, §6.2) against whatever URL and
// URLSearchParams the global object holds, which dist/polyfill.js has installed before this runs.
// Compiled to ES5 by scripts/build-runtime-runner.mjs with its data inlined; it runs on Node 0.10,
// Duktape and Rhino as well as on current engines, so it uses no ES2015 built-in itself.
import { cases } from '../urlsearchparams/cases';
import { es5Cases } from './es5-cases';
import { SETTERS, URLTESTDATA, USP_EXPECT, USP_NEEDS } from 'runtime-data';

declare const print: ((s: string) => void) | undefined;
declare const console: { log(s: string): void } | undefined;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

const G: Any = typeof globalThis === 'object' ? globalThis : Function('return this')();
const lines: string[] = [];
function out(s: string): void {
  lines.push(s);
  if (typeof print === 'function') print(s);
  else if (typeof console === 'object' && console) console.log(s);
}

/** JSON with every non-printable-ASCII code unit escaped (JSON.stringify exists on every ES5 engine). */
function show(v: unknown): string {
  const s = v === undefined ? 'undefined' : JSON.stringify(v);
  return s.replace(/[^\x20-\x7e]/g, (ch) => {
    const h = '000' + ch.charCodeAt(0).toString(16);
    return '\\u' + h.slice(h.length - 4);
  });
}

/** Structural equality of JSON-like values (as ../urlsearchparams/harness.ts `same`). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const isArr = (x: unknown) => Object.prototype.toString.call(x) === '[object Array]';
  if (isArr(a) !== isArr(b)) return false;
  const ka = Object.keys(a as object), kb = Object.keys(b as object);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i];
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!same((a as Any)[k], (b as Any)[k])) return false;
  }
  return true;
}

/** The name of an error's constructor, as harness.ts `outcome` reports it. */
function errorName(e: unknown): string {
  if (e instanceof Error) {
    const c = (e as Any).constructor;
    return c && typeof c.name === 'string' && c.name ? c.name : (e as Error).name;
  }
  return String(e);
}

interface Suite { name: string; passed: number; failed: number; notApplicable: number; details: string[] }
function suite(name: string): Suite {
  return { name, passed: 0, failed: 0, notApplicable: 0, details: [] };
}
function check(s: Suite, key: string, problem: string): void {
  if (problem === '') s.passed++;
  else {
    s.failed++;
    if (s.details.length < 60) s.details.push(key + ': ' + problem);
  }
}

const COMPONENTS = ['href', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'];

/** One urltestdata.json entry through the URL API (as ../whatwg-url/run-urltestdata.ts, minus IRI). */
function checkEntry(URL: Any, e: Any): string {
  const base = e.base === null ? undefined : e.base;
  const problems: string[] = [];
  const canParse = base === undefined ? URL.canParse(e.input) : URL.canParse(e.input, base);
  const parsed = base === undefined ? URL.parse(e.input) : URL.parse(e.input, base);
  if (e.failure) {
    let threw = false;
    try {
      if (base === undefined) new URL(e.input); else new URL(e.input, base);
    } catch (err) {
      threw = err instanceof TypeError;
    }
    if (!threw) problems.push('constructor did not throw TypeError');
    if (canParse) problems.push('canParse true');
    if (parsed !== null) problems.push('URL.parse not null');
    return problems.join('; ');
  }
  let url: Any;
  try {
    url = base === undefined ? new URL(e.input) : new URL(e.input, base);
  } catch (err) {
    return 'threw ' + String(err);
  }
  for (let i = 0; i < COMPONENTS.length; i++) {
    const c = COMPONENTS[i];
    if (e[c] !== undefined && url[c] !== e[c]) problems.push(c + ': ' + show(url[c]) + ' != ' + show(e[c]));
  }
  if (e.origin !== undefined && url.origin !== e.origin) problems.push('origin: ' + show(url.origin) + ' != ' + show(e.origin));
  if (e.searchParams !== undefined && url.searchParams.toString() !== e.searchParams) {
    problems.push('searchParams: ' + show(url.searchParams.toString()) + ' != ' + show(e.searchParams));
  }
  if (!canParse) problems.push('canParse false');
  if (parsed === null || parsed.href !== url.href) problems.push('URL.parse disagrees');
  if (url.toString() !== url.href || url.toJSON() !== url.href) problems.push('toString/toJSON');
  const again = URL.parse(url.href);
  if (again === null || again.href !== url.href) problems.push('href does not round-trip: ' + show(again && again.href));
  return problems.join('; ');
}

function runUrltestdata(URL: Any): Suite {
  const s = suite('urltestdata.json');
  for (let i = 0; i < URLTESTDATA.length; i++) {
    const e = URLTESTDATA[i];
    if (typeof e === 'string') continue;
    let problem: string;
    try { problem = checkEntry(URL, e); } catch (err) { problem = 'threw ' + String(err); }
    check(s, show([e.input, e.base]), problem);
  }
  return s;
}

/** setters_tests.json: set one attribute, compare the expected attributes, re-parse href. */
function runSetters(URL: Any): Suite {
  const s = suite('setters_tests.json');
  for (const attr in SETTERS) {
    if (attr === 'comment' || !Object.prototype.hasOwnProperty.call(SETTERS, attr)) continue;
    const list = SETTERS[attr];
    for (let i = 0; i < list.length; i++) {
      const c = list[i];
      const problems: string[] = [];
      try {
        const url = new URL(c.href);
        url[attr] = c.new_value;
        for (const k in c.expected) {
          if (Object.prototype.hasOwnProperty.call(c.expected, k) && url[k] !== c.expected[k]) {
            problems.push(k + ': ' + show(url[k]) + ' != ' + show(c.expected[k]));
          }
        }
        const again = URL.parse(url.href);
        if (again === null || again.href !== url.href) problems.push('href does not round-trip: ' + show(url.href));
      } catch (err) {
        problems.push('threw ' + String(err));
      }
      check(s, show([attr, c.href, c.new_value]), problems.join('; '));
    }
  }
  return s;
}

/** Engine features some URLSearchParams cases need to be expressed at all (see usp-needs.json). */
function features(): { [name: string]: boolean } {
  const sym = typeof G.Symbol === 'function' && typeof G.Symbol.iterator === 'symbol';
  const iteration = sym && typeof ([] as Any)[G.Symbol.iterator] === 'function';
  let tag = false;
  if (sym && typeof G.Symbol.toStringTag === 'symbol') {
    const o: Any = {};
    o[G.Symbol.toStringTag] = 'T';
    tag = Object.prototype.toString.call(o) === '[object T]';
  }
  // ES2015 [[OwnPropertyKeys]] order (integer keys ascending, then string keys in creation order)
  // for the key sets of the cases that need it. ES5 leaves the order to the engine: Rhino's default
  // version keeps insertion order for integer keys too, and V8 3.14 (Node 0.10) orders some
  // literals by string hash, with a hash seed drawn per process.
  const keys = (o: object) => Object.getOwnPropertyNames(o).join('|');
  const order = keys({ b: 1, 2: 1, 1: 1, a: 1 }) === '1|2|b|a' && keys({ length: 1, 0: 1 }) === '0|length' &&
    keys({ 'a+b': 1, '?c': 1 }) === 'a+b|?c' && keys({ '\ud800': 1, a: 1, '\udc00': 1 }) === '\ud800|a|\udc00' &&
    keys({ '\ufffd': 1, '\udbff': 1 }) === '\ufffd|\udbff';
  return {
    Symbol: sym,
    iteration,
    'Symbol.toStringTag': tag,
    'ES2015 property order': order,
    Map: iteration && typeof G.Map === 'function' && typeof G.Map.prototype[G.Symbol.iterator] === 'function',
    Set: iteration && typeof G.Set === 'function' && typeof G.Set.prototype[G.Symbol.iterator] === 'function',
  };
}

/** The outcome of a case, as harness.ts `outcome` computes it. */
function outcome(run: (P: Any) => unknown, P: Any): unknown {
  try {
    return run(P);
  } catch (e) {
    return { throws: errorName(e) };
  }
}

/**
 * cases.ts with the expectations computed by Node at build time (USP_EXPECT, by name), plus
 * es5-cases.ts. A case needing a feature the engine lacks (USP_NEEDS) is run but not counted: it
 * is reported as not applicable, or as stale if it passes anyway.
 */
function runSearchParams(P: Any, U: Any): Suite {
  const s = suite('urlsearchparams');
  const have = features();
  const missing: { [feature: string]: number } = {};
  const stale: string[] = [];
  for (let i = 0; i < cases.length; i++) {
    const c = cases[i];
    if (!Object.prototype.hasOwnProperty.call(USP_EXPECT, c.name)) {
      check(s, c.name, 'no build-time expectation under this name (names differ on this engine)');
      continue;
    }
    const expected = USP_EXPECT[c.name];
    const got = outcome(c.run, P);
    const ok = same(got, expected);
    const needs: string[] = Object.prototype.hasOwnProperty.call(USP_NEEDS, c.name) ? USP_NEEDS[c.name][0] : [];
    let lacking = '';
    for (let k = 0; k < needs.length; k++) if (!have[needs[k]]) { lacking = needs[k]; break; }
    if (lacking !== '') {
      s.notApplicable++;
      missing[lacking] = (missing[lacking] || 0) + 1;
      if (ok) stale.push(c.name);
      continue;
    }
    check(s, c.name, ok ? '' : 'got ' + show(got) + ', expected ' + show(expected));
  }
  const es5 = es5Cases(U);
  for (let i = 0; i < es5.length; i++) {
    const c = es5[i];
    const got = outcome(c.run, P);
    check(s, 'es5: ' + c.name, same(got, c.expect) ? '' : 'got ' + show(got) + ', expected ' + show(c.expect));
  }
  const parts: string[] = [];
  for (const f in missing) if (Object.prototype.hasOwnProperty.call(missing, f)) parts.push(missing[f] + ' need ' + f);
  if (parts.length) s.details.push('not applicable (the engine lacks the feature): ' + parts.join(', '));
  // A feature whose absence makes results vary from run to run cannot be checked for staleness.
  for (let i = 0; i < stale.length; i++) {
    if (USP_NEEDS[stale[i]][0][0] === 'ES2015 property order') continue;
    s.failed++;
    s.details.push(stale[i] + ': listed in usp-needs.json, yet passes on an engine without the feature');
  }
  return s;
}

/**
 * True for this library's URL class: the message of its brand check, which no engine's own URL
 * uses. (Its instances have no key to look for: their state is in private fields, or in the
 * <script> builds in non-enumerable properties.)
 */
function isOurs(URL: Any): boolean {
  const d = Object.getOwnPropertyDescriptor(URL.prototype, 'search');
  try {
    (d as PropertyDescriptor).set!.call({}, '?x');
  } catch (e) {
    return /'this' is not a URL$/.test(String(e && (e as Error).message));
  }
  return false;
}

/** The own keys of a URL and a URLSearchParams that for-in or Object.keys show (native: none). */
function visibleOwnKeys(URL: Any, P: Any): string[] {
  const seen: string[] = [];
  const objects: object[] = [new URL('http://a/?q'), new P('a=1')];
  for (let i = 0; i < objects.length; i++) {
    for (const k in objects[i]) if (Object.prototype.hasOwnProperty.call(objects[i], k)) seen.push(k);
    const keys = Object.keys(objects[i]);
    for (let j = 0; j < keys.length; j++) seen.push(keys[j]);
  }
  return seen;
}

/**
 * Runs every suite against `impl` (an ES module's classes), else against the global object's;
 * prints each suite's counts, then "RESULT <passed>/<total> ...".
 */
export function main(impl?: { URL: unknown; URLSearchParams: unknown }): string {
  const URL: Any = impl ? impl.URL : G.URL, P: Any = impl ? impl.URLSearchParams : G.URLSearchParams;
  const suites: Suite[] = [];
  if (typeof URL !== 'function' || typeof P !== 'function') {
    out('no URL / URLSearchParams installed');
    out('RESULT 0/1 failed 1');
    return lines.join('\n');
  }
  // The runner tests this library's classes (isOurs), not an engine's.
  const ours = isOurs(URL);
  out('implementation: ' + (ours ? (impl ? 'iri-url (ES module)' : 'iri-url polyfill') : 'NOT iri-url (native?)'));
  suites.push(runUrltestdata(URL), runSetters(URL), runSearchParams(P, URL));
  let passed = 0, failed = ours ? 0 : 1, na = 0;
  const visible = visibleOwnKeys(URL, P);
  if (visible.length > 0) {
    failed++;
    out('own keys visible on instances: ' + visible.join(', '));
  }
  for (let i = 0; i < suites.length; i++) {
    const s = suites[i];
    passed += s.passed;
    failed += s.failed;
    na += s.notApplicable;
    out('[' + s.name + '] ' + (s.passed + s.failed) + ' cases: passed ' + s.passed + ', failed ' + s.failed +
      (s.notApplicable ? ', not applicable ' + s.notApplicable : ''));
    for (let k = 0; k < s.details.length; k++) out('  ' + s.details[k]);
  }
  out('RESULT ' + passed + '/' + (passed + failed) + ' failed ' + failed + ' not-applicable ' + na);
  return lines.join('\n');
}
