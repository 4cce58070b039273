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
  ["ports: recognizer keeps a default port", "lib/whatwg/recognizer.ts", "if (port === dp) cut = i - hostEnd;", "if (port === -2) cut = i - hostEnd;"],
  ["ports: recognizer cuts a default port but keeps the offsets after it", "lib/whatwg/recognizer.ts", "r.pathStart = pathStart - cut;", "r.pathStart = pathStart;"],
  ["ports: recognizer keeps a port's leading zeros", "lib/whatwg/recognizer.ts", "(s.charCodeAt(portStart) === 0x30 && i - portStart > 1)", "(s.charCodeAt(portStart) === 0x30 && i - portStart > 2)"],
  ["host kinds: recognizer takes a host that ends in a number as a domain", "lib/whatwg/recognizer.ts", ": special && endsInANumber(s, hostStart, hostEnd)) return State.SchemeStart;", ": false) return State.SchemeStart;"],
  ["host kinds: recognizer keeps a domain's upper case", "lib/whatwg/recognizer.ts", "if (c >= 0x41 && c <= 0x5a && dp >= 0) lowerTo = -1;", "if (c >= 0x41 && c <= 0x5a && dp >= 0) continue;"],
  ["dot segments: recognizer takes a single-dot segment", "lib/whatwg/recognizer.ts", "if (dotSegment(s, i + 1, e) !== 0) return", "if (dotSegment(s, i + 1, e) > 1) return"],
  ["file: recognizer takes a Windows drive letter", "lib/whatwg/recognizer.ts", "if (dp === -1 && i + 2 < n && (s.charCodeAt(i + 2) === 0x3a || s.charCodeAt(i + 2) === 0x7c)) return handOver(s, code, lowerTo, cut, r, pathStart, State.PathStart, ctx);", ""],
  ["hand-over: the port state goes on without its \":\"", "lib/whatwg/parse.ts", "override === State.Port || override === State.Path ? p - start - 1", "override === State.Path ? p - start - 1"],
  ["hand-over: the path state goes on without the \"/\" before its segment", "lib/whatwg/parse.ts", "override === State.Port || override === State.Path ? p - start - 1", "override === State.Port ? p - start - 1"],
  ["hand-over: the state machine goes on after a default port as if it were written", "lib/whatwg/parse.ts", " : p - start) - ctx.cut;", " : p - start);"],
  ["hand-over: the query state goes on in the fragment", "lib/whatwg/recognizer.ts", "return e < 0 ? State.None : handOver(s, code, lowerTo, cut, r, e, r.fragmentStart !== OMITTED ? State.Fragment : State.Query, ctx);", "return e < 0 ? State.None : handOver(s, code, lowerTo, cut, r, e, State.Fragment, ctx);"],
  ["hand-over: the path state goes on from the code unit it changes, not its segment", "lib/whatwg/recognizer.ts", "    while (s.charCodeAt(i - 1) !== 0x2f) i--;", ""],
  ["opaque paths: scanners keep a space in an opaque path", "lib/whatwg/scanners.ts", "notIn(EncodeSet.C0Control)(c) && c !== 0x20 && c !== 0x3f", "notIn(EncodeSet.C0Control)(c) && c !== 0x3f"],
  ["ports: parser keeps a default port", "lib/whatwg/parse.ts", "if (port === defaultPort(scheme)) port = -1;", "if (port === -2) port = -1;"],
  ["ports: parser takes port 65536", "lib/whatwg/parse.ts", "        if (port > 65535) {", "        if (port > 65536) {"],
  ["ports: parser writes a port as typed (leading zeros)", "lib/whatwg/parse.ts", "o = writeString(buf, o, String(port));", "o = writeString(buf, o, s.slice(p, q));"],
  ["host kinds: parser calls a plain opaque host a domain", "lib/whatwg/parse.ts", "r.hostKind = special ? HostKind.Domain : HostKind.Opaque;", "r.hostKind = HostKind.Domain;"],
  ["host kinds: parser takes a plain host that ends in a number as a domain", "lib/whatwg/parse.ts", " && !(special && endsInANumber(s, p, q))) {", ") {"],
  ["host kinds: parser ends an IPv6 address at its first \":\"", "lib/whatwg/parse.ts", "else if ((c === 0x3a && !inside) || endsAuthority(c, special)) break;", "else if (c === 0x3a || endsAuthority(c, special)) break;"],
  ["dot segments: parser shortens the path at a single dot", "lib/whatwg/parse.ts", "if (dots === 2) o = shorten(", "if (dots === 1) o = shorten("],
  ["dot segments: parser drops the empty last segment after \"..\"", "lib/whatwg/parse.ts", "if (!slash) buf[o++] = 0x2f; // steps 1.2.2 and 1.3", "// steps 1.2.2 and 1.3"],
  ["credentials: parser writes \":\" before an empty password", "lib/whatwg/parse.ts", "if (o === r.usernameEnd + 1) o--;", ""],
  ["credentials: parser writes \"@\" without credentials", "lib/whatwg/parse.ts", "if (o > r.hostStart) buf[o++] = 0x40;", "buf[o++] = 0x40;"],
  ["credentials: protocol setter turns a URL with credentials into file", "lib/whatwg/parse.ts", "if ((includesCredentials(url) || url.port !== -1) && buffer === 'file') return 0;", "if (url.port !== -1 && buffer === 'file') return 0;"],
  ["file: parser keeps a file host localhost", "lib/whatwg/parse.ts", "if (parsed !== 'localhost') {", "if (parsed !== 'localhost.') {"],
  ["file: parser writes a Windows drive letter's \"|\" as typed", "lib/whatwg/parse.ts", "buf[segOut + 2] = 0x3a; // step 1.4.1", "// step 1.4.1"],
  ["file: \"..\" shortens a path past its drive letter", "lib/whatwg/parse.ts", "if (isFile && o - pathStart === 3 && isDriveLetterAt(buf, pathStart + 1, o, true)) return o;", ""],
  ["opaque paths: parser keeps a space before \"#\"", "lib/whatwg/parse.ts", "if (d === 0x3f || d === 0x23) o = percentEncodeByte(buf, o, c);", "if (d === 0x3f) o = percentEncodeByte(buf, o, c);"],
  ["relative: a path reference keeps the base's query", "lib/whatwg/parse.ts", "let to = c === 0x23 || c === EOF ? (", "let to = true ? ("],
  ["serializer: no \"/.\" before a path starting with \"//\" without a host", "lib/whatwg/parse.ts", "if (url === null && r.hostKind === HostKind.None && !r.hasOpaquePath", "if (url === null && r.hostKind === HostKind.Empty && !r.hasOpaquePath"],
  ["tab skipping: parser keeps LF", "lib/whatwg/parse.ts", "  return c === 0x09 || c === 0x0a || c === 0x0d;", "  return c === 0x09 || c === 0x0d;"],
  ["tab skipping: a tab in a path segment hides a dot segment", "lib/whatwg/parse.ts", "        else tabs = true;", "        else tabs = false;"],
  ["tab skipping: a host's tab is written", "lib/whatwg/parse.ts", "const t = withoutTabs(toUSVString(s.slice(start, end)));", "const t = toUSVString(s.slice(start, end));"],
  ["scheme: parser keeps an upper-case scheme", "lib/whatwg/parse.ts", "          c |= 0x20;", ""],
];

const SUITES = {
  'WPT urltestdata': 'spec-tests/whatwg-url/urltestdata.test.ts',
  'WPT setters': 'spec-tests/whatwg-url/setters.test.ts',
  'differential (whatwg-url)': 'spec-tests/whatwg-url/differential.test.ts',
  'recognizer': 'spec-tests/whatwg-url/recognizer.test.ts',
  'host kinds': 'spec-tests/whatwg-url/host-kind.test.ts',
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
