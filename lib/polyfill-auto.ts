// `import 'iri-url/polyfill'`: installs URL and URLSearchParams on the global object when the
// host's are absent or do not conform (lib/polyfill.ts). The package's only side effect.
import { polyfill } from './polyfill';

export { conforms, polyfill } from './polyfill';
export type { PolyfillAction, PolyfillResult } from './polyfill';

/** What importing this module did. */
export const result = polyfill();
