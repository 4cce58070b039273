// The checks of WPT's urlpattern/resources/urlpatterntests.js for one case of
// urlpatterntestdata.json or urlpattern-compare-test-data.json, written in ES5 (no dependency)
// so that the Node suite and the runtime matrix (spec-tests/runtimes, on every engine) share it.
// Returns null when the case passes, else what differs.

/* eslint-disable @typescript-eslint/no-explicit-any */
type Ctor = any;

const COMPONENTS = ['protocol', 'username', 'password', 'hostname', 'port', 'pathname', 'search', 'hash'];
const EARLIER: { [k: string]: string[] } = {
  protocol: [],
  hostname: ['protocol'],
  port: ['protocol', 'hostname'],
  username: [],
  password: [],
  pathname: ['protocol', 'hostname', 'port'],
  search: ['protocol', 'hostname', 'port', 'pathname'],
  hash: ['protocol', 'hostname', 'port', 'pathname', 'search'],
};

function show(v: unknown): string {
  if (v === undefined) return 'undefined';
  try {
    return JSON.stringify(v);
  } catch (e) {
    return String(v);
  }
}

function construct(C: Ctor, args: unknown[]): any {
  if (args.length === 0) return new C();
  if (args.length === 1) return new C(args[0]);
  if (args.length === 2) return new C(args[0], args[1]);
  return new C(args[0], args[1], args[2]);
}

function call(p: any, method: string, args: unknown[]): any {
  return p[method].apply(p, args);
}

function throwsTypeError(f: () => void): boolean {
  try {
    f();
  } catch (e) {
    return e instanceof TypeError;
  }
  return false;
}

function contains(list: string[] | undefined, x: string): boolean {
  if (!list) return false;
  for (let i = 0; i < list.length; i++) if (list[i] === x) return true;
  return false;
}

/** WPT's assert_object_equals on a component result ({ input, groups }). */
function sameComponentResult(actual: any, expected: any): boolean {
  if (typeof actual !== 'object' || actual === null) return false;
  const ak = Object.keys(actual).sort(), ek = Object.keys(expected).sort();
  if (ak.join() !== ek.join()) return false;
  if (actual.input !== expected.input) return false;
  const ag = actual.groups, eg = expected.groups;
  if (typeof ag !== 'object' || ag === null) return false;
  const agk = Object.keys(ag).sort(), egk = Object.keys(eg).sort();
  if (agk.join('\u0000') !== egk.join('\u0000')) return false;
  for (let i = 0; i < egk.length; i++) if (ag[egk[i]] !== eg[egk[i]]) return false;
  return true;
}

/** One urlpatterntestdata.json entry; `URLClass` computes the expected components from a base URL. */
export function checkPatternCase(URLPattern: Ctor, URLClass: Ctor, entry: any): string | null {
  const patternArgs: unknown[] = entry.pattern;
  if (entry.expected_obj === 'error') {
    return throwsTypeError(function () { construct(URLPattern, patternArgs); }) ? null : 'constructor did not throw a TypeError';
  }
  let pattern: any;
  try {
    pattern = construct(URLPattern, patternArgs);
  } catch (e) {
    return 'constructor threw ' + String(e);
  }
  const expectedObj = entry.expected_obj || {};
  for (let c = 0; c < COMPONENTS.length; c++) {
    const component = COMPONENTS[c];
    let expected = expectedObj[component];
    if (expected === undefined || expected === null) {
      let baseURL: any = null;
      const first: any = patternArgs[0];
      if (patternArgs.length > 0 && first && typeof first === 'object' && first.baseURL) baseURL = new URLClass(first.baseURL);
      else if (patternArgs.length > 1 && typeof patternArgs[1] === 'string') baseURL = new URLClass(patternArgs[1]);
      let earlier = false;
      if (typeof first === 'object' && first) {
        for (let i = 0; i < EARLIER[component].length; i++) if (first[EARLIER[component][i]] !== undefined) earlier = true;
      }
      if (contains(entry.exactly_empty_components, component)) expected = '';
      else if (typeof first === 'object' && first && first[component]) expected = first[component];
      else if (typeof first === 'object' && first && earlier) expected = '*';
      else if (baseURL && component !== 'username' && component !== 'password') {
        let base = baseURL[component] as string;
        if (component === 'protocol') base = base.substring(0, base.length - 1);
        else if (component === 'search' || component === 'hash') base = base.substring(1, base.length);
        expected = base;
      } else expected = '*';
    }
    if (pattern[component] !== expected) return `pattern.${component} is ${show(pattern[component])}, expected ${show(expected)}`;
  }
  const inputs: unknown[] = entry.inputs;
  if (entry.expected_match === 'error') {
    if (!throwsTypeError(function () { call(pattern, 'test', inputs); })) return 'test() did not throw a TypeError';
    if (!throwsTypeError(function () { call(pattern, 'exec', inputs); })) return 'exec() did not throw a TypeError';
    return null;
  }
  let testResult: any, execResult: any;
  try {
    testResult = call(pattern, 'test', inputs);
    execResult = call(pattern, 'exec', inputs);
  } catch (e) {
    return 'test()/exec() threw ' + String(e);
  }
  if (testResult !== !!entry.expected_match) return `test() is ${show(testResult)}`;
  const expectedMatch = entry.expected_match;
  if (!expectedMatch || typeof expectedMatch !== 'object') {
    return execResult === expectedMatch ? null : `exec() is ${show(execResult)}, expected ${show(expectedMatch)}`;
  }
  if (!execResult) return 'exec() is ' + show(execResult);
  const expectedInputs: any[] = expectedMatch.inputs || inputs;
  if (!execResult.inputs || execResult.inputs.length !== expectedInputs.length) return 'exec().inputs.length differs';
  for (let i = 0; i < execResult.inputs.length; i++) {
    const input = execResult.inputs[i], expectedInput = expectedInputs[i];
    if (typeof input === 'string') {
      if (input !== expectedInput) return `exec().inputs[${i}] is ${show(input)}`;
      continue;
    }
    for (let c = 0; c < COMPONENTS.length; c++) {
      if (input[COMPONENTS[c]] !== expectedInput[COMPONENTS[c]]) return `exec().inputs[${i}].${COMPONENTS[c]} differs`;
    }
  }
  for (let c = 0; c < COMPONENTS.length; c++) {
    const component = COMPONENTS[c];
    let expected = expectedMatch[component];
    if (!expected) {
      expected = { input: '', groups: {} };
      if (!contains(entry.exactly_empty_components, component)) expected.groups['0'] = '';
    }
    const groups: any = {};
    for (const key in expected.groups) {
      if (Object.prototype.hasOwnProperty.call(expected.groups, key)) groups[key] = expected.groups[key] === null ? undefined : expected.groups[key];
    }
    const e = { input: expected.input, groups };
    if (!sameComponentResult(execResult[component], e)) return `exec().${component} is ${show(execResult[component])}, expected ${show(e)}`;
  }
  return null;
}

/** One urlpattern-compare-test-data.json entry. */
export function checkCompareCase(URLPattern: Ctor, entry: any): string | null {
  const left = new URLPattern(entry.left), right = new URLPattern(entry.right);
  const r = URLPattern.compareComponent(entry.component, left, right);
  if (r !== entry.expected) return `compareComponent is ${r}, expected ${entry.expected}`;
  const reverse = ~~(entry.expected * -1);
  if (URLPattern.compareComponent(entry.component, right, left) !== reverse) return 'reverse order differs';
  if (URLPattern.compareComponent(entry.component, left, left) !== 0) return 'left equality';
  if (URLPattern.compareComponent(entry.component, right, right) !== 0) return 'right equality';
  return null;
}

/** The name WPT gives a case. */
export function caseName(entry: any): string {
  return 'Pattern: ' + show(entry.pattern) + ' Inputs: ' + show(entry.inputs);
}
