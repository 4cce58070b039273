// The runtime-matrix runner for URLPattern: WPT urlpatterntestdata.json and
// urlpattern-compare-test-data.json, checked as WPT does (../urlpattern/wpt-harness.ts), against
// the URLPattern that dist/urlpattern-polyfill.js installed (and the URL of dist/polyfill.js,
// which the harness uses for the expected components of a base URL). Compiled to ES5 by
// scripts/build-runtime-runner.mjs with its data inlined. A case that needs custom regexp groups
// (hasRegExpGroups, as computed by Node) and fails on an engine without the RegExp "v" flag, or
// whose RegExp rejects the generated regexp, is counted as not applicable, with the reason (our
// TypeError for a group the engine's regexps cannot express, or what differs).
import { caseName, checkCompareCase, checkPatternCase } from '../urlpattern/wpt-harness';
import { URLPATTERN_DATA, URLPATTERN_COMPARE, URLPATTERN_NEEDS_REGEXP } from 'urlpattern-data';

declare const print: ((s: string) => void) | undefined;
declare const console: { log(s: string): void } | undefined;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
const G: Any = typeof globalThis === 'object' ? globalThis : Function('return this')();

const lines: string[] = [];
declare const window: object | undefined;
function out(s: string): void {
  const t = s.replace(/[^\x20-\x7e]/g, (ch) => {
    const h = '000' + ch.charCodeAt(0).toString(16);
    return '\\u' + h.slice(h.length - 4);
  });
  lines.push(t);
  if (typeof window === 'object') return; // a page: the report is read from the global (window.print prints)
  if (typeof print === 'function') print(t);
  else if (typeof console === 'object' && console) console.log(t);
}

function hasFlag(f: string): boolean {
  try {
    new RegExp('', f);
    return true;
  } catch (e) {
    return false;
  }
}

function copy(v: unknown): Any {
  return JSON.parse(JSON.stringify(v));
}

/** Runs both files against `impl` (an ES module's classes), else against the global object's. */
export function main(impl?: { URLPattern: unknown; URL: unknown }): string {
  const P = impl ? impl.URLPattern as Any : G.URLPattern, U = impl ? impl.URL as Any : G.URL;
  if (typeof P !== 'function' || typeof U !== 'function') {
    out('URLPATTERN RESULT 0/1 failed 1 not-applicable 0 (no URLPattern or URL installed)');
    return lines.join('\n');
  }
  const flags = hasFlag('v') ? 'v' : hasFlag('u') ? 'u' : 'none (ES5)';
  out('regexp flags: ' + flags);
  let passed = 0, failed = 0, na = 0;
  const data: Any[] = URLPATTERN_DATA;
  for (let i = 0; i < data.length; i++) {
    let problem: string | null;
    try {
      problem = checkPatternCase(P, U, copy(data[i]));
    } catch (e) {
      problem = 'threw ' + String(e);
    }
    if (problem === null) passed++;
    else if (URLPATTERN_NEEDS_REGEXP[i] && (flags !== 'v' || problem.indexOf('invalid regular expression') >= 0)) {
      // Without "v", or where the engine's own RegExp rejects the generated regexp under "v"
      // (QuickJS 2025-09-13 rejects "(.com/)" with "invalid character in class").
      na++;
      out('n/a (custom regexp group; flags ' + flags + '): ' + caseName(data[i]) + ': ' + problem);
    } else {
      failed++;
      out('FAIL ' + caseName(data[i]) + ': ' + problem);
    }
  }
  const compare: Any[] = URLPATTERN_COMPARE;
  for (let i = 0; i < compare.length; i++) {
    let problem: string | null;
    try {
      problem = checkCompareCase(P, copy(compare[i]));
    } catch (e) {
      problem = 'threw ' + String(e);
    }
    if (problem === null) passed++;
    else {
      failed++;
      out('FAIL compare ' + JSON.stringify(compare[i]) + ': ' + problem);
    }
  }
  const line = 'URLPATTERN RESULT ' + passed + '/' + (passed + failed) + ' failed ' + failed + ' not-applicable ' + na;
  out(line);
  return lines.join('\n');
}
