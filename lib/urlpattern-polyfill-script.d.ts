// Types of 'iri-url/urlpattern-polyfill.js' (dist/urlpattern-polyfill.js, the <script> build): a
// module with no exports; its effect is the global URLPattern (typed by lib.dom / @types/node).
export {};
