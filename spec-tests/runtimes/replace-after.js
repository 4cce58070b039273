// Loaded after replace-before.js and dist/polyfill.js: checks the class that replaced the old URL
// and prints "REPLACE ok", or "REPLACE FAIL" with the numbers of the failed checks. ES5.
(function (g) {
  var log = typeof print === 'function' ? print : function (s) { console.log(s); };
  var U = g.URL, failed = [];
  function check(n, ok) { if (!ok) failed.push(n); }
  try {
    check(1, typeof U.createObjectURL === 'function' && U.createObjectURL() === 'blob:old');
    var u = new U('b?x=1', 'http://a/c');
    check(2, u.href === 'http://a/b?x=1' && u instanceof U);
    check(3, u.searchParams instanceof g.URLSearchParams && u.searchParams.get('x') === '1');
    var p = U.parse('http://x/');
    check(4, p instanceof U && p.href === 'http://x/' && U.parse('nope') === null);
    check(5, U.canParse('http://y/') === true && U.length === 1);
    // Our own class (the subclass's parent) did not get the old static.
    var ours = Object.getPrototypeOf(U.prototype).constructor;
    check(6, ours !== U && !Object.prototype.hasOwnProperty.call(ours, 'createObjectURL'));
    var threw = false;
    try { U('http://a/'); } catch (e) { threw = e instanceof TypeError; }
    check(7, threw);
    // Web IDL §3.7.3: the interface prototype owns the attributes, as our own URL.prototype does.
    var d = Object.getOwnPropertyDescriptor(U.prototype, 'href');
    check(8, !!d && typeof d.get === 'function' && d.get === Object.getOwnPropertyDescriptor(ours.prototype, 'href').get);
  } catch (e) {
    failed.push('exception ' + e);
  }
  log(failed.length === 0 ? 'REPLACE ok' : 'REPLACE FAIL ' + failed.join(','));
})(this);
