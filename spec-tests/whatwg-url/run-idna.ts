// WPT url/resources/toascii.json and IdnaTestV2.json through URL (as WPT's toascii.window.js and
// IdnaTestV2.window.js use them: host, hostname, pathname and href of https://<input>/x, and the
// host and hostname setters), plus IdnaTestV2-unicode-15.1.0.json with the URL Standard's
// current ASCII rule applied. WPT's IdnaTestV2.json and toascii.json are Unicode 17.0.0 data,
// the shipped tables' version: there nothing is exempted. On the 15.1.0 tables (a build option,
// vitest project unicode-15.1.0) the exemptions are causal: a case may be listed only when it
// fails with the 15.1.0 tables and passes with the 17.0.0 tables (a second copy of the library,
// loaded on them), and this runner checks both for every entry; the reason names the first code
// point whose UTS #46 data differ (../support/unicode-version-diff.ts).
import { writeFileSync } from 'node:fs';
import { URL } from '../../lib/index';
import { Tally, readConformanceJSON, readExpectedFailures } from '../support/tally';
import { versionDifference } from '../support/unicode-version-diff';
import { latestUnicodeVersion, tableVersion } from '../support/unicode-tables';

type URLClass = typeof URL;

interface HostCase {
  input: string;
  output: string | null;
  comment?: string;
}

function hex(cp: number): string {
  return 'U+' + cp.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * IdnaTestV2.window.js: ":", "/", "?", "#" and "\\" are percent-encoded so that they reach the
 * host parser instead of ending the host.
 */
function encodeHostEndingCodePoints(input: string): string {
  return input.replace(/[:/?#\\]/g, (c) => encodeURIComponent(c));
}

/** WPT toascii.window.js / IdnaTestV2.window.js checks for one case; '' when it passes. */
function checkHost(c: HostCase, withSetters: boolean, URLImpl: URLClass = URL): string {
  const problems: string[] = [];
  let url: URL | null = null;
  try {
    url = new URLImpl(`https://${withSetters ? c.input : encodeHostEndingCodePoints(c.input)}/x`);
  } catch (e) {
    url = null;
  }
  if (c.output === null) {
    if (url !== null) problems.push(`parsed as ${url.href}`);
  } else if (url === null) {
    problems.push('failed');
  } else {
    if (url.host !== c.output) problems.push(`host ${url.host}`);
    if (url.hostname !== c.output) problems.push(`hostname ${url.hostname}`);
    if (url.pathname !== '/x') problems.push(`pathname ${url.pathname}`);
    if (url.href !== `https://${c.output}/x`) problems.push(`href ${url.href}`);
  }
  if (withSetters) {
    for (const attr of ['host', 'hostname'] as const) {
      const u = new URLImpl('https://x/x');
      u[attr] = c.input;
      const expected = c.output === null ? 'x' : c.output;
      if (u[attr] !== expected) problems.push(`${attr} setter gave ${u[attr]}`);
    }
  }
  return problems.join('; ');
}

/**
 * Runs a file. `latest` is URL on the latest tables (lib/index.ts loaded with
 * onVersion(latestUnicodeVersion)): every listed entry must pass with it.
 */
export function runHostSuite(file: string, expectedFile: string, withSetters: boolean, asciiRule: boolean, latest: URLClass): string[] {
  const data = readConformanceJSON<(HostCase | string)[]>(file);
  const expectedPath = new globalThis.URL(expectedFile, import.meta.url).pathname;
  const exemptionsApply = tableVersion !== latestUnicodeVersion;
  if (process.env.UPDATE_VERSION_EXEMPTIONS && exemptionsApply) writeExemptions(data, expectedPath, withSetters, asciiRule, latest);
  const expected = exemptionsApply ? readExpectedFailures(expectedPath) : {};
  const tally = new Tally(file, expected);
  const problems: string[] = [];
  for (const entry of data) {
    if (typeof entry === 'string') continue;
    // IdnaTestV2.window.js: the empty input cannot be tested through new URL().
    if (entry.input === '') continue;
    // The 2026 URL Standard change: an all-ASCII domain without a forbidden domain code point
    // is lowercased without UTS #46 (URL §3.3 domain parser step 5).
    const c = applyAsciiRule(entry, asciiRule);
    const key = JSON.stringify(c.input);
    const problem = checkHost(c, withSetters);
    tally.check(key, problem === '', problem);
    if (Object.prototype.hasOwnProperty.call(expected, key)) {
      // Causal: it fails here (the tally checks that) and passes with the latest tables.
      const latestProblem = checkHost(c, withSetters, latest);
      if (latestProblem !== '') problems.push(`${key}: listed as a Unicode version failure but fails with the ${latestUnicodeVersion} tables too: ${latestProblem}`);
      const cp = versionDifference(c.input);
      const reason = expected[key];
      if (cp === null) problems.push(`${key}: listed as a Unicode version difference but no code point differs`);
      else if (reason.indexOf(hex(cp)) < 0) problems.push(`${key}: reason must name ${hex(cp)}: ${reason}`);
    }
  }
  return [...tally.finish(), ...problems];
}

function applyAsciiRule(c: HostCase, asciiRule: boolean): HostCase {
  if (asciiRule && /^[\x00-\x7f]*$/.test(c.input) && !/[\x00-\x20#/:<>?@[\\\]^|%\x7f]/.test(c.input)) {
    return { input: c.input, output: c.input.toLowerCase() };
  }
  return c;
}

/**
 * UPDATE_VERSION_EXEMPTIONS=1 (in the unicode-15.1.0 project) rewrites the expected-failures file
 * mechanically: a case is listed only when it fails with this run's tables and passes with the latest tables; any other
 * failure stays a failure.
 */
function writeExemptions(data: (HostCase | string)[], path: string, withSetters: boolean, asciiRule: boolean, latest: URLClass): void {
  const out: Record<string, string> = {};
  for (const entry of data) {
    if (typeof entry === 'string' || entry.input === '') continue;
    const c = applyAsciiRule(entry, asciiRule);
    if (checkHost(c, withSetters) === '' || checkHost(c, withSetters, latest) !== '') continue;
    const cp = versionDifference(c.input);
    if (cp !== null) {
      out[JSON.stringify(c.input)] =
        `Unicode version: fails with the ${tableVersion} tables, passes with the ${latestUnicodeVersion} tables; ${hex(cp)} has different UTS #46 data in the two`;
    }
  }
  writeFileSync(path, JSON.stringify(out, null, 2) + '\n');
}

