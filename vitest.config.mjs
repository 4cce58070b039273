import { defineConfig } from 'vitest/config';
import { unicodeVersionPlugin, defaultUnicodeVersion } from './scripts/unicode-version.mjs';

// The tables' Unicode version is one setting (scripts/unicode-version.mjs). Two projects:
// - the shipped default (package.json "unicodeVersion", 17.0.0): every suite, against Unicode's
//   17.0.0 test files and the whole WPT URL suite, with no exemptions;
// - unicode-15.1.0: the library built on lib/unicode/generated/unicode-15.1.0 by the same
//   generator (IRI_URL_UNICODE=15.1.0, a build option): the suites that depend on the tables, with
//   the exemptions each proves caused by the Unicode version (spec-tests/support/unicode-version-diff.ts).
// Any test may also load a second copy of the library on another version: lib/index.ts?unicode=<v>&lang.ts.
const shared = { testTimeout: 120000, hookTimeout: 120000 };
const OLDER = '15.1.0';
/** Suites that run on the older tables only: Unicode's test files of that version. */
const olderOnly = ['spec-tests/uts46/idna-test-v2.test.ts', 'spec-tests/uts46/idna-test-v2-17.test.ts', 'spec-tests/unicode/build-option.test.ts'];

export default defineConfig({
  test: {
    reporters: ['default'],
    projects: [
      {
        plugins: [unicodeVersionPlugin(defaultUnicodeVersion)],
        test: { ...shared, name: `unicode-${defaultUnicodeVersion}`, include: ['spec-tests/**/*.test.ts'], exclude: olderOnly, env: { IRI_URL_UNICODE: defaultUnicodeVersion } },
      },
      // react-native-url-polyfill's own tests against iri-url/react-native, as that package runs
      // them (Jest's globals, React Native's URL): spec-tests/react-native-url-polyfill.
      {
        test: {
          ...shared,
          name: 'react-native-url-polyfill',
          include: ['spec-tests/react-native-url-polyfill/*-test.js'],
          globals: true,
          setupFiles: ['spec-tests/react-native-url-polyfill/jest-environment.ts'],
        },
      },
      {
        plugins: [unicodeVersionPlugin(OLDER)],
        test: {
          ...shared,
          name: `unicode-${OLDER}`,
          include: [
            ...olderOnly,
            'spec-tests/unicode/normalization.test.ts',
            'spec-tests/unicode/nfkc.test.ts',
            'spec-tests/unicode/tables.test.ts',
            'spec-tests/idna2008/derived-property.test.ts',
            'spec-tests/whatwg-url/urltestdata.test.ts',
            'spec-tests/whatwg-url/setters.test.ts',
            'spec-tests/whatwg-url/idna.test.ts',
            'spec-tests/whatwg-url/percent-encoding.test.ts',
            'spec-tests/whatwg-url/no-normalize.test.ts',
            'spec-tests/whatwg-url/fast-path.test.ts',
            'spec-tests/wpt-js/wpt-js.test.ts',
          ],
          env: { IRI_URL_UNICODE: OLDER },
        },
      },
    ],
  },
});
