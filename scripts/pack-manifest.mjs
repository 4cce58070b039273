// The package.json that `npm pack` and `npm publish` put in the tarball: the repository's, without
// the scripts that serve only a clone. `prepare` builds dist/ when `npm install` runs in a clone;
// in a tarball it would be an install-time script of the package (npm 11 warns about it on every
// install of the tarball, and dist/ is already built there). npm reads the package's scripts before
// `prepack` and copies package.json from disk after it, so:
//
//   node scripts/pack-manifest.mjs strip     (prepack) keep package.json in .cache/, write it without CLONE_ONLY
//   node scripts/pack-manifest.mjs restore   (postpack) put the kept package.json back
//
// A strip after a pack that died before its postpack restores the kept file first, so the
// repository's package.json is never lost and never stripped twice.
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = join(root, 'package.json');
const kept = join(root, '.cache/package.json.repository');

/** Scripts of the clone only: build on install, and this script's own hooks. */
export const CLONE_ONLY = ['prepare', 'prepack', 'postpack'];

/** The published form of a package.json text. */
export function publishedManifest(text) {
  const p = JSON.parse(text);
  for (const name of CLONE_ONLY) if (p.scripts) delete p.scripts[name];
  return JSON.stringify(p, null, 2) + '\n';
}

function restore() {
  if (existsSync(kept)) renameSync(kept, manifest);
}

const command = process.argv[2];
if (command === 'strip') {
  restore();
  mkdirSync(dirname(kept), { recursive: true });
  copyFileSync(manifest, kept);
  writeFileSync(manifest, publishedManifest(readFileSync(manifest, 'utf8')));
} else if (command === 'restore') {
  restore();
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.error('usage: node scripts/pack-manifest.mjs strip|restore');
  process.exit(2);
}
