// Loaded before the React Native bundle by scripts/runtimes.mjs: React Native's global URL and
// URLSearchParams as its Blob module defines them (Libraries/Blob/URL.js: no URL.parse, no
// URL.canParse; createObjectURL from the Blob module's constants, revokeObjectURL doing nothing),
// which iri-url/react-native/auto must replace while keeping the two statics. ES5.
(function (g) {
  function URL(url) { this._url = String(url); }
  URL.createObjectURL = function (blob) {
    return 'blob:' + blob.data.blobId + '?offset=' + blob.data.offset + '&size=' + blob.size;
  };
  URL.revokeObjectURL = function (url) { g.__revokedByReactNative = url; };
  function URLSearchParams(params) { this._searchParams = []; }
  g.URL = URL;
  g.URLSearchParams = URLSearchParams;
})(this);
