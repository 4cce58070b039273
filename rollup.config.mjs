// Builds dist/ (README "Install" says what each file is for):
// - ESM (index.mjs, polyfill.mjs, nfkc.mjs) and CommonJS (index.cjs, polyfill.cjs, nfkc.cjs) from
//   lib/, in the chunks rollup makes by itself, so that each entry loads only the modules it uses.
//   Not minified (an application's bundler minifies; stack traces stay readable), with source
//   maps. `punycode` stays an external runtime dependency: the ESM build imports its ES module
//   file, the CommonJS build requires its CommonJS file (never the bare name, which Node maps to
//   its deprecated built-in module).
// - index.node.mjs, polyfill.node.mjs, nfkc.node.mjs: Node's `import` entries (the exports map's
//   "node" condition), re-exporting the CommonJS build: Node before 20.19 cannot load punycode's
//   ES module file (a .js file in a package without "type": "module"), and import and require
//   then share one copy of the classes.
// - index.d.ts / index.d.cts, polyfill.d.ts / .d.cts, nfkc.d.ts / .d.cts: the declarations tsc
//   writes to dist/types, bundled into one file per entry, once for `import` and once for
//   `require`; for iri-url/polyfill.js, polyfill-script.d.ts / .d.cts (copied from lib/) and
//   polyfill-script.cjs, what `require` gets (polyfill.js is ESM to Node in a "type": "module" package).
// - The Unicode tables are package.json's "unicodeVersion"; IRI_URL_UNICODE=17.0.0 npm run build
//   builds every file on lib/unicode/generated/unicode-17.0.0 instead (scripts/unicode-version.mjs).
// - polyfill.js: the <script> polyfill, one minified IIFE in ES5 syntax with punycode bundled
//   (compiled to ES5 here, with a feature-checked String.fromCodePoint), under a banner with the
//   licences of what it bundles.
import typescript from '@rollup/plugin-typescript';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import dts from 'rollup-plugin-dts';
import ts from 'typescript';
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { unicodeVersionPlugin, buildUnicodeVersion } from './scripts/unicode-version.mjs';

const pkg = JSON.parse(readFileSync('./package.json', 'utf8'));
const punycodePkg = JSON.parse(readFileSync('./node_modules/punycode/package.json', 'utf8'));
import tools from './scripts/rollup.tools.mjs';

const PUNYCODE_ESM = 'punycode/punycode.es6.js';
const PUNYCODE_CJS = 'punycode/punycode.js';
const external = (id) => id === 'punycode' || id.startsWith('punycode/');

/** The IIFE's entry: only the side effect, so the script defines no global but URL and URLSearchParams. */
const SCRIPT_ENTRY = '\0polyfill-script';
function scriptEntry() {
  return {
    name: 'polyfill-script',
    resolveId: (id) => (id === SCRIPT_ENTRY ? id : null),
    load: (id) => (id === SCRIPT_ENTRY ? "import { polyfill } from './lib/polyfill.ts';\npolyfill();\n" : null),
  };
}

// String.fromCodePoint (ES2015) where it exists, else the UTF-16 encoding of each code point
// (Unicode §3.9 D91), throwing RangeError outside 0..0x10FFFF as ES2015 §21.1.2.2 does: punycode
// decode relies on that throw to reject labels that decode past U+10FFFF.
const FROM_CODE_POINT = `var __fromCodePoint = String.fromCodePoint || function () {
  var parts = [], units = [];
  for (var i = 0; i < arguments.length; i++) {
    var c = Number(arguments[i]);
    if (c !== Math.floor(c) || c < 0 || c > 0x10ffff) throw new RangeError('Invalid code point ' + c);
    if (c >= 0x10000) { c -= 0x10000; units.push(0xd800 + (c >> 10), 0xdc00 + (c & 0x3ff)); } else units.push(c);
    if (units.length >= 4096) { parts.push(String.fromCharCode.apply(null, units)); units = []; }
  }
  parts.push(String.fromCharCode.apply(null, units));
  return parts.join('');
};
`;

/** punycode's ES module file (ES2015 syntax) compiled to ES5 syntax for the IIFE. */
function punycodeES5() {
  return {
    name: 'punycode-es5',
    transform(code, id) {
      if (!/[\\/]punycode[\\/]punycode\.es6\.js$/.test(id)) return null;
      const out = ts.transpileModule(code.replace(/String\.fromCodePoint\b/g, '__fromCodePoint'), {
        compilerOptions: { target: ts.ScriptTarget.ES5, module: ts.ModuleKind.ESNext, removeComments: true },
      }).outputText;
      return { code: FROM_CODE_POINT + out, map: null };
    },
  };
}

// Third-party code and data in the <script> build: terser keeps /*! comments.
const SCRIPT_BANNER = `/*! iri-url ${pkg.version} | MIT License | Copyright (c) 2026 The iri-url authors
 * Bundles punycode.js ${punycodePkg.version} (https://mths.be/punycode) | MIT License |
 *   Copyright Mathias Bynens <https://mathiasbynens.be/>
 * Includes tables derived from the Unicode Character Database ${buildUnicodeVersion()} | Unicode License v3 |
 *   Copyright (c) 1991-2023 Unicode, Inc. (https://www.unicode.org/license.txt) */`;

/**
 * Node's ESM entries: for each ESM entry chunk, <name>.node.mjs re-exports <name>.cjs (Node's
 * CommonJS interop gives the default import; the names are read from the ESM chunk's exports).
 */
function nodeEntries() {
  return {
    name: 'node-entries',
    generateBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const names = chunk.exports.slice().sort();
        this.emitFile({
          type: 'asset',
          fileName: `${chunk.name}.node.mjs`,
          source:
            `// Node's \`import\` of this entry: the CommonJS build, shared with \`require\` (rollup.config.mjs).\n` +
            `import cjs from './${chunk.name}.cjs';\n\n` +
            (names.length ? `export const { ${names.join(', ')} } = cjs;\n` : ''),
        });
      }
    },
  };
}


export default [
  {
    input: { index: 'lib/index.ts', polyfill: 'lib/polyfill-auto.ts', nfkc: 'lib/nfkc.ts' },
    external,
    // punycode has no side effects: no bare `import 'punycode/...'` in polyfill.mjs.
    treeshake: { moduleSideEffects: 'no-external' },
    plugins: [
      unicodeVersionPlugin(),
      { name: 'clean-dist', buildStart: () => rmSync('dist', { recursive: true, force: true }) },
      typescript({
        tsconfig: './tsconfig.json',
        declaration: true,
        declarationDir: 'dist/types',
        outDir: 'dist',
      }),
    ],
    output: [
      { dir: 'dist', format: 'es', entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs', hoistTransitiveImports: false, sourcemap: true, plugins: [nodeEntries()] },
      {
        dir: 'dist',
        format: 'cjs',
        entryFileNames: '[name].cjs',
        chunkFileNames: 'chunks/[name]-[hash].cjs',
        hoistTransitiveImports: false,
        exports: 'named',
        sourcemap: true,
        paths: { [PUNYCODE_ESM]: PUNYCODE_CJS },
      },
    ],
  },
  {
    input: { index: 'dist/types/index.d.ts', polyfill: 'dist/types/polyfill-auto.d.ts', nfkc: 'dist/types/nfkc.d.ts' },
    plugins: [
      dts(),
      {
        name: 'remove-dist-types',
        closeBundle() {
          rmSync('dist/types', { recursive: true, force: true });
          copyFileSync('lib/polyfill-script.d.ts', 'dist/polyfill-script.d.ts');
          copyFileSync('lib/polyfill-script.d.ts', 'dist/polyfill-script.d.cts');
          // require('iri-url/polyfill.js'): polyfill.js is ESM to Node (the package is "type":
          // "module"), so require gets the same effect through the CommonJS build, and no exports.
          writeFileSync('dist/polyfill-script.cjs', "'use strict';\n// require('iri-url/polyfill.js'): installs URL and URLSearchParams as dist/polyfill.js does.\nrequire('./polyfill.cjs');\n");
        },
      },
    ],
    output: [
      { dir: 'dist', format: 'es', entryFileNames: '[name].d.ts', chunkFileNames: 'chunks/[name]-[hash].d.ts' },
      { dir: 'dist', format: 'es', entryFileNames: '[name].d.cts', chunkFileNames: 'chunks/[name]-[hash].d.cts' },
    ],
  },
  {
    input: SCRIPT_ENTRY,
    plugins: [
      unicodeVersionPlugin(),
      scriptEntry(),
      nodeResolve({ browser: true, preferBuiltins: false }),
      punycodeES5(),
      typescript({ tsconfig: './tsconfig.es5.json', declaration: false, outDir: 'dist', sourceMap: true }),
    ],
    output: {
      file: 'dist/polyfill.js',
      format: 'iife',
      sourcemap: true,
      banner: SCRIPT_BANNER,
      plugins: [terser({ ecma: 5, compress: { passes: 2 }, format: { comments: /^!/, ascii_only: true } })],
    },
  },
  // dist/cli.mjs (the iri command) and dist/viewer.html: scripts/rollup.tools.mjs
  ...tools,
];
