// The `iri` command (dist/cli.mjs, after `npm run build`) through child processes: every command
// and option, exit statuses (0 / 1 / 2), the --json and --jsonl shapes (snapshots), stdin, one
// malformed input per command, NO_COLOR, and a 100k-line `check` run timed against the library's
// own loop over the same lines (a ratio, not an absolute time).
import { describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const cli = join(root, 'dist/cli.mjs');
if (!existsSync(cli)) throw new Error(`${cli} is missing: run \`npm run build\` first`);
const tmp = mkdtempSync(join(tmpdir(), 'iri-cli-'));

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function iri(args: string[], opts: { input?: string; env?: Record<string, string> } = {}): Run {
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: undefined, FORCE_COLOR: undefined, ...opts.env };
  for (const k of Object.keys(env)) if (env[k] === undefined) delete env[k];
  const r = spawnSync(process.execPath, [cli, ...args], { input: opts.input ?? '', encoding: 'utf8', env: env as NodeJS.ProcessEnv, cwd: root });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const json = (r: Run) => JSON.parse(r.stdout);
const jsonl = (r: Run) => r.stdout.trim().split('\n').map((l) => JSON.parse(l));

describe('iri: help, usage, exit statuses', () => {
  it('--help lists every command; each command has its own help with examples', () => {
    const r = iri(['--help']);
    expect(r.status).toBe(0);
    const commands = ['parse', 'validate', 'resolve', 'relativize', 'normalize', 'equals', 'to-uri', 'to-iri', 'set', 'get', 'idna', 'urn', 'compare', 'check', 'view'];
    for (const c of commands) {
      expect(r.stdout).toContain(`  ${c} `);
      const h = iri([c, '--help']);
      expect(h.status, c).toBe(0);
      expect(h.stdout, c).toMatch(/^Usage: iri /);
      expect(h.stdout, c).toContain('Examples:');
      expect(iri(['help', c]).stdout).toBe(h.stdout);
    }
    expect(iri(['--version']).stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('usage errors exit 2: no command, unknown command, unknown option, bad enumerated value, missing arguments', () => {
    expect(iri([]).status).toBe(2);
    const unknown = iri(['frobnicate']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('unknown command "frobnicate"');
    expect(iri(['parse', '--nope', 'x']).status).toBe(2);
    const mode = iri(['parse', '--mode', 'RFC3987', 'http://a/']);
    expect(mode.status).toBe(2);
    expect(mode.stderr).toContain('--mode must be whatwg, rfc3986, rfc3987 or all, not "RFC3987"');
    expect(iri(['validate', '--mode', 'all', 'http://a/']).status).toBe(2);
    expect(iri(['resolve']).status).toBe(2);
    expect(iri(['equals', 'a']).status).toBe(2);
    expect(iri(['normalize', '--level', 'x', 'http://a/']).status).toBe(2);
    expect(iri(['idna', '--profile', 'x', 'a']).status).toBe(2);
    expect(iri(['urn', '--urn', 'x', 'urn:a:b']).status).toBe(2);
    expect(iri(['set', 'http://a/', 'nonsense']).status).toBe(2);
    expect(iri(['set', 'http://a/', 'colour=red']).status).toBe(2);
    expect(iri(['get', 'http://a/', '{nope}']).status).toBe(2);
    expect(iri(['get', 'http://a/', '{host|shout}']).status).toBe(2);
    expect(iri(['check', join(tmp, 'missing.txt')]).status).toBe(2);
    expect(iri(['view', '--port', 'x']).status).toBe(2);
  });
});

describe('iri parse', () => {
  it('every component under both naming schemes, the origin, errors with a caret', () => {
    const r = iri(['parse', 'https:example.org/a b']);
    expect(r.status).toBe(0);
    for (const name of ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash', 'scheme', 'authority', 'userinfo', 'path', 'query', 'fragment']) expect(r.stdout).toMatch(new RegExp(`^  ${name} `, 'm'));
    expect(r.stdout).toContain('https://example.org/a%20b');
    expect(r.stdout).toContain('special-scheme-missing-following-solidus');
    expect(r.stdout).toContain('the scheme is not followed by "//" (URL §4.4)');
    // The caret stands under the code unit the error names (index 6, ":" + 1).
    const lines = r.stdout.split('\n');
    const k = lines.findIndex((l) => l.includes('special-scheme-missing-following-solidus'));
    expect(lines[k + 2].trim()).toBe('https:example.org/a b');
    expect(lines[k + 3].indexOf('^') - lines[k + 2].indexOf('h')).toBe(6);
  });

  it('--mode all: the three readings side by side, ≠ where they differ; exit 0 while one parses', () => {
    const r = iri(['parse', '--mode', 'all', 'HTTP://Bücher.example/a/../ü?q#f']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/≠ href +http:\/\/xn--bcher-kva\.example\/%C3%BC\?q#f +— +HTTP:\/\/Bücher\.example\/a\/\.\.\/ü\?q#f/);
    expect(r.stdout).toMatch(/^  search /m);
    expect(r.stdout).toContain('non-ascii-character');
    const j = json(iri(['parse', '--mode', 'all', '--json', 'HTTP://Bücher.example/a/../ü?q#f']));
    expect(j.results[0].differences).toEqual({ url: ['href', 'protocol', 'host', 'hostname', 'pathname'], rfc: ['scheme', 'authority', 'host', 'path'] });
    expect(j.results[0].readings.map((x: { ok: boolean }) => x.ok)).toEqual([true, false, true]);
  });

  it('--base, strict errors with component and index, and a failure exits 1', () => {
    expect(json(iri(['parse', '--json', '--mode', 'rfc3987', '--base', 'http://a/b/c/d;p?q', '../g'])).results[0].readings[0].href).toBe('http://a/b/g');
    const r = iri(['parse', '--mode', 'rfc3987', 'http://[::1/']);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('ip-literal-not-closed');
    expect(r.stdout).toContain("RFC 3986 §3.2.2");
  });

  it('--diagram draws the offsets (as adaparse -d), --escapes reads \\u{…} and shows invisible characters', () => {
    const r = iri(['parse', '-d', 'https://user:pass@example.com:8080/p?q#f']);
    expect(r.stdout).toContain('  https://user:pass@example.com:8080/p?q#f\n  sssss   uuuu wwww hhhhhhhhhhh nnnnpp q f\n');
    for (const m of ['schemeEnd 5', 'usernameEnd 12', 'hostStart 18', 'hostEnd 29', 'pathStart 34', 'queryStart 36', 'fragmentStart 38']) expect(r.stdout).toContain(m);
    const e = iri(['parse', '--escapes', '--mode', 'rfc3987', 'http://a.example/\\u{200E}x']);
    expect(e.status).toBe(1);
    expect(e.stdout).toContain('bidi-formatting-character');
    expect(e.stdout).toContain('    http://a.example/\\u{200E}x\n' + ' '.repeat(4 + 17) + '^\n');
    const j = json(iri(['parse', '--json', '-d', 'http://a/b']));
    expect(j.results[0].readings[0].band).toBe('ssss   hpp');
  });

  it('the README command: npm start -- parse --mode all (the same entry point)', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(pkg.scripts.start).toBe('node dist/cli.mjs');
    expect(pkg.bin).toEqual({ iri: 'dist/cli.mjs', 'iri-url': 'dist/cli.mjs' });
    expect(readFileSync(cli, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    // The library through the package's exports map (a self-reference), not a second copy.
    expect(readFileSync(cli, 'utf8')).toMatch(/^import \{[^}]*\bIRI\b[^}]*\} from 'iri-url';$/m);
  });
});

describe('iri validate', () => {
  it('exit 0 valid, 1 invalid; stdin with -; --jsonl', () => {
    expect(iri(['validate', 'http://example.com/']).status).toBe(0);
    const bad = iri(['validate', 'http://example.com/', 'https:example.org']);
    expect(bad.status).toBe(1);
    expect(bad.stdout).toMatch(/^valid +http:\/\/example\.com\//m);
    expect(bad.stdout).toMatch(/^invalid https:example\.org → https:\/\/example\.org\//m);
    const s = iri(['validate', '--jsonl', '--mode', 'rfc3986', '-'], { input: 'http://a/\nhttp://résumé.example/\n\n' });
    expect(s.status).toBe(1);
    expect(jsonl(s).map((x) => [x.input, x.valid])).toEqual([['http://a/', true], ['http://résumé.example/', false]]);
    // No argument at all: stdin too.
    expect(iri(['validate'], { input: 'http://a/\n' }).status).toBe(0);
  });

  it('strict warnings (RFC 3987 §4.2) do not make an input invalid', () => {
    const r = iri(['validate', '--json', '--mode', 'rfc3987', 'http://a/\u05d0b']);
    expect(r.status).toBe(0);
    expect(json(r).results[0].issues[0]).toMatchObject({ severity: 'warning', code: 'bidi-mixed-direction' });
  });
});

describe('resolve, relativize, normalize, equals, to-uri, to-iri', () => {
  it('resolve: RFC 3986 §5.4 examples, stdin, a bad reference and a bad base', () => {
    expect(iri(['resolve', 'http://a/b/c/d;p?q', '../../g', 'g?y#s', '//g']).stdout).toBe('http://a/g\nhttp://a/b/c/g?y#s\nhttp://g\n');
    expect(iri(['resolve', 'http://a/b/c/d;p?q', '-'], { input: 'g\n./g/\n' }).stdout).toBe('http://a/b/c/g\nhttp://a/b/c/g/\n');
    expect(iri(['resolve', '--mode', 'whatwg', 'https://ex.com/a/', '../b\\c']).stdout).toBe('https://ex.com/b/c\n');
    expect(iri(['resolve', '--non-strict', 'http://a/b/c/d;p?q', 'http:g']).stdout).toBe('http://a/b/c/g\n');
    const bad = iri(['resolve', 'http://a/b', 'g h']);
    expect(bad.status).toBe(1);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toContain('invalid-character');
    expect(iri(['resolve', 'relative/base', 'g']).status).toBe(1);
  });

  it('relativize, with the check that it resolves back', () => {
    expect(iri(['relativize', 'http://a/b/c/d;p?q', 'http://a/b/g', 'http://a/b/c/d;p?q#f']).stdout).toBe('../g\n#f\n');
    const j = json(iri(['relativize', '--json', 'http://a/b/c/d;p?q', 'http://a/x']));
    expect(j.results[0]).toEqual({ input: 'http://a/x', base: 'http://a/b/c/d;p?q', href: '/x', check: 'http://a/x', error: null });
    expect(iri(['relativize', 'http://a/b', 'http://a/ b']).status).toBe(1);
  });

  it('normalize: levels and characters', () => {
    expect(iri(['normalize', 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9']).stdout).toBe('example://a/b/c/%7Bfoo%7D/rosé\n');
    expect(iri(['normalize', '--level', 'syntax', 'HTTP://Example.COM:80/a/../b']).stdout).toBe('http://example.com:80/b\n');
    expect(iri(['normalize', 'HTTP://Example.COM:80/a/../b']).stdout).toBe('http://example.com/b\n');
    expect(iri(['normalize', '--level', 'simple', 'HTTP://A/./b']).stdout).toBe('HTTP://A/./b\n');
    expect(iri(['normalize', '--characters', 'none', 'http://a/e\u0301']).stdout).toBe('http://a/e\u0301\n');
    expect(iri(['normalize', 'http://a/e\u0301']).stdout).toBe('http://a/\u00e9\n');
    expect(iri(['normalize', 'http://a b/']).status).toBe(1);
  });

  it('equals: exit 0 / 1 and the ladder', () => {
    expect(iri(['equals', 'http://example.com', 'http://example.com:80/']).status).toBe(0);
    expect(iri(['equals', 'http://résumé.example.org', 'http://xn--rsum-bpad.example.org']).status).toBe(0);
    const simple = iri(['equals', '--level', 'simple', 'http://a/%7e', 'http://a/~']);
    expect(simple.status).toBe(1);
    expect(simple.stdout).toMatch(/^not equal/);
    expect(json(iri(['equals', '--json', '--level', 'syntax', 'http://a/%7e', 'http://a/~'])).results[0]).toMatchObject({ equal: true, level: 'syntax', normalized: ['http://a/~', 'http://a/~'] });
    expect(iri(['equals', 'http://a b', 'http://a']).status).toBe(1);
  });

  it('to-uri and to-iri (RFC 3987 §3.1, §3.2)', () => {
    expect(iri(['to-uri', 'http://Bücher.de/ü?q=ä']).stdout).toBe('http://xn--bcher-kva.de/%C3%BC?q=%C3%A4\n');
    expect(iri(['to-uri', '--host', 'percent-encode', 'foo://ü.example/']).stdout).toBe('foo://%C3%BC.example/\n');
    expect(iri(['to-iri', 'http://www.example.org/D%C3%BCrst']).stdout).toBe('http://www.example.org/Dürst\n');
    expect(iri(['to-iri', '--unicode-host', 'http://xn--bcher-kva.de/%C3%BC']).stdout).toBe('http://bücher.de/ü\n');
    expect(iri(['to-uri', 'http://a/\u200e']).status).toBe(1);
    expect(iri(['to-iri', 'http://a/%zz']).status).toBe(1);
  });
});

describe('iri set / get (trurl jobs)', () => {
  it('sets components through the setters, for any scheme', () => {
    expect(iri(['set', 'https://example.com/a?utm_source=x&id=3&utm_medium=y', 'host=example.org', '--qtrim', 'utm_*']).stdout).toBe('https://example.org/a?id=3\n');
    expect(iri(['set', 'http://ex.com/', '--append', 'path=a/b', '--append', 'query=q=x y']).stdout).toBe('http://ex.com/a%2Fb?q=x%20y\n');
    expect(iri(['set', 'mailto:a@example.com', 'query=subject=hi']).stdout).toBe('mailto:a@example.com?subject=hi\n');
    expect(iri(['set', '--mode', 'rfc3986', 'urn:isbn:0451450523', 'fragment=p1']).stdout).toBe('urn:isbn:0451450523#p1\n');
    expect(iri(['set', '--mode', 'rfc3987', 'pkg:npm/foo@1.0', '--append', 'path=x']).stdout).toBe('pkg:npm/foo@1.0/x\n');
    expect(iri(['set', 'http://a/?b=2&a=1&c=0&a=0', '--sort-query']).stdout).toBe('http://a/?a=1&a=0&b=2&c=0\n');
    expect(iri(['set', '--unset', 'query', '--unset', 'fragment', 'http://a/x?y#z']).stdout).toBe('http://a/x\n');
    expect(iri(['set', 'https://ex.com/a/b', '--redirect', '../c?x']).stdout).toBe('https://ex.com/c?x\n');
    expect(iri(['set', 'https://ex.com/', '--iterate', 'host=a.com b.com', '--iterate', 'port=81 82']).stdout).toBe('https://a.com:81/\nhttps://a.com:82/\nhttps://b.com:81/\nhttps://b.com:82/\n');
    expect(iri(['set', '--escapes', 'http://a/', 'path=/\\u{E9}']).stdout).toBe('http://a/%C3%A9\n');
    expect(iri(['set', 'http://a/', '-'], { input: '' }).status).toBe(2);
  });

  it('ports: --default-port, --keep-port, and the strict default-port drop', () => {
    expect(iri(['set', '--mode', 'rfc3987', '--default-port', 'https://ex.com/x']).stdout).toBe('https://ex.com:443/x\n');
    expect(iri(['set', '--mode', 'rfc3987', 'https://ex.com:443/x']).stdout).toBe('https://ex.com/x\n');
    expect(iri(['set', '--mode', 'rfc3987', '--keep-port', 'https://ex.com:443/x']).stdout).toBe('https://ex.com:443/x\n');
    // The URL Standard's serializer omits the default port: neither flag can work there.
    for (const flag of ['--default-port', '--keep-port']) {
      const w = iri(['set', flag, 'https://ex.com:443/x']);
      expect(w.status, flag).toBe(2);
      expect(w.stdout).toBe('');
      expect(w.stderr).toContain(`${flag} needs --mode rfc3986 or rfc3987: the URL Standard never serializes a scheme's default port`);
    }
  });

  it('a write the setter refuses fails (exit 1, the error on stderr, nothing on stdout), in every mode', () => {
    const strict = iri(['set', '--mode', 'rfc3987', 'http://ex.com/', 'port=x']);
    expect(strict.status).toBe(1);
    expect(strict.stdout).toBe('');
    expect(strict.stderr).toContain('invalid-port');
    const j = json(iri(['set', '--json', '--mode', 'rfc3987', 'http://ex.com/', 'host=a b']));
    expect(j.results[0]).toMatchObject({ href: null, error: { code: 'invalid-character' } });
    // URL §6.1: the port setter returns failure for 99999 and returns without a change for "abc".
    for (const value of ['99999', 'abc']) {
      const w = iri(['set', 'https://ex.com/a', `port=${value}`]);
      expect(w.status, value).toBe(1);
      expect(w.stdout, value).toBe('');
      expect(w.stderr).toContain(`setter-refused port: the URL Standard's port setter refuses "${value}" for "https://ex.com/a" (URL §6.1); nothing was changed`);
    }
    expect(iri(['set', 'https://ex.com/a', 'protocol=foo']).status).toBe(1);
    expect(iri(['set', 'mailto:a@b', 'host=x']).status).toBe(1);
    // A value that is already there is no refusal: the default port, a scheme's case, an IDN host.
    expect(iri(['set', 'http://ex.com/', 'port=80']).stdout).toBe('http://ex.com/\n');
    expect(iri(['set', 'http://ex.com/', 'protocol=HTTP']).stdout).toBe('http://ex.com/\n');
    expect(iri(['set', 'http://xn--bcher-kva.example/', 'host=bücher.example']).stdout).toBe('http://xn--bcher-kva.example/\n');
    expect(iri(['set', 'file:///x', 'port=']).stdout).toBe('file:///x\n');
    const opaque = iri(['set', 'mailto:a@b', '--append', 'path=x']);
    expect(opaque.stdout).toBe('');
    expect(opaque.stderr).toContain('opaque-path');
    expect(iri(['set', 'not a url', 'host=x']).status).toBe(1);
  });

  it('get: templates, keys, host forms, defaults, stdin', () => {
    expect(iri(['get', 'https://Bücher.example:8080/a?x=1&x=2', '{host|unicode} {port} {query-all:x} {query:x}']).stdout).toBe('bücher.example 8080 1 2 1\n');
    expect(iri(['get', '--mode', 'rfc3987', 'https://Bücher.example/', '{host} {host|ascii}']).stdout).toBe('Bücher.example xn--bcher-kva.example\n');
    expect(iri(['get', 'http://ex.com/', '{scheme}://{host}:{port|default}{path}']).stdout).toBe('http://ex.com:80/\n');
    expect(iri(['get', 'http://ex.com/', '{fragment|default=none} {{x}}\\t{query:q|default=-}']).stdout).toBe('none {x}\t-\n');
    expect(iri(['get', 'https://xn--bcher-kva.example/', 'host']).stdout).toBe('xn--bcher-kva.example\n');
    expect(iri(['get', 'http://a/%C3%A9', '{path|decode}']).stdout).toBe('/é\n');
    expect(iri(['get', '-', '{host}'], { input: 'http://a.example/\nhttps://b.example:1/\n' }).stdout).toBe('a.example\nb.example\n');
    expect(iri(['get', 'http://a/?utm_x=1&k=2', '--qtrim', 'utm_*', '{query}']).stdout).toBe('k=2\n');
    expect(iri(['get', 'http://a b/', '{host}']).status).toBe(1);
  });
});

describe('iri idna, urn, compare', () => {
  it('idna: per label class, A-label, U-label; --explain per code point', () => {
    const r = iri(['idna', 'Bücher.example', 'xn--evil-.com']);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/label 0 +Bücher +U-label +A xn--bcher-kva +U bücher/);
    expect(r.stdout).toMatch(/label 0 +xn--evil- +non-LDH ASCII +A — .*FAKE_A_LABEL/);
    const x = iri(['idna', '--explain', 'faß.de']);
    expect(x.status).toBe(0);
    expect(x.stdout).toMatch(/U\+00DF +ß +deviation → ss +PVALID/);
    const j = json(iri(['idna', '--json', '--explain', '--profile', 'idna2008', '--escapes', 'a\\u{200D}b.example']));
    expect(j.results[0].labels[0].codePoints[1]).toEqual({ codePoint: 'U+200D', char: '', uts46: 'deviation', mapped: '', derivedProperty: 'CONTEXTJ' });
    expect(j.results[0].errors).toEqual([{ code: 'CONTEXTJ', label: 0, codePoint: 'U+200D' }]);
    const statuses = json(iri(['idna', '--json', '--explain', 'A\u00ad_\u2460.\u3002'])).results[0].labels[0].codePoints.map((c: { uts46: string }) => c.uts46);
    expect(statuses).toEqual(['mapped', 'ignored', 'disallowed_STD3_valid', 'mapped']);
  });

  it('urn: parts and the equivalence form; an invalid URN exits 1 with a caret', () => {
    const j = json(iri(['urn', '--json', 'URN:EXAMPLE:a123%2cz456?+abc?=xyz#789']));
    expect(j.results[0]).toMatchObject({ valid: true, nid: 'EXAMPLE', nss: 'a123%2cz456', rComponent: 'abc', qComponent: 'xyz', fComponent: '789', normalized: 'urn:example:a123%2Cz456' });
    const bad = iri(['urn', 'urn:a:b']);
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain('invalid-urn-nid-length');
    expect(bad.stdout).toContain('urn:a:b\n        ^');
    expect(json(iri(['urn', '--json', '--urn', 'rfc2141', 'urn:foo:a/b?c#d'])).results[0].normalized).toBe('urn:foo:a/b?c#d');
  });

  it('compare: WHATWG, RFC 3987 and the native URL, ≠ where they disagree (exit 1)', () => {
    const same = iri(['compare', 'http://example.com/a']);
    expect(same.status).toBe(0);
    expect(same.stdout).toContain('every attribute agrees');
    expect(same.stdout).toContain(`native (Node ${process.versions.node})`);
    const r = iri(['compare', 'http://0x7f.1/']);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/≠ hostname +127\.0\.0\.1 +0x7f\.1 +127\.0\.0\.1/);
    const j = json(iri(['compare', '--json', 'http://0x7f.1/']));
    expect(j.results[0].differences).toEqual(['href', 'origin', 'host', 'hostname']);
    expect(j.results[0].native.url.href).toBe('http://127.0.0.1/');
    expect(j.results[0].nativeDifferences).toEqual([]);
    expect(iri(['compare', 'http://[::1/']).stdout).toMatch(/status +failure +failure +failure/);
  });
});

describe('iri check', () => {
  const file = join(tmp, 'urls.txt');
  writeFileSync(file, 'http://ok.example/\nhttps:bad path\n\nhttp://[::1/\r\nhttp://a\u00fc/x y\n');

  it('file:line:col code message, a summary, exit 1', () => {
    const r = iri(['check', file]);
    expect(r.status).toBe(1);
    expect(r.stdout.split('\n')).toEqual([
      `${file}:2:7 special-scheme-missing-following-solidus the scheme is not followed by "//" (URL §4.4)`,
      `${file}:2:7 domain-to-ASCII a space in the host; no host may hold one (URL §3.5); the URL does not parse`,
      `${file}:4:8 IPv6-unclosed the IPv6 address has no closing "]" (URL §3.5); the URL does not parse`,
      `${file}:5:12 invalid-URL-unit a space; it is percent-encoded as %20 (URL §4.4)`,
      '',
    ]);
    expect(r.stderr).toMatch(/^4 inputs in 5 lines: 1 valid, 3 invalid \(2 do not parse\), 0 warnings, 1 empty lines skipped/);
    expect(iri(['check', '-'], { input: 'http://a/\n' }).status).toBe(0);
  });

  it('--json (with the summary) and --jsonl', () => {
    const j = json(iri(['check', '--json', '--mode', 'rfc3987', file]));
    expect(j.summary).toMatchObject({ inputs: 4, valid: 1, invalid: 3, skipped: 1, lines: 5 });
    expect(j.results[0]).toMatchObject({ file, line: 2, column: 1, valid: false });
    const l = jsonl(iri(['check', '--jsonl', '--all', file]));
    expect(l).toHaveLength(5);
    expect(l[4]).toEqual({ summary: expect.objectContaining({ inputs: 4 }) });
  });

  it('--extract finds URLs in Markdown, HTML attributes and text (relative ones need --base)', () => {
    const md = join(tmp, 'doc.md');
    writeFileSync(md, [
      '# Links',
      'See [the spec](https://url.spec.whatwg.org/#concept-url "title") and <https://example.com/a>.',
      'Plain: https://example.org/path_(x), then mailto:someone@example.com. Not a link: note: this.',
      '<a href="http://exa mple.com/">x</a> <img src=\'/rel.png\'> urn:isbn:0451450523.',
    ].join('\n'));
    const r = iri(['check', '--extract', '--all', md]);
    expect(r.status).toBe(1);
    expect(r.stdout.trim().split('\n').map((x) => x.slice(md.length + 1))).toEqual([
      '2:16 valid https://url.spec.whatwg.org/#concept-url',
      '2:71 valid https://example.com/a',
      '3:8 valid https://example.org/path_(x)',
      '3:43 valid mailto:someone@example.com',
      '4:17 domain-to-ASCII a space in the host; no host may hold one (URL §3.5); the URL does not parse',
      '4:59 valid urn:isbn:0451450523',
    ]);
    expect(r.stderr).toContain('1 relative references skipped (give --base)');
    expect(iri(['check', '--extract', '--all', '--base', 'https://b.example/', md]).stdout).toContain('4:48 valid /rel.png');
  });

  // Linear in the line: 1.8 MB lines of near-misses, and of 66,667 links (whose columns were once
  // counted from the line's start for each link: 8,000 links took 27 s), against the same links
  // one per line. Each time is the best of three runs of the CLI; a quadratic step takes minutes.
  it('the scanner is linear: a 1.8 MB line of near-misses or of links takes about what the links take one per line', () => {
    const unit = 'see http://a.example/x and ';
    const evil = join(tmp, 'evil.txt'), oneLine = join(tmp, 'one-line.txt'), perLine = join(tmp, 'per-line.txt');
    writeFileSync(evil, ('](<' + 'a'.repeat(10) + ' <h').repeat(60000) + '\n' + ('http' + ':/'.repeat(5)).repeat(60000) + '\n');
    writeFileSync(oneLine, unit.repeat(66667) + '\n');
    writeFileSync(perLine, (unit + '\n').repeat(66667));
    const best = (file: string) => {
      let t = Infinity;
      for (let k = 0; k < 3; k++) {
        const t0 = process.hrtime.bigint();
        const r = iri(['check', '--extract', '--jsonl', file]);
        t = Math.min(t, Number(process.hrtime.bigint() - t0) / 1e6);
        expect(r.status).toBe(0);
        const summary = JSON.parse(r.stdout.trim().split('\n').pop() as string).summary;
        expect(summary.inputs).toBe(file === evil ? 0 : 66667);
      }
      return t;
    };
    const base = best(perLine);
    expect(best(oneLine) / base).toBeLessThan(3);
    expect(best(evil) / base).toBeLessThan(3);
  });

  it('100k lines from the bench corpora: time within 2x the library\u2019s own loop', () => {
    const bench = resolve(root, '../shared/bench');
    const corpora = ['ada-kasztp.txt', 'iri.txt', 'ada-node_files.txt'].map((f) => {
      const p = join(bench, f);
      if (!existsSync(p)) throw new Error(`bench corpus missing: ${p} (see README: ../shared must sit beside the repository)`);
      return readFileSync(p, 'utf8').replace(/^\uFEFF/, '').split('\n').filter((x) => x !== '');
    });
    const all = corpora.flat();
    const lines: string[] = [];
    for (let i = 0; lines.length < 100000; i++) lines.push(all[i % all.length]);
    const big = join(tmp, 'big.txt');
    writeFileSync(big, lines.join('\n') + '\n');
    const loop = join(tmp, 'loop.mjs');
    // The library's own loop: read the file, IRI.validate each line, count the invalid ones.
    writeFileSync(loop, `import { readFileSync } from 'node:fs';\nimport { IRI } from ${JSON.stringify(join(root, 'dist/index.mjs'))};\nlet bad = 0;\nfor (const l of readFileSync(process.argv[2], 'utf8').split('\\n')) if (l !== '' && !IRI.validate(l).valid) bad++;\nconsole.log(bad);\n`);
    const time = (f: () => void) => {
      const t = process.hrtime.bigint();
      f();
      return Number(process.hrtime.bigint() - t) / 1e6;
    };
    let invalid = 0;
    let summary: { inputs: number; invalid: number } = { inputs: 0, invalid: 0 };
    const runs: [number, number][] = [];
    for (let k = 0; k < 3; k++) {
      const ours = time(() => {
        const r = iri(['check', '--jsonl', big]);
        const last = r.stdout.trim().split('\n').pop() as string;
        summary = JSON.parse(last).summary;
      });
      const lib = time(() => {
        invalid = Number(spawnSync(process.execPath, [loop, big], { encoding: 'utf8' }).stdout.trim());
      });
      runs.push([ours, lib]);
    }
    expect(summary.inputs).toBe(100000);
    expect(summary.invalid).toBe(invalid);
    const ratio = Math.min(...runs.map(([a, b]) => a / b));
    console.log(`[check] 100k lines: iri check ${runs.map((r) => r[0].toFixed(0)).join('/')} ms, library loop ${runs.map((r) => r[1].toFixed(0)).join('/')} ms, best ratio ${ratio.toFixed(2)}`);
    expect(ratio).toBeLessThan(2);
  });
});

describe('colours, JSON shapes', () => {
  it('no colour on a pipe; --color forces it; NO_COLOR always wins', () => {
    const esc = /\x1b\[/;
    expect(iri(['validate', 'https:x']).stdout).not.toMatch(esc);
    expect(iri(['validate', '--color', 'https:x']).stdout).toMatch(esc);
    expect(iri(['validate', '--color', 'https:x'], { env: { NO_COLOR: '1' } }).stdout).not.toMatch(esc);
    expect(iri(['validate', 'https:x'], { env: { FORCE_COLOR: '1' } }).stdout).toMatch(esc);
    expect(iri(['validate', 'https:x'], { env: { FORCE_COLOR: '1', NO_COLOR: 'yes' } }).stdout).not.toMatch(esc);
    expect(iri(['parse', '--color', '--json', 'https:x']).stdout).not.toMatch(esc);
  });

  it('--json documents (stable shapes)', () => {
    const shapes: Record<string, unknown> = {};
    const cases: [string, string[]][] = [
      ['parse', ['parse', '--json', '--mode', 'all', '-d', 'HTTP://u@Bücher.example:80/a/../ü?q#f']],
      ['validate', ['validate', '--json', '--mode', 'rfc3987', 'http://[::1/', 'http://a/\u05d0b']],
      ['resolve', ['resolve', '--json', 'http://a/b/c/d;p?q', '../g', 'g h']],
      ['normalize', ['normalize', '--json', 'HTTP://A/%7e']],
      ['equals', ['equals', '--json', 'http://a', 'http://a:80/']],
      ['to-uri', ['to-uri', '--json', 'http://ü/']],
      ['set', ['set', '--json', 'http://a/?utm_a=1', '--qtrim', 'utm_*', 'host=b']],
      ['get', ['get', '--json', 'http://a/?x=1', '{host} {query:x}']],
      ['idna', ['idna', '--json', '--explain', 'Bü.de']],
      ['urn', ['urn', '--json', 'urn:example:a?+r?=q#f', 'urn:a:b']],
      ['compare', ['compare', '--json', 'http://a/%7e']],
    ];
    for (const [name, args] of cases) shapes[name] = json(iri(args));
    expect(shapes).toMatchSnapshot();
  });
});

describe('safe in a terminal: every value printed is escaped (terminal.ts), --raw and --json for bytes', () => {
  /** A raw control, bidi control or lone surrogate: what must never reach a terminal. */
  const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
  const clean = (r: Run, what: string) => {
    expect(r.stdout, `${what}: stdout`).not.toMatch(RAW);
    expect(r.stderr, `${what}: stderr`).not.toMatch(RAW);
  };
  const OSC = 'foo://\x1b]0;PWNED\x07/';
  const CSI = 'http://a/\u009b2J';
  const BIDI = 'http://a/\u202eexe.txt';
  const DECODED = 'http://a/%1b]0;x%07/?k=%1b[2J&k=%c2%9b';

  it('every command, with hostile inputs as arguments, on stdin, in --json and in file names', () => {
    const file = join(tmp, 'name\x1b]0;x\x07.txt');
    writeFileSync(file, `${OSC}\n${CSI}\n${BIDI}\n`);
    const runs: [string, string[], string?][] = [];
    for (const input of [OSC, CSI + '\u202eexe', DECODED]) {
      runs.push(
        ['parse', ['parse', '--mode', 'all', '-d', input]],
        ['parse whatwg', ['parse', input]],
        ['validate', ['validate', input]],
        ['validate rfc3987', ['validate', '--mode', 'rfc3987', input]],
        ['compare', ['compare', input]],
        ['resolve ref', ['resolve', 'http://a/b', input]],
        ['resolve base', ['resolve', input, 'g']],
        ['resolve whatwg', ['resolve', '--mode', 'whatwg', input, 'g']],
        ['relativize', ['relativize', 'http://a/b', input]],
        ['normalize', ['normalize', input]],
        ['equals', ['equals', input, 'http://a/']],
        ['to-uri', ['to-uri', input]],
        ['to-iri', ['to-iri', input]],
        ['to-iri decoded', ['to-iri', 'http://a/%1b%5b2J%c2%9b']],
        ['set', ['set', input, 'fragment=\x1b[2J']],
        ['set value', ['set', 'http://a/', 'host=\x1b]0;x\x07']],
        ['set strict', ['set', '--mode', 'rfc3987', 'http://a/', 'path=/\x1b[2J']],
        ['get', ['get', input, '{href} {host} {path|decode} {query:k} {query-all:k} {query|decode} {fragment|default=\x1b[2J}']],
        ['idna', ['idna', '--explain', 'a\x1b]0;x\x07.example']],
        ['urn', ['urn', 'urn:ex:\x1b[2J\u009b']],
        ['stdin', ['validate', '-'], `${OSC}\n${CSI}\n`],
      );
    }
    runs.push(
      ['check file name', ['check', '--all', file]],
      ['check --extract', ['check', '--extract', '--all', file]],
      ['missing file', ['check', join(tmp, 'no\x1b]0;x\x07')]],
      ['usage: mode', ['parse', '--mode', '\x1b[2J', 'http://a/']],
      ['usage: level', ['normalize', '--level', '\u009b2J', 'http://a/']],
      ['usage: command', ['\x1b]0;x\x07']],
      ['usage: help topic', ['help', '\x1b]0;x\x07']],
      ['usage: option', ['parse', '--\x1b[2J', 'http://a/']],
      ['usage: template', ['get', 'http://a/', '{\x1b[2J}']],
      ['usage: modifier', ['get', 'http://a/', '{host|\x1b[2J}']],
      ['usage: assignment', ['set', 'http://a/', '\x1b[2J']],
      ['usage: component', ['set', 'http://a/', '\x1b[2J=x']],
      ['usage: iterate', ['set', 'http://a/', '--iterate', '\x1b[2J']],
      ['lone surrogates', ['parse', '--mode', 'all', '--escapes', 'http://a/\\u{D800}x\\u{DC00}']],
      ['lone surrogates get', ['get', '--escapes', 'http://a/?k=\\u{D800}', '{query:k}']],
    );
    for (const [what, args, input] of runs) {
      clean(iri(args, { input }), what);
      if (input === undefined && args.includes(OSC)) clean(iri([...args, '--json']), `${what} --json`);
    }
  }, 300000);

  it('escapes as \\u{…}: the title sequence, a C1 CSI, decoded %1b, bidi; the text reads back with --escapes', () => {
    // The issue's own case: a URL that does not parse, echoed in the error.
    const g = iri(['get', OSC, '{host}']);
    expect(g.status).toBe(1);
    expect(g.stdout).toBe('');
    expect(g.stderr).toContain('foo://\\u{1B}]0;PWNED\\u{7}/');
    const t = iri(['to-uri', CSI]);
    expect(t.stdout).toBe('');
    expect(t.stderr).toContain('http://a/\\u{9B}2J');
    expect(iri(['get', DECODED, '{query:k} {query-all:k} {path|decode}']).stdout).toBe('\\u{1B}[2J \\u{1B}[2J \\u{9B} /\\u{1B}]0;x\\u{7}/\n');
    expect(iri(['normalize', '--mode', 'whatwg', BIDI]).stdout).toBe('http://a/%E2%80%AEexe.txt\n');
    expect(iri(['get', BIDI, '{path|decode}']).stdout).toBe('/\\u{202E}exe.txt\n');
    // What is shown reads back as the same input with --escapes.
    const input = 'http://a/\x1b[2J\\u\u202e\\';
    const shown = /^invalid (.*?) → /m.exec(iri(['validate', input]).stdout)![1];
    expect(shown).toBe('http://a/\\u{1B}[2J\\\\u\\u{202E}\\');
    expect(json(iri(['validate', '--json', '--escapes', shown])).results[0].input).toBe(input);
  });

  it('--raw writes results as they are; --json keeps the exact value with every control as \\u', () => {
    expect(iri(['get', '--raw', DECODED, '{query:k}']).stdout).toBe('\x1b[2J\n');
    expect(iri(['get', '--raw', DECODED, '{path|decode}']).stdout).toBe('/\x1b]0;x\x07/\n');
    const j = iri(['get', '--json', DECODED, '{query-all:k}']);
    expect(j.stdout).not.toMatch(RAW);
    expect(j.stdout).toContain('\\u001b[2J \\u009b');
    expect(json(j).results[0].output).toBe('\x1b[2J \u009b');
    // Diagnostics stay escaped with --raw.
    const e = iri(['to-uri', '--raw', CSI]);
    expect(e.stderr).toContain('\\u{9B}');
    expect(e.stderr).not.toMatch(RAW);
  });

  it('a backslash is shown once', () => {
    const v = iri(['validate', 'http://example.com\\a']);
    expect(v.stdout).toMatch(/^invalid http:\/\/example\.com\\a → http:\/\/example\.com\/a$/m);
    expect(v.stdout).not.toContain('\\\\');
    expect(iri(['get', 'http://a/%5Cb', '{path|decode}']).stdout).toBe('/\\b\n');
  });
});

describe('output linear in the input, bounded on huge inputs', () => {
  /** Bytes written and milliseconds taken, the best of `runs`. */
  const measure = (args: string[], input: string, runs = 2) => {
    let ms = Infinity;
    let bytes = 0;
    let last: Run = { status: null, stdout: '', stderr: '' };
    for (let k = 0; k < runs; k++) {
      const t = process.hrtime.bigint();
      last = iri(args, { input });
      ms = Math.min(ms, Number(process.hrtime.bigint() - t) / 1e6);
      bytes = Buffer.byteLength(last.stdout) + Buffer.byteLength(last.stderr);
    }
    return { ms, bytes, r: last };
  };

  it('n and 4n: a path of spaces, a line of errors; output bounded, time within linear', () => {
    const spaces = (n: number) => 'http://a/' + ' '.repeat(n) + 'x\n';
    const errors = (n: number) => 'http://a/' + 'a b\u00e9%'.repeat(n / 4) + '\n';
    const file = (n: number) => {
      const f = join(tmp, `growth-${n}.txt`);
      writeFileSync(f, spaces(n));
      return f;
    };
    const cases: [string, (n: number) => [string[], string]][] = [
      ['validate spaces', (n) => [['validate', '-'], spaces(n)]],
      ['parse --mode all spaces', (n) => [['parse', '--mode', 'all', '-'], spaces(n)]],
      ['parse -d spaces', (n) => [['parse', '-d', '-'], spaces(n)]],
      ['compare spaces', (n) => [['compare', '-'], spaces(n)]],
      ['check spaces', (n) => [['check', file(n)], '']],
      ['validate errors rfc3987', (n) => [['validate', '--mode', 'rfc3987', '-'], errors(n)]],
      ['parse --mode all errors', (n) => [['parse', '--mode', 'all', '-'], errors(n)]],
      ['idna labels', (n) => [['idna', '-'], 'a\u00df-.'.repeat(n / 4) + 'x\n']],
    ];
    for (const [what, make] of cases) {
      const small = measure(...make(8000));
      const large = measure(...make(32000));
      console.log(`[growth] ${what}: ${small.bytes} B / ${small.ms.toFixed(0)} ms at 8000, ${large.bytes} B / ${large.ms.toFixed(0)} ms at 32000`);
      expect(small.bytes, what).toBeLessThan(what.startsWith('idna') ? 8000 * 40 : 20000);
      expect(large.bytes / small.bytes, what).toBeLessThan(what.startsWith('idna') ? 4.5 : 1.2);
      expect(large.ms / small.ms, what).toBeLessThan(8);
    }
  });

  it('a 10 MB URL: parse --mode all in seconds, a few kilobytes out', () => {
    const input = 'http://a/' + 'a b\u00e9%'.repeat(2.5e6) + '\n';
    const { ms, bytes, r } = measure(['parse', '--mode', 'all', '-'], input, 1);
    console.log(`[growth] parse --mode all, 10 MB: ${bytes} B, ${ms.toFixed(0)} ms`);
    expect(r.status).toBe(0);
    expect(bytes).toBeLessThan(20000);
    expect(ms).toBeLessThan(30000);
    expect(r.stdout).toContain('… and 4,999,997 more invalid-URL-unit');
    expect(r.stdout).toContain('only the first error is listed: the input is longer than 1,048,576 code units');
    expect(r.stdout).toContain('…(12,499,809 more)');
  }, 120000);

  it('a caret under a long input: a window around it, as compilers show a line', () => {
    const input = 'http://a/' + 'x'.repeat(5000) + ' ' + 'y'.repeat(5000);
    const r = iri(['validate', input]);
    const lines = r.stdout.split('\n');
    const k = lines.findIndex((l) => l.trim().startsWith('…'));
    expect(lines[k]).toBe('    …' + 'x'.repeat(40) + ' ' + 'y'.repeat(40) + '…');
    expect(lines[k + 1]).toBe('     ' + ' '.repeat(40) + '^');
    expect(r.stdout).toContain('→ http://a/' + 'x'.repeat(191) + '…(');
  });
});

describe('pipeable: results on stdout, diagnostics on stderr, exit statuses as documented', () => {
  it('get - on a mixed stdin: the hosts on stdout, the error on stderr, exit 1', () => {
    const r = iri(['get', '-', '{host}'], { input: 'https://a.com/x\nnot a url\nhttps://b.com/\n' });
    expect(r.stdout).toBe('a.com\nb.com\n');
    expect(r.stderr).toContain('iri get: error missing-scheme-non-relative-URL no scheme (such as "https:") and no base URL to resolve against (URL §4.4); the URL does not parse');
    expect(r.stderr).toContain('not a url');
    expect(r.status).toBe(1);
  });

  it('set: a failure prints nothing on stdout (not the unchanged URL), the error on stderr, exit 1', () => {
    const r = iri(['set', '-', 'port=99999'], { input: 'http://a/\n' });
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('setter-refused');
    expect(r.status).toBe(1);
    const s = iri(['set', '--mode', 'rfc3987', '-', 'port=x'], { input: 'http://a/\nhttp://b/\n' });
    expect(s.stdout).toBe('');
    expect(s.stderr.match(/invalid-port/g)).toHaveLength(2);
  });

  it('resolve, normalize, to-uri, equals: errors on stderr only', () => {
    for (const args of [['resolve', 'http://a/', 'g h', 'g'], ['normalize', 'http://a b/', 'http://a/'], ['to-uri', 'http://a/\u200e', 'http://a/'], ['to-iri', 'http://a/%zz', 'http://a/']]) {
      const r = iri(args);
      expect(r.status, args[0]).toBe(1);
      expect(r.stdout.split('\n').filter((l) => l !== '').length, args[0]).toBe(1);
      expect(r.stdout, args[0]).not.toContain('error');
      expect(r.stderr, args[0]).toMatch(new RegExp(`^iri ${args[0]}: error `));
    }
    const e = iri(['equals', 'http://a b', 'http://a']);
    expect(e.status).toBe(1);
    expect(e.stdout).toBe('');
    expect(e.stderr).toMatch(/^iri equals: error /);
  });
});

describe('compare, check, options, idna profiles', () => {
  it('compare: a reading that fails is a disagreement (exit 1), the help example included', () => {
    const r = iri(['compare', 'http://ü.example/%7e?a b']);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('fails to parse in: rfc3987');
    expect(r.stdout).not.toMatch(/^every attribute agrees$/m);
    expect(json(iri(['compare', '--json', 'http://ü.example/%7e?a b'])).results[0].failing).toEqual(['rfc3987']);
    const none = iri(['compare', 'http://[::1/']);
    expect(none.status).toBe(1);
    expect(none.stdout).toContain('no reading parses');
  });

  it('check: a UTF-8 BOM at the start of a file (or of stdin) is not part of the first URL', () => {
    const f = join(tmp, 'bom.txt');
    writeFileSync(f, '\ufeffhttps://a.example/\n');
    const r = iri(['check', f]);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^1 inputs in 1 lines: 1 valid, 0 invalid/);
    // Columns count from after the mark.
    const g = join(tmp, 'bom-bad.txt');
    writeFileSync(g, '\ufeffhttps://a.example/%zz\n');
    const message = 'invalid-URL-unit "%" is not followed by two hex digits (write "%25" for a percent sign) (URL §4.4)';
    expect(iri(['check', g]).stdout).toBe(`${g}:1:19 ${message}\n`);
    expect(iri(['check', '--extract', g]).stdout).toBe(`${g}:1:19 ${message}\n`);
    expect(iri(['validate', '-'], { input: '\ufeffhttp://a.example/\n' }).status).toBe(0);
  });

  it('an unknown option names the nearest one; a missing value says so', () => {
    const r = iri(['parse', '--mod', 'all', 'http://a/']);
    expect(r.status).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe('iri parse: unknown option --mod; did you mean --mode? (an input starting with "-" goes after --)');
    expect(iri(['set', '--keep-prot', 'http://a/']).stderr).toContain('unknown option --keep-prot; did you mean --keep-port?');
    expect(iri(['parse', '--frobnicate', 'http://a/']).stderr.split('\n')[0]).toBe('iri parse: unknown option --frobnicate (an input starting with "-" goes after --)');
    expect(iri(['parse', 'http://a/', '--mode']).stderr.split('\n')[0]).toBe('iri parse: option --mode needs a value');
    expect(iri(['parse', '--json=x', 'http://a/']).stderr.split('\n')[0]).toBe('iri parse: option --json takes no value');
    expect(iri(['prase', 'http://a/']).stderr).toContain('unknown command "prase"; did you mean parse?');
  });

  it('idna: the url profile (the default) is the URL Standard\'s flags and accepts _dmarc; uts46 is every check on', () => {
    const url = iri(['idna', '_dmarc.example.com']);
    expect(url.status).toBe(0);
    expect(url.stdout).toMatch(/^_dmarc\.example\.com +→ +_dmarc\.example\.com .* valid url$/m);
    expect(iri(['idna', '--profile', 'url', 'a-.example']).status).toBe(0);
    const uts46 = iri(['idna', '--profile', 'uts46', '_dmarc.example.com']);
    expect(uts46.status).toBe(1);
    expect(uts46.stdout).toContain('(ToASCII fails)');
    // The URL parser agrees with the url profile.
    expect(iri(['get', 'https://_dmarc.example.com/', '{host}']).stdout).toBe('_dmarc.example.com\n');
  });
});

describe('WHATWG-mode messages name the problem', () => {
  const rule = (input: string, code: string) => {
    const r = json(iri(['validate', '--json', input])).results[0];
    return r.issues.find((e: { code: string }) => e.code === code).rule;
  };
  it('the space in a host, a "%" without hex digits, a tab, a leading space, a forbidden host code point', () => {
    expect(rule('https://exa mple.com/', 'domain-to-ASCII')).toBe('a space in the host; no host may hold one (URL §3.5); the URL does not parse');
    expect(rule('http://example.com/%zz', 'invalid-URL-unit')).toBe('"%" is not followed by two hex digits (write "%25" for a percent sign) (URL §4.4)');
    expect(rule('http://a/\tb', 'invalid-URL-unit')).toBe('a tab or newline in the URL; it is removed (URL §4.4)');
    expect(rule(' http://a/', 'invalid-URL-unit')).toBe('leading or trailing spaces or control characters; they are removed (URL §4.4)');
    expect(rule('http://a/\u0001x', 'invalid-URL-unit')).toBe('U+0001 may not be in a URL here; it is percent-encoded (URL §4.4)');
    expect(rule('http://a/<x', 'invalid-URL-unit')).toBe('"<" (U+003C) may not be in a URL here; it is percent-encoded (URL §4.4)');
    expect(rule('http://a<b/', 'domain-to-ASCII')).toBe('"<" in the host; no host may hold it (URL §3.5); the URL does not parse');
    expect(rule('http://a%20b/', 'domain-to-ASCII')).toBe('a space in the host; no host may hold one (URL §3.5); the URL does not parse');
    expect(rule('http://a\u200db.com/', 'domain-to-ASCII')).toBe('label 1 of the host fails UTS #46 ToASCII: CONTEXTJ U+200D (URL §3.3); the URL does not parse');
    expect(rule('foo://a<b/', 'host-invalid-code-point')).toBe('"<" in the host; no host may hold it (URL §3.5); the URL does not parse');
    expect(rule('http://a:99999/', 'port-out-of-range')).toBe('the port is greater than 65535 (URL §4.4); the URL does not parse');
    expect(rule('http://0x7f.1/', 'IPv4-non-decimal-part')).toBe('a part of the IPv4 address is hexadecimal ("0x") or octal (a leading "0") (URL §3.5)');
  });

  it('every URL Standard validation error has a message in user terms with its section', async () => {
    const { WHATWG_RULES } = await import('../../lib/tools/analyze');
    const source = readFileSync(join(root, 'lib/core/errors.ts'), 'utf8');
    const union = source.slice(source.indexOf('export type ValidationErrorCode'), source.indexOf(';', source.indexOf('export type ValidationErrorCode')));
    const codes = union.match(/'([\w-]+)'/g)!.map((x) => x.slice(1, -1));
    expect(codes.length).toBeGreaterThan(25);
    for (const code of [...codes, 'invalid-base']) {
      expect(WHATWG_RULES[code], code).toMatch(/^[a-z"\\].* \(URL §\d\.\d\)$/);
      expect(WHATWG_RULES[code], code).not.toMatch(/UTS #46 ToASCII records|not a URL unit|\(failure\)/);
    }
  });
});

describe('iri view', () => {
  it('serves dist/viewer.html on localhost and prints the address', async () => {
    const child = spawn(process.execPath, [cli, 'view', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const address = await new Promise<string>((ok, fail) => {
        let text = '';
        child.stdout.on('data', (d) => {
          text += d;
          const m = /http:\/\/127\.0\.0\.1:\d+\//.exec(text);
          if (m) ok(m[0]);
        });
        child.on('exit', (code) => fail(new Error(`iri view exited ${code}`)));
      });
      const page = await fetch(address);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await page.text()).toBe(readFileSync(join(root, 'dist/viewer.html'), 'utf8'));
      expect((await fetch(address + 'nope')).status).toBe(404);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
