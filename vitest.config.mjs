import { defineConfig } from 'vitest/config';
import { unicodeVersionPlugin, defaultUnicodeVersion } from './scripts/unicode-version.mjs';

// The tables' Unicode version is one setting (scripts/unicode-version.mjs). Two projects:
// - the shipped default (package.json "unicodeVersion"): every suite;
// - unicode-17.0.0: the library built on lib/unicode/generated/unicode-17.0.0 by the same
//   generator, against Unicode's 17.0.0 test files and the whole WPT URL suite (JSON data and
//   .any.js files), with no Unicode exemptions.
// Any test may also load a second copy of the library on another version: lib/index.ts?unicode=<v>&lang.ts.
const shared = { testTimeout: 120000, hookTimeout: 120000 };

export default defineConfig({
  test: {
    reporters: ['default'],
    projects: [
      {
        plugins: [unicodeVersionPlugin(defaultUnicodeVersion)],
        test: { ...shared, name: `unicode-${defaultUnicodeVersion}`, include: ['spec-tests/**/*.test.ts'], exclude: ['spec-tests/unicode-17/**'], env: { IRI_URL_UNICODE: defaultUnicodeVersion } },
      },
      {
        plugins: [unicodeVersionPlugin('17.0.0')],
        test: {
          ...shared,
          name: 'unicode-17.0.0',
          include: [
            'spec-tests/unicode-17/*.test.ts',
            'spec-tests/unicode/normalization.test.ts',
            'spec-tests/unicode/nfkc.test.ts',
            'spec-tests/unicode/tables.test.ts',
            'spec-tests/whatwg-url/urltestdata.test.ts',
            'spec-tests/whatwg-url/setters.test.ts',
            'spec-tests/whatwg-url/idna.test.ts',
            'spec-tests/whatwg-url/percent-encoding.test.ts',
            'spec-tests/whatwg-url/no-normalize.test.ts',
            'spec-tests/whatwg-url/fast-path.test.ts',
            'spec-tests/wpt-js/wpt-js.test.ts',
          ],
          env: { IRI_URL_UNICODE: '17.0.0' },
        },
      },
    ],
  },
});
