// Are the types wrong? Packs the package as it would be published (`npm pack`
// into .cache/attw) and runs @arethetypeswrong/cli on the tarball: every entry point of the
// exports map must resolve, to the right kind of types, under node10, node16 (from CommonJS and
// from ESM) and bundler resolution. Prints attw's table; exits non-zero on any problem.
//
//   node scripts/attw.mjs        (npm run attw; .ci/run runs it after the build)
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, '.cache/attw');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const tgz = execFileSync('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: root, encoding: 'utf8' }).trim().split('\n').pop();
const r = spawnSync(process.execPath, [join(root, 'node_modules/@arethetypeswrong/cli/dist/index.js'), join(dir, tgz), '--format', 'table-flipped'], {
  cwd: root,
  encoding: 'utf8',
});
process.stdout.write(r.stdout);
process.stderr.write(r.stderr);
if (r.status !== 0) {
  console.error(`attw: problems found in ${tgz} (exit status ${r.status})`);
  process.exit(1);
}
// Every subpath of the exports map was checked (the URLPattern entries included).
const exportsMap = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).exports;
const unchecked = Object.keys(exportsMap).map((k) => 'iri-url' + k.slice(1)).filter((name) => !r.stdout.includes(`"${name}"`));
if (unchecked.length) {
  console.error(`attw: not in attw's table: ${unchecked.join(', ')}`);
  process.exit(1);
}
