// The runtime-matrix runner's IRI and IDNA suites, for the ES module build: RFC 3986 §5.4.1 and
// §5.4.2 (every example, read from ../shared/specs/rfc3986.txt by the builder) through IRI in
// both RFC modes, strict and non-strict; WPT toascii.json and IdnaTestV2.json through URL, as
// ../whatwg-url/run-idna.ts checks them, with the same expected-failures files (cases that fail
// on the shipped Unicode tables only; each listed case must still fail here).
import { IRI_EXAMPLES, IRI_BASE, TOASCII, IDNATESTV2, TOASCII_EXPECTED, IDNATESTV2_EXPECTED } from 'iri-idna-data';

declare const print: ((s: string) => void) | undefined;
declare const console: { log(s: string): void } | undefined;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

const lines: string[] = [];
function out(s: string): void {
  const t = s.replace(/[^\x20-\x7e]/g, (ch) => {
    const h = '000' + ch.charCodeAt(0).toString(16);
    return '\\u' + h.slice(h.length - 4);
  });
  lines.push(t);
  if (typeof print === 'function') print(t);
  else if (typeof console === 'object' && console) console.log(t);
}

interface Count { passed: number; failed: number; expected: number }

function tally(c: Count, name: string, key: string, problem: string, listed: boolean): void {
  if (listed) {
    if (problem === '') {
      c.failed++;
      out('FAIL ' + name + ' ' + key + ': listed as an expected failure, yet passes');
    } else c.expected++;
  } else if (problem === '') c.passed++;
  else {
    c.failed++;
    out('FAIL ' + name + ' ' + key + ': ' + problem);
  }
}

/** RFC 3986 §5.4: IRI.resolve and new IRI(ref, base) in each RFC mode, strict and non-strict. */
function runIri(IRI: Any, c: Count): void {
  const modes = ['rfc3986', 'rfc3987'];
  for (let m = 0; m < modes.length; m++) {
    for (let i = 0; i < IRI_EXAMPLES.length; i++) {
      const e = IRI_EXAMPLES[i];
      const problems: string[] = [];
      try {
        const mode = modes[m];
        if (IRI.resolve(IRI_BASE, e.ref, { mode }) !== e.strict) problems.push('IRI.resolve');
        if (new IRI(e.ref, IRI_BASE, { mode }).href !== e.strict) problems.push('new IRI');
        if (IRI.resolve(IRI_BASE, e.ref, { mode, nonStrictResolution: true }) !== e.nonStrict) problems.push('IRI.resolve non-strict');
        if (new IRI(e.ref, IRI_BASE, { mode, nonStrictResolution: true }).href !== e.nonStrict) problems.push('new IRI non-strict');
      } catch (err) {
        problems.push('threw ' + String(err));
      }
      tally(c, 'RFC 3986 §5.4 ' + modes[m], JSON.stringify(e.ref), problems.join('; '), false);
    }
  }
}

/** WPT toascii.window.js / IdnaTestV2.window.js for one case, as run-idna.ts checkHost. */
function checkHost(URL: Any, e: Any, withSetters: boolean): string {
  const problems: string[] = [];
  let url: Any = null;
  try {
    url = new URL('https://' + (withSetters ? e.input : e.input.replace(/[:/?#\\]/g, encodeURIComponent)) + '/x');
  } catch (err) {
    url = null;
  }
  if (e.output === null) {
    if (url !== null) problems.push('parsed as ' + url.href);
  } else if (url === null) problems.push('failed');
  else {
    if (url.host !== e.output) problems.push('host ' + url.host);
    if (url.hostname !== e.output) problems.push('hostname ' + url.hostname);
    if (url.pathname !== '/x') problems.push('pathname ' + url.pathname);
    if (url.href !== 'https://' + e.output + '/x') problems.push('href ' + url.href);
  }
  if (withSetters) {
    const attrs = ['host', 'hostname'];
    for (let i = 0; i < attrs.length; i++) {
      const u = new URL('https://x/x');
      u[attrs[i]] = e.input;
      const want = e.output === null ? 'x' : e.output;
      if (u[attrs[i]] !== want) problems.push(attrs[i] + ' setter gave ' + u[attrs[i]]);
    }
  }
  return problems.join('; ');
}

function runHosts(URL: Any, name: string, data: Any[], expected: { [key: string]: string }, withSetters: boolean, c: Count): void {
  for (let i = 0; i < data.length; i++) {
    const e = data[i];
    // IdnaTestV2.window.js: comments, and the empty input (it cannot be tested through new URL()).
    if (typeof e === 'string' || e.input === '') continue;
    const key = JSON.stringify(e.input);
    let problem: string;
    try { problem = checkHost(URL, e, withSetters); } catch (err) { problem = 'threw ' + String(err); }
    tally(c, name, key, problem, Object.prototype.hasOwnProperty.call(expected, key));
  }
}

/** Prints each suite's counts, then "IRI+IDNA RESULT <passed>/<total> failed <n> expected-failures <n>". */
export function main(impl: { URL: unknown; IRI: unknown }): string {
  const all: Count = { passed: 0, failed: 0, expected: 0 };
  const suites: [string, (c: Count) => void][] = [
    ['RFC 3986 §5.4 through IRI', (c) => runIri(impl.IRI, c)],
    ['WPT toascii.json', (c) => runHosts(impl.URL, 'toascii.json', TOASCII, TOASCII_EXPECTED, true, c)],
    ['WPT IdnaTestV2.json', (c) => runHosts(impl.URL, 'IdnaTestV2.json', IDNATESTV2, IDNATESTV2_EXPECTED, false, c)],
  ];
  for (let i = 0; i < suites.length; i++) {
    const c: Count = { passed: 0, failed: 0, expected: 0 };
    suites[i][1](c);
    out('[' + suites[i][0] + '] ' + (c.passed + c.failed + c.expected) + ' cases: passed ' + c.passed + ', failed ' + c.failed +
      (c.expected ? ', expected failures ' + c.expected : ''));
    all.passed += c.passed;
    all.failed += c.failed;
    all.expected += c.expected;
  }
  out('IRI+IDNA RESULT ' + all.passed + '/' + (all.passed + all.failed) + ' failed ' + all.failed + ' expected-failures ' + all.expected);
  return lines.join('\n');
}
