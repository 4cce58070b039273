// WPT's own test files (../shared/conformance/wpt-js: url/*.any.js, urlpattern/*.any.js), run
// unchanged under testharness.js (harness.ts) against lib/'s URL, URLSearchParams and URLPattern.
// Each file is pinned by the commit and digest its folder's README records (checked here). Counts
// per file and in total; a failure that is real and cannot be fixed here is listed in
// expected-failures.json with its reason and the failure message it must show (checked: a listed
// subtest that passes, or fails otherwise, fails the run, as does any failure not listed). An
// entry with `unicode` applies to that table version only: the unicode-17.0.0 project runs this
// file too, where those subtests must pass.
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { URL, URLSearchParams } from '../../lib/index';
import { URLPattern } from '../../lib/urlpattern';
import { runWptFile, wptJsDir } from './harness';

/** reason; a text the failure message must contain; `unicode`: expected only on that Unicode table version. */
interface Expected { reason: string; message: string; unicode?: string }
const expectedFile = new globalThis.URL('./expected-failures.json', import.meta.url).pathname;
const allExpected = JSON.parse(readFileSync(expectedFile, 'utf8')) as Record<string, Expected>;
const unicodeVersion = process.env.IRI_URL_UNICODE;
if (!unicodeVersion) throw new Error('IRI_URL_UNICODE is not set (vitest.config.mjs sets it per project)');
const expected: Record<string, Expected> = {};
for (const [k, v] of Object.entries(allExpected)) {
  if (typeof v.reason !== 'string' || v.reason.length < 20 || typeof v.message !== 'string' || !v.message) throw new Error(`expected failure ${k}: needs a reason and the failure message`);
  if (v.unicode === undefined || v.unicode === unicodeVersion) expected[k] = v;
}

/** The README's pins: path → { commit, sha256 (16 hex digits) or bytes }. */
function readPins(): Map<string, { commit: string; sha256?: string; bytes: number }> {
  const pins = new Map<string, { commit: string; sha256?: string; bytes: number }>();
  const readme = readFileSync(join(wptJsDir, 'README.md'), 'utf8');
  for (const m of readme.matchAll(/^\| ([\w/.-]+\.(?:js|json)) \| ([0-9a-f]{40}) \| (\d+) \| (?:([0-9a-f]{16}) \|)?/gm)) {
    pins.set(m[1], { commit: m[2], bytes: Number(m[3]), sha256: m[4] });
  }
  return pins;
}

const FOLDERS = ['url', 'urlpattern'];
const files = FOLDERS.flatMap((f) => readdirSync(join(wptJsDir, f)).filter((n) => n.endsWith('.any.js')).sort().map((n) => `${f}/${n}`));
const pins = readPins();
const total = { files: 0, passed: 0, expectedFail: 0, failed: 0 };

describe('WPT .any.js files', () => {
  it('finds the folders\' test files, each pinned in the README by commit and digest', () => {
    expect(files.length).toBeGreaterThanOrEqual(25);
    for (const f of files) {
      const pin = pins.get(f);
      expect(pin, `${f}: not in wpt-js/README.md`).toBeDefined();
      const bytes = readFileSync(join(wptJsDir, f));
      expect(bytes.length, f).toBe(pin!.bytes);
      if (pin!.sha256) expect(createHash('sha256').update(bytes).digest('hex').slice(0, 16), f).toBe(pin!.sha256);
    }
  });

  for (const file of files) {
    it(file, async () => {
      const run = await runWptFile(file, { URL, URLSearchParams, URLPattern });
      const problems: string[] = [];
      if (run.harness !== 'OK') problems.push(`harness ${run.harness}: ${run.harnessMessage}`);
      let passed = 0, expectedFail = 0;
      const seen = new Set<string>();
      for (const t of run.tests) {
        const key = `${file} :: ${t.name}`;
        seen.add(key);
        const listed = expected[key];
        if (t.status === 'PASS') {
          if (listed) problems.push(`${key}: listed as an expected failure but passes (remove it)`);
          else passed++;
        } else if (listed && t.message.includes(listed.message)) {
          expectedFail++;
        } else {
          problems.push(`${key}: ${t.status} ${t.message}` + (listed ? ` (listed, but not with the message "${listed.message}")` : ''));
        }
      }
      for (const k of Object.keys(expected)) if (k.startsWith(file + ' :: ') && !seen.has(k)) problems.push(`${k}: listed but no such subtest`);
      const failed = run.tests.length - passed - expectedFail;
      total.files++;
      total.passed += passed;
      total.expectedFail += expectedFail;
      total.failed += failed;
      const pin = pins.get(file)!;
      console.log(`[wpt-js] ${file} @${pin.commit.slice(0, 10)}: ${run.tests.length} subtests: passed ${passed}, expected-fail ${expectedFail}, failed ${failed}`);
      expect(run.tests.length, file).toBeGreaterThan(0);
      expect(problems, file).toEqual([]);
    });
  }

  it('totals', () => {
    console.log(`[wpt-js] total over ${total.files} files: ${total.passed + total.expectedFail + total.failed} subtests: passed ${total.passed}, expected-fail ${total.expectedFail}, failed ${total.failed}`);
    expect(total.files).toBe(files.length);
  });
});
