// Builds dist/:
// - ESM (index.mjs, polyfill.mjs) and CommonJS (index.cjs, polyfill.cjs) from lib/, plus the
//   .d.ts files. `punycode` stays an external runtime dependency: the ESM build imports its ES
//   module file, the CommonJS build requires its CommonJS file (never the bare name, which Node
//   maps to its deprecated built-in module). polyfill.* imports the classes from index.*.
// - index.d.ts / index.d.cts and polyfill.d.ts / polyfill.d.cts: the declarations tsc writes to
//   dist/types, bundled into one file per entry, once for `import` and once for `require`.
// - polyfill.js: the <script> polyfill, one minified IIFE in ES5 syntax with punycode bundled
//   (compiled to ES5 here, with a feature-checked String.fromCodePoint).
import typescript from '@rollup/plugin-typescript';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import dts from 'rollup-plugin-dts';
import ts from 'typescript';
import { rmSync } from 'node:fs';
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

/** punycode's CommonJS file (ES2015 syntax) compiled to ES5 for the IIFE. */
function punycodeES5() {
  return {
    name: 'punycode-es5',
    transform(code, id) {
      if (!/[\\/]punycode[\\/]punycode\.js$/.test(id)) return null;
      const out = ts.transpileModule(code.replace(/String\.fromCodePoint\b/g, '__fromCodePoint'), {
        compilerOptions: { target: ts.ScriptTarget.ES5, module: ts.ModuleKind.None, removeComments: true },
      }).outputText;
      const strict = out.startsWith('"use strict";') ? '"use strict";\n' : '';
      return { code: strict + FROM_CODE_POINT + out.slice(strict.length), map: null };
    },
  };
}

/** Every module but the polyfill's goes with index.ts, so polyfill.* imports index.* (no third chunk). */
const manualChunks = (id) => (/[\\/]lib[\\/]/.test(id) && !/(polyfill(-auto)?|nfkc|compat-decompositions)\.ts$/.test(id) ? 'index' : undefined);

export default [
  {
    input: { index: 'lib/index.ts', polyfill: 'lib/polyfill-auto.ts', nfkc: 'lib/nfkc.ts' },
    external,
    // punycode has no side effects: no bare `import 'punycode/...'` in polyfill.mjs.
    treeshake: { moduleSideEffects: 'no-external' },
    plugins: [
      typescript({
        tsconfig: './tsconfig.json',
        declaration: true,
        declarationDir: 'dist/types',
        outDir: 'dist',
      }),
    ],
    output: [
      { dir: 'dist', format: 'es', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs', manualChunks, hoistTransitiveImports: false, sourcemap: false },
      {
        dir: 'dist',
        format: 'cjs',
        entryFileNames: '[name].cjs',
        chunkFileNames: '[name]-[hash].cjs',
        manualChunks,
        hoistTransitiveImports: false,
        exports: 'named',
        sourcemap: false,
        paths: { [PUNYCODE_ESM]: PUNYCODE_CJS },
      },
    ],
  },
  {
    input: { index: 'dist/types/index.d.ts', polyfill: 'dist/types/polyfill-auto.d.ts', nfkc: 'dist/types/nfkc.d.ts' },
    plugins: [
      dts(),
      { name: 'remove-dist-types', closeBundle: () => rmSync('dist/types', { recursive: true, force: true }) },
    ],
    output: [
      { dir: 'dist', format: 'es', entryFileNames: '[name].d.ts', chunkFileNames: '[name]-[hash].d.ts' },
      { dir: 'dist', format: 'es', entryFileNames: '[name].d.cts', chunkFileNames: '[name]-[hash].d.cts' },
    ],
  },
  {
    input: SCRIPT_ENTRY,
    plugins: [
      scriptEntry(),
      nodeResolve({ browser: true, preferBuiltins: false }),
      punycodeES5(),
      commonjs(),
      typescript({ tsconfig: './tsconfig.es5.json', declaration: false, outDir: 'dist', sourceMap: false }),
    ],
    output: {
      file: 'dist/polyfill.js',
      format: 'iife',
      sourcemap: false,
      plugins: [terser({ ecma: 5, compress: { passes: 2 }, format: { comments: false, ascii_only: true } })],
    },
  },
  // dist/cli.mjs (the iri command) and dist/viewer.html: scripts/rollup.tools.mjs
  ...tools,
];
