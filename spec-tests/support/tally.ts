// Shared bookkeeping for conformance runners: every case is counted as passed, failed or
// expected-fail (listed, with one reason, in the suite's expected-failures file). A listed case
// that passes is reported too, so the list cannot go stale.
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
/** ../shared/conformance beside the repository (a missing file fails the run). */
export const conformanceDir = resolve(here, '../../../shared/conformance');

export function readConformance(rel: string): string {
  const file = join(conformanceDir, rel);
  if (!existsSync(file)) throw new Error(`conformance data missing: ${file} (see README: ../shared must sit beside the repository)`);
  return readFileSync(file, 'utf8');
}

export function readConformanceJSON<T = unknown>(rel: string): T {
  return JSON.parse(readConformance(rel)) as T;
}

/** Expected failures: { "<case key>": "<reason>" }. */
export function readExpectedFailures(file: string): Record<string, string> {
  if (!existsSync(file)) throw new Error(`expected-failures file missing: ${file}`);
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  for (const k of Object.keys(data)) {
    if (typeof data[k] !== 'string' || data[k].length === 0) throw new Error(`expected failure without a reason: ${k}`);
  }
  return data;
}

export class Tally {
  passed = 0;
  failed: string[] = [];
  expectedFail = 0;
  unexpectedPass: string[] = [];
  private seen = new Set<string>();

  constructor(readonly suite: string, readonly expected: Record<string, string> = {}) {}

  /** Records one case; `detail` describes a failure. */
  check(key: string, ok: boolean, detail = ''): void {
    this.seen.add(key);
    const listed = Object.prototype.hasOwnProperty.call(this.expected, key);
    if (ok) {
      if (listed) this.unexpectedPass.push(key);
      else this.passed++;
    } else if (listed) {
      this.expectedFail++;
    } else {
      this.failed.push(detail ? `${key}: ${detail}` : key);
    }
  }

  /** Prints the counts; returns the problems (failures, stale or unknown expected failures). */
  finish(): string[] {
    const unknown = Object.keys(this.expected).filter((k) => !this.seen.has(k));
    const total = this.passed + this.failed.length + this.expectedFail + this.unexpectedPass.length;
    console.log(
      `[${this.suite}] ${total} cases: passed ${this.passed}, failed ${this.failed.length}, expected-fail ${this.expectedFail}` +
        (this.unexpectedPass.length ? `, listed-but-passed ${this.unexpectedPass.length}` : '') +
        (unknown.length ? `, listed-but-unknown ${unknown.length}` : ''),
    );
    return [
      ...this.failed,
      ...this.unexpectedPass.map((k) => `${k}: listed as expected failure but passed (remove it from the list)`),
      ...unknown.map((k) => `${k}: listed as expected failure but no such case`),
    ];
  }
}
