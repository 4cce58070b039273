// The environment react-native-url-polyfill's own tests (this folder, from its repository; MIT,
// see LICENSE) run in under Jest with React Native's preset, made in vitest:
// - Jest's globals: describe, it and expect are vitest's (`globals: true`); `jest` is `vi`.
// - React Native's global URL: its Blob module's class (Libraries/Blob/URL.js), which has
//   createObjectURL and revokeObjectURL and neither URL.parse nor URL.canParse. The stand-in has
//   React Native's two statics, and its instances are Node's URL, so that vitest keeps working.
// The tests' imports name 'iri-url/react-native' and 'iri-url/react-native/auto' where they
// named the package's own files (the built package, through its exports map: `npm run build`
// first); their WPT data is ../shared/conformance/wpt and wpt-js. Its WPT runner, run-wpt.cjs,
// evaluates the built CommonJS files in each test's realm where it evaluated the package's
// source, and checks that the pinned files exist where it checked its copy's checksums;
// wpt-exceptions.json is its exceptions file for this implementation, with a reason per name
// (OfficialWPT-test.js reads the names).
import { vi } from 'vitest';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const g = globalThis as any;
g.jest = vi;

const NodeURL = g.URL;
/** Stand-in for React Native's URL class (the Blob module's). */
function ReactNativeURL(url: string, base?: string): unknown {
  return base === undefined ? new NodeURL(url) : new NodeURL(url, base);
}
/** React Native's: "blob:" + the Blob module's id, offset and size. */
ReactNativeURL.createObjectURL = (blob: { data: { blobId: string; offset: number }; size: number }): string =>
  `blob:${blob.data.blobId}?offset=${blob.data.offset}&size=${blob.size}`;
/** React Native's does nothing. */
ReactNativeURL.revokeObjectURL = (): void => {};
g.URL = ReactNativeURL;
