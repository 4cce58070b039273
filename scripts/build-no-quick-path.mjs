#!/usr/bin/env node
// Builds the library's main entry (lib/index.ts) as rollup.config.mjs builds it, speed paths
// included, but without the WHATWG parser's recognizer (lib/whatwg/recognizer.ts: the speed must
// not depend on it). Not a shipped file.
// .cache/no-quick-path/index.mjs: recognizer.ts `speedPaths.enabled` false, so recognize never
// takes an input and the URL §4.4 state machine reads everything, as in the <script> builds
// (`scripts/bench.mjs --no-quick-path`).
//
//   node scripts/build-no-quick-path.mjs     (prints the path of the module)

import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rollup } from 'rollup';
import typescript from '@rollup/plugin-typescript';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');

/** Builds the module; returns its path. */
export async function buildNoQuickPath() {
  const outDir = join(root, '.cache/no-quick-path');
  const { default: configs } = await import(pathToFileURL(join(root, 'rollup.config.mjs')).href);
  // The library build's plugins: the Unicode-version one (the first), then TypeScript; not its
  // clean-dist step (dist/ stays as it is).
  const unicodeVersion = configs[0].plugins[0];
  const recognizerOff = {
    name: 'quick-path-off',
    transform(code, id) {
      if (!id.endsWith(join('lib', 'whatwg', 'recognizer.ts'))) return null;
      const [from, to] = ['const speedPaths = { enabled: true };', 'const speedPaths = { enabled: false };'];
      const off = code.replace(from, to);
      if (off === code) throw new Error(`build-no-quick-path: recognizer.ts no longer has \`${from}\``);
      return off;
    },
  };
  const bundle = await rollup({
    input: { index: join(root, 'lib/index.ts') },
    plugins: [
      unicodeVersion,
      typescript({ tsconfig: join(root, 'tsconfig.json'), declaration: false, declarationDir: join(outDir, 'types'), outDir }),
      recognizerOff,
    ],
    onwarn() {},
  });
  await bundle.write({ dir: outDir, format: 'es', entryFileNames: '[name].mjs', chunkFileNames: '[name].mjs' });
  await bundle.close();
  return join(outDir, 'index.mjs');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(await buildNoQuickPath());
}
