// Loaded after react-native-before.js and the React Native bundle (iri-url/react-native/auto,
// with iri-url/react-native's exports as __reactNative): checks what the import installed and
// prints "REACT-NATIVE ok", or "REACT-NATIVE FAIL" with the numbers of the failed checks. ES5.
(function (g) {
  var log = typeof print === 'function' ? print : function (s) { console.log(s); };
  var rn = g.__reactNative, failed = [];
  function check(n, ok) { if (!ok) failed.push(n); }
  try {
    // The import installed the entry's classes and the marker.
    check(1, g.URL === rn.URL && g.URLSearchParams === rn.URLSearchParams && g.REACT_NATIVE_URL_POLYFILL === 'iri-url');
    // React Native's statics, through the entry's URL.
    var blob = { data: { blobId: 'b1', offset: 2 }, size: 3 };
    check(2, g.URL.createObjectURL(blob) === 'blob:b1?offset=2&size=3');
    g.URL.revokeObjectURL('blob:b1?offset=2&size=3');
    check(3, g.__revokedByReactNative === 'blob:b1?offset=2&size=3');
    // setupURLPolyfill() again changes nothing, and the statics still reach React Native's.
    rn.setupURLPolyfill();
    check(4, g.URL === rn.URL && g.URL.createObjectURL(blob) === 'blob:b1?offset=2&size=3');
    // The URL Standard's host parsing (UTS #46), parse() and instanceof.
    var u = new g.URL('http://B\u00fccher.example/a?x=1#f');
    check(5, u.host === 'xn--bcher-kva.example' && u.searchParams instanceof g.URLSearchParams && u.searchParams.get('x') === '1');
    check(6, g.URL.parse('/p', 'http://h/') instanceof g.URL && g.URL.parse('nope') === null && g.URL.canParse('http://h/') === true);
    check(7, g.URL.length === 1 && typeof Object.getOwnPropertyDescriptor(g.URL.prototype, 'href').get === 'function');
  } catch (e) {
    failed.push('exception ' + e);
  }
  log(failed.length === 0 ? 'REACT-NATIVE ok' : 'REACT-NATIVE FAIL ' + failed.join(','));
})(this);
