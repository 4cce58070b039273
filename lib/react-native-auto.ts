// `iri-url/react-native/auto`: setupURLPolyfill() (lib/react-native.ts) on import, unless the
// global URL and URLSearchParams already conform (lib/polyfill.ts conforms()): in a browser
// (react-native-web) they are the browser's; in React Native, never (its URL is the Blob
// module's class, without canParse, and Hermes has none). react-native-url-polyfill/auto skips
// the web through React Native's Platform module; this entry imports nothing of React Native.
import { getGlobal } from './core/global';
import { conforms } from './polyfill';
import { setupURLPolyfill } from './react-native';

const g = getGlobal() as { URL?: unknown; URLSearchParams?: unknown };
if (!conforms(g.URL, g.URLSearchParams)) setupURLPolyfill();
