// Loaded before dist/polyfill.js by scripts/runtimes.mjs (and dist.test.ts): a non-conforming
// global URL with a static of its own (as an old engine's URL with the File API's
// createObjectURL), which the polyfill must replace by a per-realm subclass of its URL. ES5.
(function (g) {
  function OldURL() {}
  OldURL.createObjectURL = function () { return 'blob:old'; };
  g.URL = OldURL;
})(this);
