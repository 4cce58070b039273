// Builds dist/ (README "Install" says what each file is for):
// - ESM (index.mjs, polyfill.mjs, nfkc.mjs) and CommonJS (index.cjs, polyfill.cjs, nfkc.cjs) from
//   lib/, in the chunks rollup makes by itself, so that each entry loads only the modules it uses.
//   Not minified (an application's bundler minifies; stack traces stay readable), with source
//   maps. No runtime dependency: Punycode is our own (lib/idna/punycode.ts; the `punycode`
//   package is a devDependency, the tests' oracle).
// - index.node.mjs, polyfill.node.mjs, nfkc.node.mjs: Node's `import` entries (the exports map's
//   "node" condition), re-exporting the CommonJS build, so that import and require share one
//   copy of the classes (no dual-package hazard: one URL class, one instanceof).
// - index.d.ts / index.d.cts, polyfill.d.ts / .d.cts, nfkc.d.ts / .d.cts: the declarations tsc
//   writes to dist/types, bundled into one file per entry, once for `import` and once for
//   `require`; for iri-url/polyfill.js, polyfill-script.d.ts / .d.cts (copied from lib/) and
//   polyfill-script.cjs, what `require` gets (polyfill.js is ESM to Node in a "type": "module" package).
// - The Unicode tables are package.json's "unicodeVersion" (17.0.0); IRI_URL_UNICODE=15.1.0 npm run
//   build builds every file on lib/unicode/generated/unicode-15.1.0 instead (scripts/unicode-version.mjs).
// - polyfill.js: the <script> polyfill, one minified IIFE in ES5 syntax, under a banner with the
//   licences of what it includes (the Unicode data).
import typescript from '@rollup/plugin-typescript';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import dts from 'rollup-plugin-dts';
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import MagicString from 'magic-string';
import { unicodeVersionPlugin, buildUnicodeVersion } from './scripts/unicode-version.mjs';
import { es5PrivateFields } from './scripts/es5-private-fields.mjs';

const pkg = JSON.parse(readFileSync('./package.json', 'utf8'));
import tools from './scripts/rollup.tools.mjs';


/** The IIFE's entry: only the side effect, so the script defines no global but URL and URLSearchParams. */
const SCRIPT_ENTRY = '\0polyfill-script';
/** The same for dist/urlpattern-polyfill.js: no global but URLPattern. */
const URLPATTERN_SCRIPT_ENTRY = '\0urlpattern-polyfill-script';
function scriptEntry() {
  return {
    name: 'polyfill-script',
    resolveId: (id) => (id === SCRIPT_ENTRY || id === URLPATTERN_SCRIPT_ENTRY ? id : null),
    load: (id) => (id === SCRIPT_ENTRY ? "import { polyfill } from './lib/polyfill.ts';\npolyfill();\n"
      : id === URLPATTERN_SCRIPT_ENTRY ? "import { polyfill } from './lib/urlpattern-polyfill.ts';\npolyfill();\n" : null),
  };
}

// Licences of what the <script> build includes: terser keeps /*! comments.
const SCRIPT_BANNER = `/*! iri-url ${pkg.version} | MIT License | Copyright (c) 2026 The iri-url authors
 * Includes tables derived from the Unicode Character Database ${buildUnicodeVersion()} | Unicode License v3 |
 *   Copyright (c) 1991-2025 Unicode, Inc. (https://www.unicode.org/license.txt) */`;

/**
 * Property names that terser shortens in dist/polyfill.js (issue 12 item 3): fields of internal
 * objects only (the URL record's offsets, URLSearchParams's list state, host results, Unicode table
 * records), never a name of the public API, of a built-in or of an object from outside the script
 * (a native URL in the feature test, property descriptors, iterator results, util.inspect's
 * arguments). The same name is shortened everywhere in the file, so a name listed here must not
 * be read by string (checked below) nor on any object the script does not make. (`builtins`:
 * a listed name is shortened even where some DOM interface has a property of that name.)
 */
const INTERNAL_NAMES = [
  'schemeEnd', 'usernameEnd', 'hostStart', 'hostEnd', 'pathStart', 'queryStart', 'fragmentStart', 'pathEnd',
  'hostKind', 'hasOpaquePath', 'names', 'holes', 'pending', 'dirty', 'link', 'strict', 'log', 'kind',
  'failed', 'stopAtFirst', 'composites', 'unstable', 'second', 'first', 'starts', 'cps', 'folded', 'classes', 'flags',
  'sizes', 'mapped', 'buf',
  // The URL record's and URL parts' components and bits, the list and iterator indexes and states,
  // the scans' tables (lib/whatwg/scanners.ts), lib/core/interface.ts's statics.
  'scheme', 'path', 'query', 'fragment', 'bits', 'index', 'state', 'keep', 'dots', 'statics',
  // The parse context (lib/whatwg/context.ts).
  'stop', 'views', 'lowerTo', 'cut', 'ctx',
  'start', 'target', 'url', 'mode', 'changed', 'check', 'list', 'journal',
  // UTS #46 options: public names of the idna API's option bag, which dist/polyfill.js does not include.
  'transitionalProcessing', 'verifyDnsLength', 'useSTD3ASCIIRules', 'checkHyphens', 'checkBidi', 'checkJoiners', 'ignoreInvalidPunycode',
];
const namesRegex = (names) => new RegExp('^(' + names.join('|') + ')$');
const INTERNAL_PROPERTIES = namesRegex(INTERNAL_NAMES);
/**
 * dist/urlpattern-polyfill.js: the same list less the names lib/urlpattern uses as string values
 * (the tokenize policy "strict", the URLPatternInit processing type "url"): not property reads,
 * but the check above cannot tell them apart.
 */
const URLPATTERN_STRINGS = ['strict', 'url'];
const URLPATTERN_INTERNAL_PROPERTIES = namesRegex(INTERNAL_NAMES.filter((n) => !URLPATTERN_STRINGS.includes(n)));

/** Fails the build when a name of INTERNAL_PROPERTIES occurs as a string literal (a read by name). */
function internalNamesUnquoted(regex = INTERNAL_PROPERTIES) {
  return {
    name: 'internal-names-unquoted',
    renderChunk(code) {
      // (Not TypeScript's ES5 getters, Object.defineProperty(C.prototype, "name", ...): terser renames those.)
      const quoted = new RegExp('(?<!defineProperty\\(\\w+\\.prototype, )[\'"](' + regex.source.slice(2, -2) + ')[\'"]').exec(code);
      if (quoted) throw new Error(`${quoted[0]} is read by name, so it cannot be in INTERNAL_PROPERTIES`);
      return null;
    },
  };
}

/**
 * Moves the Unicode tables' string literals (the only literals of 300+ base-64 characters) to the
 * end of the minified IIFE, into one hoisted function declaration that each former place calls:
 * `$t(i)` where `"..."` was, and `;function $t(i){return["...",...][i]}` last. Interleaved with
 * the code, the tables' characters and the code's shared deflate blocks and their Huffman codes;
 * apart, each compresses on its own statistics (about 1 kB less gzip). A function declaration, so
 * that the tables are defined when the modules read them. The source map follows the moves.
 */
function tablesLast() {
  return {
    name: 'tables-last',
    renderChunk(code) {
      const end = code.lastIndexOf('}()');
      if (end < 0 || !/^}\(\);?\s*$/.test(code.slice(end))) throw new Error('polyfill.js: not an IIFE');
      let name = '$t';
      while (new RegExp('[^\\w$]\\' + name + '[^\\w$]').test(code)) name += '$';
      const ms = new MagicString(code);
      const literal = /"[A-Za-z0-9_-]{300,}"/g;
      const found = [];
      for (let m; (m = literal.exec(code)); ) found.push([m.index, m.index + m[0].length]);
      if (found.length === 0) throw new Error('polyfill.js: no table literals found');
      // Shortest first: measured the best of the simple orders (0.06 kB less than file order).
      found.sort((x, y) => x[1] - x[0] - (y[1] - y[0]));
      found.forEach(([a, b], i) => {
        ms.appendLeft(a, `${name}(${i})`);
        ms.prependRight(a, i === 0 ? `;function ${name}(i){return[` : ',');
        if (i === found.length - 1) ms.appendLeft(b, '][i]}');
        ms.move(a, b, end);
      });
      return { code: ms.toString(), map: ms.generateMap({ hires: true }) };
    },
  };
}

/**
 * The <script> builds are size first (issue 12 item 3): lib/core/build.ts's SPEED_PATHS is false
 * there, and terser drops the speed-only paths it guards (the WHATWG parser's quick path, the
 * parsed-base cache, UTS #46's quick path for names already valid and NFC, the RFC 3492 loop
 * for short labels). Each is a shortcut to the general algorithm's result; the runtime matrix
 * runs every WPT case on these files. URL_ONLY is true there: Bidi_Class and Joining_Type are
 * the tables' URL-only forms; and VALIDATION_ERRORS is false: these builds have no API that
 * collects validation errors (lib/core/build.ts).
 */
const SIZE_FIRST = '\0size-first-build';
function sizeFirst() {
  return {
    name: 'size-first',
    resolveId: (id, importer) =>
      importer && importer.includes('/lib/') && /\/lib\/core\/build(\.ts)?$/.test(resolve(dirname(importer), id)) ? SIZE_FIRST : null,
    load: (id) => (id === SIZE_FIRST ? 'export const SPEED_PATHS = false;\nexport const URL_ONLY = true;\nexport const VALIDATION_ERRORS = false;\n' : null),
  };
}

/**
 * The one TypeScript helper the ES5 script needs, __extends (lib/api/install.ts's per-target subclass of
 * URL), in place of the whole tslib module (whose other helpers leave code behind): the
 * prototype chain as tslib makes it; the statics through Object.setPrototypeOf, else __proto__,
 * else copied, as tslib does.
 */
const TSLIB = '\0tslib-extends';
function tslibExtends() {
  return {
    name: 'tslib-extends',
    resolveId: (id) => (id === 'tslib' ? TSLIB : null),
    load: (id) =>
      id === TSLIB
        ? `export function __extends(d, b) {
  if (Object.setPrototypeOf) Object.setPrototypeOf(d, b);
  else if ({ __proto__: [] } instanceof Array) d.__proto__ = b;
  else for (var p in b) if (Object.prototype.hasOwnProperty.call(b, p)) d[p] = b[p];
  function F() { this.constructor = d; }
  F.prototype = b.prototype;
  d.prototype = new F();
}
`
        : null,
  };
}

/**
 * TypeScript's ES5 class accessors are Object.defineProperty(C.prototype, name, { get, set,
 * enumerable: false, configurable: true }) on a prototype that does not have the property yet,
 * where enumerable is false by default: the <script> builds leave it out (32 times in
 * dist/polyfill.js).
 */
function es5AccessorDefaults() {
  return {
    name: 'es5-accessor-defaults',
    transform(code, id) {
      if (!id.includes('/lib/')) return null;
      const re = /enumerable: false,(\s*configurable: true\s*\}\);)/g;
      const ms = new MagicString(code);
      let changed = false;
      for (let m; (m = re.exec(code)); ) {
        ms.remove(m.index, m.index + 'enumerable: false,'.length);
        changed = true;
      }
      return changed ? { code: ms.toString(), map: ms.generateMap({ hires: true }) } : null;
    },
  };
}

/**
 * TypeScript's ES5 classes define methods by assignment (`C.prototype.toString = function …`,
 * `C.parse = function …`). Where the intrinsics are frozen (prototype-pollution hardening,
 * SES lockdown), assigning a name that Object.prototype or Function.prototype holds read-only
 * throws (ES5 §8.12.4 [[CanPut]]: the "override mistake"), so the script would fail at load.
 * The <script> builds define each method of a class body as ES2015 classes do (ES2015 §14.5.14:
 * writable, configurable, not enumerable) through one helper, `__method(C.prototype, "name", f)`.
 */
const ES5_METHOD = '\0es5-method';
function es5ClassMethods() {
  const walk = (node, visit) => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((n) => walk(n, visit));
    if (typeof node.type !== 'string') return;
    visit(node);
    for (const key of Object.keys(node)) if (key !== 'type' && key !== 'start' && key !== 'end') walk(node[key], visit);
  };
  /** `C.prototype.m = function` or `C.m = function` for the class C, else null: [object, name]. */
  const methodTarget = (statement, className) => {
    const e = statement.type === 'ExpressionStatement' ? statement.expression : null;
    if (!e || e.type !== 'AssignmentExpression' || e.operator !== '=' || e.right.type !== 'FunctionExpression') return null;
    const left = e.left;
    if (left.type !== 'MemberExpression' || left.computed || left.property.type !== 'Identifier') return null;
    const o = left.object;
    const isClass = (n) => n.type === 'Identifier' && n.name === className;
    const isProto = o.type === 'MemberExpression' && !o.computed && isClass(o.object) && o.property.type === 'Identifier' && o.property.name === 'prototype';
    return isClass(o) || isProto ? [o, left.property.name, e] : null;
  };
  return {
    name: 'es5-class-methods',
    resolveId: (id) => (id === ES5_METHOD ? id : null),
    load: (id) => (id === ES5_METHOD
      ? 'export function __method(o, name, f) {\n  Object.defineProperty(o, name, { value: f, writable: true, configurable: true });\n}\n'
      : null),
    transform(code, id) {
      if (!id.includes('/lib/')) return null;
      const ms = new MagicString(code);
      let changed = false;
      walk(this.parse(code), (node) => {
        // A class body as TypeScript writes it for ES5: (function () { function C() {…} … return C; }())
        if (node.type !== 'FunctionExpression' || node.body.type !== 'BlockStatement') return;
        const body = node.body.body;
        const last = body[body.length - 1];
        if (!last || last.type !== 'ReturnStatement' || !last.argument || last.argument.type !== 'Identifier') return;
        const className = last.argument.name;
        if (!body.some((s) => s.type === 'FunctionDeclaration' && s.id.name === className)) return;
        for (const s of body) {
          const t = methodTarget(s, className);
          if (t === null) continue;
          const [object, name, assignment] = t;
          ms.overwrite(assignment.start, assignment.right.start, `__method(${code.slice(object.start, object.end)}, ${JSON.stringify(name)}, `);
          ms.appendLeft(assignment.right.end, ')');
          changed = true;
        }
      });
      if (!changed) return null;
      ms.prepend(`import { __method } from ${JSON.stringify(ES5_METHOD)};\n`);
      return { code: ms.toString(), map: ms.generateMap({ hires: true }) };
    },
  };
}
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


/**
 * A <script> build: one minified ES5 IIFE, size first (sizeFirst), private fields as
 * non-enumerable properties (scripts/es5-private-fields.mjs), with the one TypeScript helper
 * it needs (tslibExtends), class methods defined rather than assigned (es5ClassMethods), the
 * internal property names in `internal` shortened and checked never read by name, and the
 * tables' literals last (tablesLast).
 */
function scriptBuild(input, file, internal) {
  return {
    input,
    plugins: [
      unicodeVersionPlugin(),
      scriptEntry(),
      sizeFirst(),
      tslibExtends(),
      nodeResolve({ browser: true, preferBuiltins: false }),
      typescript({ tsconfig: './tsconfig.es5.json', declaration: false, outDir: 'dist', sourceMap: true, transformers: { before: [es5PrivateFields] } }),
      es5AccessorDefaults(),
      es5ClassMethods(),
    ],
    output: {
      file,
      format: 'iife',
      sourcemap: true,
      banner: SCRIPT_BANNER,
      plugins: [
        internalNamesUnquoted(internal),
        terser({ ecma: 5, compress: { passes: 2 }, mangle: { properties: { regex: internal, builtins: true } }, format: { comments: /^!/, ascii_only: true } }),
        tablesLast(),
      ],
    },
  };
}

export default [
  {
    input: {
      index: 'lib/index.ts', polyfill: 'lib/polyfill-auto.ts', nfkc: 'lib/nfkc.ts', urlpattern: 'lib/urlpattern.ts', 'urlpattern-polyfill': 'lib/urlpattern-polyfill.ts', safety: 'lib/safety.ts',
      // iri-url/react-native and iri-url/react-native/auto (docs/react-native.md).
      'react-native': 'lib/react-native.ts', 'react-native-auto': 'lib/react-native-auto.ts',
    },
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
      },
    ],
  },
  {
    input: {
      index: 'dist/types/index.d.ts', polyfill: 'dist/types/polyfill-auto.d.ts', nfkc: 'dist/types/nfkc.d.ts',
      urlpattern: 'dist/types/urlpattern.d.ts', 'urlpattern-polyfill': 'dist/types/urlpattern-polyfill.d.ts',
      safety: 'dist/types/safety.d.ts',
      'react-native': 'dist/types/react-native.d.ts', 'react-native-auto': 'dist/types/react-native-auto.d.ts',
    },
    plugins: [
      dts(),
      {
        // TypeScript declares a class with private fields with a `#private;` member, which
        // consumers compiling for ES5 read as an error (TS18028); the types stay as they were
        // without it (the classes are not made nominal by it).
        name: 'no-private-member',
        renderChunk: (code) => ({ code: code.replace(/^[ \t]*#private;\r?\n/gm, ''), map: null }),
      },
      {
        name: 'remove-dist-types',
        closeBundle() {
          rmSync('dist/types', { recursive: true, force: true });
          copyFileSync('lib/polyfill-script.d.ts', 'dist/polyfill-script.d.ts');
          copyFileSync('lib/polyfill-script.d.ts', 'dist/polyfill-script.d.cts');
          // require('iri-url/polyfill.js'): polyfill.js is ESM to Node (the package is "type":
          // "module"), so require gets the same effect through the CommonJS build, and no exports.
          writeFileSync('dist/polyfill-script.cjs', "'use strict';\n// require('iri-url/polyfill.js'): installs URL and URLSearchParams as dist/polyfill.js does.\nrequire('./polyfill.cjs');\n");
          copyFileSync('lib/urlpattern-polyfill-script.d.ts', 'dist/urlpattern-polyfill-script.d.ts');
          copyFileSync('lib/urlpattern-polyfill-script.d.ts', 'dist/urlpattern-polyfill-script.d.cts');
          writeFileSync('dist/urlpattern-polyfill-script.cjs', "'use strict';\n// require('iri-url/urlpattern-polyfill.js'): installs URLPattern as dist/urlpattern-polyfill.js does.\nrequire('./urlpattern-polyfill.cjs').polyfill();\n");
        },
      },
    ],
    output: [
      { dir: 'dist', format: 'es', entryFileNames: '[name].d.ts', chunkFileNames: 'chunks/[name]-[hash].d.ts' },
      { dir: 'dist', format: 'es', entryFileNames: '[name].d.cts', chunkFileNames: 'chunks/[name]-[hash].d.cts' },
    ],
  },
  scriptBuild(SCRIPT_ENTRY, 'dist/polyfill.js', INTERNAL_PROPERTIES),
  // dist/urlpattern-polyfill.js: the <script> URLPattern polyfill, built as dist/polyfill.js (its
  // own file: URLPattern never grows dist/polyfill.js).
  scriptBuild(URLPATTERN_SCRIPT_ENTRY, 'dist/urlpattern-polyfill.js', URLPATTERN_INTERNAL_PROPERTIES),
  // dist/cli.mjs (the iri command) and dist/viewer.html: scripts/rollup.tools.mjs
  ...tools,
];
