// The tarball `npm pack` makes (what `npm publish` uploads): its package.json carries no script
// that serves only a clone (scripts/pack-manifest.mjs): no `prepare` (an install-time script to
// npm, which warns about it on every install of the tarball), no pack hooks; everything else is
// the repository's package.json, which packing leaves as it was.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

describe('npm pack', () => {
  it('writes a package.json without prepare and leaves the repository one as it was', () => {
    if (!existsSync(join(root, 'dist/index.mjs'))) throw new Error('dist/ is missing: run `npm run build` first');
    const before = readFileSync(join(root, 'package.json'), 'utf8');
    const dir = mkdtempSync(join(tmpdir(), 'iri-url-pack-'));
    try {
      const out = execFileSync('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: root, encoding: 'utf8' });
      const tgz = join(dir, out.trim().split('\n').pop() as string);
      const packed = JSON.parse(execFileSync('tar', ['-xzOf', tgz, 'package/package.json'], { encoding: 'utf8' }));
      const repo = JSON.parse(before);
      expect(repo.scripts.prepare).toBe('npm run build'); // a clone builds on npm install
      expect(packed.scripts.prepare).toBeUndefined();
      expect(Object.keys(packed.scripts).filter((k) => /^(pre|post)?(install|prepare|pack)$/.test(k))).toEqual([]);
      // Nothing else changed.
      const { scripts: a, ...restPacked } = packed;
      const { scripts: b, ...restRepo } = repo;
      expect(restPacked).toEqual(restRepo);
      for (const k of Object.keys(a)) expect(a[k]).toBe(b[k]);
      expect(readFileSync(join(root, 'package.json'), 'utf8')).toBe(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
