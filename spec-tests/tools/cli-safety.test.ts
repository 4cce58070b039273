// `iri display`, `iri classify` and `iri check --unsafe-display --internal` (dist/cli.mjs, after
// `npm run build`) through child processes: text and JSON output, exit statuses, hostile input
// escaped for the terminal.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const cli = join(root, 'dist/cli.mjs');
if (!existsSync(cli)) throw new Error(`${cli} is missing: run \`npm run build\` first`);

function iri(args: string[], input = '') {
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1', FORCE_COLOR: undefined };
  for (const k of Object.keys(env)) if (env[k] === undefined) delete env[k];
  const r = spawnSync(process.execPath, [cli, ...args], { input, encoding: 'utf8', env: env as NodeJS.ProcessEnv, cwd: root });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('iri display', () => {
  it('the host to show; exit 1 when a label is unsafe; --explain gives the reasons', () => {
    const ok = iri(['display', 'https://xn--bcher-kva.de/x']);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toBe('bücher.de  safe\n');
    const bad = iri(['display', '--explain', 'аррӏе.com']);
    expect(bad.status).toBe(1);
    expect(bad.stdout.split('\n').slice(0, 3)).toEqual([
      'xn--80ak6aa92e.com  unsafe',
      '  xn--80ak6aa92e  kept as A-label',
      '    whole-script-confusable  every letter looks like ASCII in a TLD not of its script (UTS #39 §4.1)',
    ]);
  });
  it('--top, --level, --json; usage errors exit 2', () => {
    expect(iri(['display', '--top', 'google.com', 'gõõgle.com']).stdout).toBe('xn--ggle-0qaa.com  unsafe  looks like google.com\n');
    expect(iri(['display', 'abcक.com']).status).toBe(1);
    expect(iri(['display', '--level', 'moderate', 'abcक.com']).status).toBe(0);
    expect(iri(['display', '--level', 'low', 'a.com']).status).toBe(2);
    const j = JSON.parse(iri(['display', '--json', 'xn--zz.com']).stdout);
    expect(j.command).toBe('display');
    expect(j.results[0]).toMatchObject({ input: 'xn--zz.com', host: 'xn--zz.com', safe: false, lookalikeOf: null });
    expect(j.results[0].labels[0].reasons).toEqual(['invalid-a-label']);
  });
  it('an invalid host is an error line, escaped for the terminal', () => {
    const r = iri(['display', 'a\u001b[2Jb']);
    expect(r.status).toBe(1);
    expect(r.stdout).not.toContain('\u001b');
    expect(r.stdout).toContain('\\u{1B}');
  });
});

describe('iri classify', () => {
  it('kind, address, effective address, blocks; exit 1 when not globally reachable', () => {
    const r = iri(['classify', '[::ffff:169.254.169.254]']);
    expect(r.status).toBe(1);
    expect(r.stdout.split('\n')[0]).toBe('[::ffff:169.254.169.254]  ipv6  ::ffff:a9fe:a9fe  → 169.254.169.254  not globally reachable');
    expect(r.stdout).toContain('169.254.169.254/32  Cloud metadata endpoint');
    const pub = iri(['classify', 'http://8.8.8.8/', 'example.com']);
    expect(pub.status).toBe(0);
    expect(pub.stdout).toContain('only the addresses DNS returns decide');
    const lines = iri(['classify', '--jsonl', '0x7f.1', '017700000001', 'localhost', 'x.test']).stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.address, l.globallyReachable])).toEqual([['127.0.0.1', false], ['127.0.0.1', false], ['localhost', false], ['x.test', true]]);
    const err = iri(['classify', '256.1.1.1']);
    expect(err.status).toBe(1);
    expect(err.stdout).toContain('error');
  });
});

describe('iri check --unsafe-display --internal', () => {
  it('flags the links, file:line:col', () => {
    const dir = mkdtempSync(join(tmpdir(), 'iri-safety-'));
    const file = join(dir, 'links.txt');
    writeFileSync(file, 'https://xn--80ak6aa92e.com/\nhttps://example.com/\nhttp://0x7f.1/admin\nhttps://bücher.de/\nhttp://[::ffff:10.0.0.1]/\n');
    const plain = iri(['check', '-q', file]);
    expect(plain.stdout).not.toContain('unsafe-display');
    const r = iri(['check', '-q', '--unsafe-display', '--internal', file]);
    expect(r.status).toBe(1);
    const flagged = r.stdout.trim().split('\n').filter((l) => / (unsafe-display|internal-host) /.test(l));
    expect(flagged).toEqual([
      `${file}:1:9 unsafe-display shown as xn--80ak6aa92e.com (xn--80ak6aa92e: whole-script-confusable); docs/security.md`,
      `${file}:3:8 internal-host 127.0.0.1 is not globally reachable (Loopback)`,
      `${file}:5:8 internal-host 10.0.0.1 is not globally reachable (IPv4-mapped Address, Private-Use)`,
    ]);
    const only = iri(['check', '-q', '--internal', file]);
    expect(only.stdout).not.toContain('unsafe-display');
    expect(only.stdout).toContain('internal-host');
  });
});
