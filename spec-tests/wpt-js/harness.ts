// A small host for WPT's own `.any.js` test files (../shared/conformance/wpt-js, pinned per file
// in its README): testharness.js runs unchanged in this realm, in its shell environment (no
// document, no worker scope), with what wptserve and a browser would give it, and nothing more:
// - `self` (the global object), `GLOBAL` (the .any.js wrapper's isWindow/isWorker/isShadowRealm,
//   all false: a shell), `location` (an empty query, so subset-tests-by-key runs every case);
// - `fetch` of the test's resources from files: `resources/X.json` next to the test, else from
//   ../wpt (url) or ../wpt-urlpattern (urlpattern); `/interfaces/X.idl`; a missing file rejects;
// - `// META: script=` files first (a leading `/` is the folder's root; `/resources/WebIDLParser.js`
//   is webidl2.js, as wptserve serves it), each as a script of its own at the global scope;
// - the classes under test as the global URL, URLSearchParams and URLPattern, defined as Web IDL
//   defines interface objects (writable, configurable, not enumerable).
// The same realm as the library, so that `assert_throws_js(TypeError, …)` sees our TypeError.
// Every global it adds or changes is put back when the file has run.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import vm from 'node:vm';
import { conformanceDir } from '../support/tally';

export const wptJsDir = join(conformanceDir, 'wpt-js');

export interface Subtest { name: string; status: 'PASS' | 'FAIL' | 'TIMEOUT' | 'NOTRUN' | 'PRECONDITION_FAILED'; message: string }
export interface FileRun { harness: 'OK' | 'ERROR' | 'TIMEOUT' | 'PRECONDITION_FAILED'; harnessMessage: string; tests: Subtest[] }

const TEST_STATUS: Subtest['status'][] = ['PASS', 'FAIL', 'TIMEOUT', 'NOTRUN', 'PRECONDITION_FAILED'];
const HARNESS_STATUS: FileRun['harness'][] = ['OK', 'ERROR', 'TIMEOUT', 'PRECONDITION_FAILED'];

function read(file: string): string {
  if (!existsSync(file)) throw new Error(`WPT file missing: ${file} (../shared must sit beside the repository)`);
  return readFileSync(file, 'utf8');
}

/** `// META: script=` paths of a test file, as files. */
function metaScripts(testFile: string, text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/^\/\/ META: script=(\S+)\s*$/gm)) {
    const p = m[1] === '/resources/WebIDLParser.js' ? '/resources/webidl2/lib/webidl2.js' : m[1];
    out.push(p.startsWith('/') ? join(wptJsDir, p) : join(dirname(testFile), p));
  }
  return out;
}

/** The file a test's fetch(path) reads: see the header. */
function resourceFile(testRel: string, path: string): string {
  if (path.startsWith('/')) return join(wptJsDir, path);
  const folder = posix.dirname(testRel);
  const local = join(wptJsDir, folder, path);
  if (existsSync(local)) return local;
  const name = posix.basename(path);
  return join(conformanceDir, folder === 'urlpattern' ? 'wpt-urlpattern' : 'wpt', name);
}

function fakeFetch(testRel: string) {
  return (path: unknown): Promise<unknown> => {
    const file = resourceFile(testRel, String(path));
    if (!existsSync(file)) return Promise.reject(new Error(`fetch: no file for ${String(path)} (looked for ${file})`));
    const text = readFileSync(file, 'utf8');
    return Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve(text), json: () => Promise.resolve(JSON.parse(text)) });
  };
}

/**
 * Runs one WPT file (`url/x.any.js`, relative to wpt-js/) with `classes` as the globals; resolves
 * when testharness.js calls its completion callbacks.
 */
export function runWptFile(testRel: string, classes: Record<string, unknown>): Promise<FileRun> {
  const testFile = join(wptJsDir, testRel);
  const text = read(testFile);
  const scripts = [...metaScripts(testFile, text), testFile].map((f) => ({ file: f, code: read(f) }));
  const harness = read(join(wptJsDir, 'resources/testharness.js'));
  const g = globalThis as unknown as Record<string, unknown>;
  const before = new Map<string | symbol, PropertyDescriptor | undefined>();
  for (const k of Reflect.ownKeys(g)) before.set(k, Object.getOwnPropertyDescriptor(g, k));
  // The globals the harness and the scripts add while they load (synchronously); others that
  // appear later belong to the test runner and stay.
  let added: Array<string | symbol> = [];
  const restore = () => {
    // (A script's top-level function declarations are not deletable: they stay, and the next
    // file's scripts may declare them again.)
    for (const k of added) Reflect.deleteProperty(g, k);
    for (const [k, d] of before) {
      const now = Object.getOwnPropertyDescriptor(g, k);
      if (d && (!now || now.value !== d.value || now.get !== d.get)) Object.defineProperty(g, k, d);
    }
  };
  const define = (name: string, value: unknown) => Object.defineProperty(g, name, { value, writable: true, enumerable: false, configurable: true });
  return new Promise<FileRun>((resolve, reject) => {
    try {
      define('self', g);
      define('GLOBAL', { isWindow: () => false, isWorker: () => false, isShadowRealm: () => false });
      define('location', { search: '', pathname: '/' + testRel, href: 'http://web-platform.test/' + testRel });
      define('fetch', fakeFetch(testRel));
      for (const name of Object.keys(classes)) define(name, classes[name]);
      vm.runInThisContext(harness, { filename: 'resources/testharness.js' });
      (g.add_completion_callback as (f: (tests: unknown[], status: { status: number; message: string | null }) => void) => void)((tests, status) => {
        const run: FileRun = {
          harness: HARNESS_STATUS[status.status],
          harnessMessage: status.message || '',
          tests: (tests as Array<{ name: string; status: number; message: string | null }>).map((t) => ({
            name: t.name, status: TEST_STATUS[t.status], message: t.message || '',
          })),
        };
        // After testharness.js has finished its own callbacks.
        Promise.resolve().then(() => { restore(); resolve(run); }).catch(reject);
      });
      try {
        for (const s of scripts) vm.runInThisContext(s.code, { filename: posix.relative(wptJsDir, s.file) });
      } finally {
        added = Reflect.ownKeys(g).filter((k) => !before.has(k));
      }
    } catch (e) {
      restore();
      reject(e);
    }
  });
}
