// The global object on every engine the polyfills run on, for 'iri-url/polyfill' and
// 'iri-url/urlpattern-polyfill'.

declare const self: object | undefined, window: object | undefined, global: object | undefined;

/** ES2020 globalThis, else a browser's self/window, else Node's global. */
export function getGlobal(): object {
  if (typeof globalThis === 'object' && globalThis) return globalThis;
  if (typeof self === 'object' && self) return self;
  if (typeof window === 'object' && window) return window;
  if (typeof global === 'object' && global) return global;
  // Sloppy-mode `this` of a function called plainly is the global object (Rhino, Duktape).
  return Function('return this')() as object;
}
