#!/usr/bin/env node
// Mutation check of the WHATWG parser: applies each one-line mutation below to a copy of the
// repository's lib/ (in .cache/mutation/, beside a link to node_modules), runs the parser's test
// suites there, and lists the suites that fail; a mutation no suite catches is a gap in the
// tests. Not a CI gate (each mutation runs the suites once: minutes).
//
//   node scripts/mutation-check.mjs [index ...]      (all mutations by default)

import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** [what it breaks, file, text, replacement]: each text occurs once in its file. */
export const MUTATIONS = [
  ['ports: recognizer keeps a default port', 'lib/whatwg/recognizer.ts', ' || port === dp) return null;', ') return null;'],
  ['ports: recognizer keeps a port\'s leading zeros', 'lib/whatwg/recognizer.ts', '(s.charCodeAt(portStart) === 0x30 && i - portStart > 1)', '(s.charCodeAt(portStart) === 0x30 && i - portStart > 2)'],
  ['host kinds: recognizer takes a host that ends in a number as a domain', 'lib/whatwg/recognizer.ts', ': special && endsInANumber(s, hostStart, hostEnd)) return null;', ': false) return null;'],
  ['host kinds: recognizer calls an opaque host a domain', 'lib/whatwg/recognizer.ts', 'special ? HostKind.Domain : HostKind.Opaque;', 'HostKind.Domain;'],
  ['dot segments: recognizer takes a single-dot segment', 'lib/whatwg/recognizer.ts', 'if (dotSegment(s, i + 1, e) !== 0) return null;', 'if (dotSegment(s, i + 1, e) > 1) return null;'],
  ['file: recognizer keeps file://localhost', 'lib/whatwg/recognizer.ts', 'if (dp === -1 && hostEnd - hostStart === 9 && s.slice(hostStart, hostEnd) === \'localhost\') return null;', ''],
  ['file: recognizer takes a Windows drive letter', 'lib/whatwg/recognizer.ts', 'if (dp === -1 && i + 2 < n && (s.charCodeAt(i + 2) === 0x3a || s.charCodeAt(i + 2) === 0x7c)) return null;', ''],
  ['credentials: one pass writes an empty password', 'lib/whatwg/one-pass.ts', 'if (userEnd < at - 1) {', 'if (userEnd < at) {'],
  ['ports: one pass keeps a default port', 'lib/whatwg/one-pass.ts', 'if (authEnd > hostColon + 1 && port !== defaultPort(scheme)) {', 'if (authEnd > hostColon + 1) {'],
  ['dot segments: one pass shortens at a single dot', 'lib/whatwg/one-pass.ts', 'if (dots === 2) { // shorten', 'if (dots === 1) { // shorten'],
  ['tab skipping: one pass keeps CR in query and fragment', 'lib/whatwg/one-pass.ts', 'if (c === 0x09 || c === 0x0a || c === 0x0d) continue; // (removed by steps 2-3)', 'if (c === 0x09 || c === 0x0a) continue; // (removed by steps 2-3)'],
  ['opaque paths: state machine keeps a space before ? or #', 'lib/whatwg/parse.ts', 'path = path.slice(0, -1) + \'%20\';', 'path = path.slice(0, -1) + \' \';'],
  ['ports: state machine takes port 65536', 'lib/whatwg/parse.ts', '            if (port > 65535) {', '            if (port > 65536) {'],
  ['file: state machine keeps a file host localhost', 'lib/whatwg/parse.ts', 'if (host === \'localhost\') {', 'if (host === \'localhost.\') {'],
  ['tab skipping: state machine keeps LF', 'lib/whatwg/parse.ts', '      if (c === 0x09 || c === 0x0a || c === 0x0d) {', '      if (c === 0x09 || c === 0x0d) {'],
  ['credentials: protocol setter turns a URL with credentials into file', 'lib/whatwg/parse.ts', 'if ((includesCredentials(url) || url.port !== -1) && buffer === \'file\') return true;', 'if (url.port !== -1 && buffer === \'file\') return true;'],
  ['host kinds: state machine calls a plain opaque host a domain', 'lib/whatwg/parse.ts', 'ctx.hostKind = special ? HostKind.Domain : HostKind.Opaque;', 'ctx.hostKind = HostKind.Domain;'],
  ['opaque paths: recognizer takes a space in an opaque path', 'lib/whatwg/scanners.ts', 'notIn(EncodeSet.C0Control)(c) && c !== 0x20 && c !== 0x3f', 'notIn(EncodeSet.C0Control)(c) && c !== 0x3f'],
];

const SUITES = {
  'WPT urltestdata': 'spec-tests/whatwg-url/urltestdata.test.ts',
  'WPT setters': 'spec-tests/whatwg-url/setters.test.ts',
  'differential (whatwg-url)': 'spec-tests/whatwg-url/differential.test.ts',
  'oracle': 'spec-tests/oracle/oracle.test.ts',
  'recognizer': 'spec-tests/whatwg-url/recognizer.test.ts',
  'one pass': 'spec-tests/whatwg-url/one-pass.test.ts',
  'scanners': 'spec-tests/whatwg-url/scanners.test.ts',
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const only = process.argv.slice(2).map(Number);
  // The copy: what the suites read (the tests read ../shared beside it, as beside the repository).
  const work = join(root, '.cache/mutation/repo');
  rmSync(join(root, '.cache/mutation'), { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  for (const f of ['lib', 'spec-tests', 'scripts', 'package.json', 'tsconfig.json', 'vitest.config.mjs']) cpSync(join(root, f), join(work, f), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'));
  if (!existsSync(join(root, '.cache/mutation/shared'))) symlinkSync(join(root, '../shared'), join(root, '.cache/mutation/shared'));
  let missed = 0;
  MUTATIONS.forEach(([what, file, from, to], k) => {
    if (only.length > 0 && !only.includes(k)) return;
    const path = join(work, file);
    const src = readFileSync(path, 'utf8');
    if (src.split(from).length !== 2) throw new Error(`mutation-check: ${file} has ${JSON.stringify(from)} ${src.split(from).length - 1} times`);
    writeFileSync(path, src.replace(from, to));
    const r = spawnSync('npx', ['vitest', 'run', '--project', 'unicode-17.0.0', '--reporter=json', ...Object.values(SUITES)], { cwd: work, encoding: 'utf8', maxBuffer: 1 << 28 });
    writeFileSync(path, src);
    const out = JSON.parse(r.stdout.slice(r.stdout.indexOf('{')));
    const caught = Object.entries(SUITES).filter(([, f]) => out.testResults.some((t) => t.name.endsWith(f) && t.status !== 'passed')).map(([name]) => name);
    if (caught.length === 0) missed++;
    console.log(`${k}. ${what} (${file}): ${caught.length > 0 ? caught.join(', ') : 'NOT CAUGHT'}`);
  });
  process.exit(missed === 0 ? 0 : 1);
}
