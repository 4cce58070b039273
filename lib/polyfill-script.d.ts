// Types of 'iri-url/polyfill.js' (dist/polyfill.js), the <script> build of lib/polyfill-auto.ts,
// copied to dist/ by rollup.config.mjs. The script exports nothing: its whole effect is global.
//
// Running it installs this library's URL and URLSearchParams (URL Standard §6.1, §6.2) as
// globalThis.URL and globalThis.URLSearchParams when the host has none, or has ones that fail
// the conformance test of polyfill() (lib/polyfill.ts); a conforming pair is kept. It defines
// no other global. The installed classes implement the standard's interfaces, which TypeScript
// already declares for those globals (lib.dom.d.ts in browsers, @types/node in Node), so this
// file declares no global of its own: a second declaration of `var URL` would conflict with
// them. For this library's own types (URL, URLSearchParams, IRI, the polyfill() report),
// import from 'iri-url' or 'iri-url/polyfill'.
export {};
