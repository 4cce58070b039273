// The tools of lib/tools/, built next to the library (rollup.config.mjs spreads these in):
// - dist/cli.mjs: the `iri` command (package.json "bin"), ESM with a shebang. It imports the
//   library by the package's own name ('iri-url', a self-reference through the exports map, so
//   Node picks whichever ESM file the map gives it), so the tables are not bundled twice.
// - dist/viewer.html: the viewer page, one HTML file with the whole library and the page script
//   inlined as a classic script, so it works offline from file:// (no CDN, no module loading).
import typescript from '@rollup/plugin-typescript';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { chmodSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const root = dirname(dirname(new URL(import.meta.url).pathname));
const LIB_INDEX = resolve(root, 'lib/index.ts');
const LIB_SAFETY = resolve(root, 'lib/safety.ts');

/** lib/tools/* import '../index' and '../safety': in the CLI those are the package's own entries. */
function publicEntryExternal() {
  return {
    name: 'public-entry-external',
    async resolveId(id, importer) {
      if (!importer || !id.startsWith('.')) return null;
      const target = resolve(dirname(importer), id);
      if (target === LIB_INDEX || target + '.ts' === LIB_INDEX) return { id: 'iri-url', external: true };
      if (target === LIB_SAFETY || target + '.ts' === LIB_SAFETY) return { id: 'iri-url/safety', external: true };
      return null;
    },
  };
}

/** Inlines the page script into lib/tools/viewer.html, emitted as dist/viewer.html. */
function inlineIntoPage() {
  return {
    name: 'viewer-page',
    generateBundle(_options, bundle) {
      const chunk = bundle['viewer.js'];
      delete bundle['viewer.js'];
      const code = chunk.code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
      const template = readFileSync(resolve(root, 'lib/tools/viewer.html'), 'utf8');
      if (!template.includes('/*VIEWER_SCRIPT*/')) throw new Error('lib/tools/viewer.html lacks /*VIEWER_SCRIPT*/');
      this.emitFile({ type: 'asset', fileName: 'viewer.html', source: template.replace('/*VIEWER_SCRIPT*/', () => '\n' + code) });
    },
  };
}

const ts = (include) =>
  typescript({ tsconfig: './lib/tools/tsconfig.json', include, filterRoot: root, compilerOptions: { noEmit: false, declaration: false, outDir: 'dist', sourceMap: false } });

export default [
  {
    input: 'lib/tools/cli.ts',
    external: (id) => id.startsWith('node:'),
    plugins: [publicEntryExternal(), ts(['lib/tools/**/*.ts', 'lib/**/*.d.ts'])],
    output: {
      file: 'dist/cli.mjs',
      format: 'es',
      banner: '#!/usr/bin/env node',
      sourcemap: false,
      plugins: [{ name: 'executable', writeBundle: () => chmodSync(resolve(root, 'dist/cli.mjs'), 0o755) }],
    },
  },
  {
    input: 'lib/tools/viewer.ts',
    plugins: [nodeResolve({ browser: true, preferBuiltins: false }), ts(['lib/**/*.ts']), inlineIntoPage()],
    output: { dir: 'dist', format: 'iife', entryFileNames: 'viewer.js', sourcemap: false },
  },
];
