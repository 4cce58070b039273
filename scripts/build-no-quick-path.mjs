#!/usr/bin/env node
// Builds .cache/no-quick-path/index.mjs: the library's main entry (lib/index.ts) as rollup.config.mjs
// builds it, speed paths included, but with the WHATWG parser's quick path off (fast-path.ts
// `enabled` false, so neither fastParse nor the one pass (one-pass.ts, which runs only where
// the quick path is on) runs, and the state machine reads its input unchecked, as it does where
// there is no quick path). For `scripts/bench.mjs --no-quick-path`: the URL §4.4
// state machine alone in the library build (issue 13 item 2: the quick path stays, but the speed
// must not depend on it). Not a shipped file.
//
//   node scripts/build-no-quick-path.mjs      (prints the path of the module)

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
  const quickPathOff = {
    name: 'quick-path-off',
    transform(code, id) {
      if (!id.endsWith(join('lib', 'whatwg', 'fast-path.ts'))) return null;
      const off = code.replace('let enabled = true;', 'let enabled = false;');
      if (off === code) throw new Error('build-no-quick-path: fast-path.ts no longer has `let enabled = true;`');
      return off;
    },
  };
  const bundle = await rollup({
    input: { index: join(root, 'lib/index.ts') },
    plugins: [
      unicodeVersion,
      typescript({ tsconfig: join(root, 'tsconfig.json'), declaration: false, declarationDir: join(outDir, 'types'), outDir }),
      quickPathOff,
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
