// Builds dist/: ESM (index.mjs) and CommonJS (index.cjs) from lib/, plus the .d.ts files.
// `punycode` stays an external runtime dependency: the ESM build imports its ES module file,
// the CommonJS build requires its CommonJS file (never the bare name, which Node maps to its
// deprecated built-in module).
import typescript from '@rollup/plugin-typescript';

const PUNYCODE_ESM = 'punycode/punycode.es6.js';
const PUNYCODE_CJS = 'punycode/punycode.js';
const external = (id) => id === 'punycode' || id.startsWith('punycode/');

export default {
  input: 'lib/index.ts',
  external,
  plugins: [
    typescript({
      tsconfig: './tsconfig.json',
      declaration: true,
      declarationDir: 'dist',
      outDir: 'dist',
    }),
  ],
  output: [
    { file: 'dist/index.mjs', format: 'es', sourcemap: false },
    {
      file: 'dist/index.cjs',
      format: 'cjs',
      exports: 'named',
      sourcemap: false,
      paths: { [PUNYCODE_ESM]: PUNYCODE_CJS },
    },
  ],
};
