// URLPattern section of scripts/bench.mjs: ours (dist/urlpattern.mjs) against
// urlpattern-polyfill (devDependency) and the native URLPattern where the Node has one.
//  1. Construct: new URLPattern(p) for each of ROUTES (a routing table of 40 realistic patterns:
//     strings with wildcard subdomains, named groups, regexp groups, init dictionaries).
//  2. Route (exec): for each URL of INPUTS, exec() against the table in order until one matches,
//     as a router does; ops = URLs routed.
//  3. Linear time: wildcard-heavy patterns on inputs that do not match; time(4k)/time(k) (about
//     4 is linear). The peer's backtracking RegExp is exponential on "**.google.com"
//     (kenchris/urlpattern-polyfill#121), so it gets small inputs (noted in the table).
import { performance } from 'node:perf_hooks';
import { table } from './bench-report.mjs';

export const ROUTES = [
  'https://example.com/', 'https://example.com/users/:id', 'https://example.com/users/:id/posts/:post',
  'https://example.com/users/:id/settings{/:section}?', 'https://example.com/api/v:ver/*', 'https://example.com/api/v:ver/users/:id(\\d+)',
  'https://example.com/blog/:year(\\d{4})/:month(\\d{2})/:slug', 'https://example.com/static/*.:ext(css|js|png)',
  'https://*.example.com/*', 'https://:tenant.app.example.com/dashboard/*', 'https://example.com/search\\?q=:q',
  'https://example.com/docs/:path+', 'https://example.com/files/:path*', 'https://example.com/products/:category/:id',
  'https://shop.example.com/cart', 'https://shop.example.com/checkout/:step', 'http{s}?://legacy.example.com/*',
  'https://example.com/:lang(en|fr|de)/about', 'https://example.com/feed.:format(rss|atom)', 'https://cdn.example.com/v/:hash/*',
  'https://example.com/admin/*', 'https://example.com/login', 'https://example.com/logout', 'https://example.com/oauth/callback\\?*',
  'https://example.com/u/:user/repo/:repo/tree/:branch/*', 'https://example.com/u/:user/repo/:repo/issues/:n(\\d+)',
  'https://api.example.com/v1/:resource/:id?', 'https://api.example.com/v2/*', 'wss://ws.example.com/socket/:room',
  'https://**.google.com/*', 'https://example.com/*.html', 'https://example.com/assets/*', 'https://example.com/health',
  { pathname: '/robots.txt' }, { pathname: '/sitemap{-:n}?.xml' }, { hostname: '{*.}?example.org', pathname: '/*' },
  { protocol: 'https', hostname: 'example.net', pathname: '/:a/:b/:c' }, { pathname: '/images/:name.:ext' },
  { search: 'utm_source=:src*' }, { hash: 'section-:n' },
];

export const INPUTS = [
  'https://example.com/', 'https://example.com/users/42', 'https://example.com/users/42/posts/7', 'https://example.com/users/42/settings/privacy',
  'https://example.com/api/v2/users/17', 'https://example.com/api/v3/items/list', 'https://example.com/blog/2024/05/hello-world',
  'https://example.com/static/app.min.js', 'https://www.example.com/anything', 'https://acme.app.example.com/dashboard/overview',
  'https://example.com/search?q=urlpattern', 'https://example.com/docs/guide/intro', 'https://example.com/products/shoes/123',
  'https://shop.example.com/checkout/payment', 'http://legacy.example.com/old/page', 'https://example.com/fr/about',
  'https://cdn.example.com/v/abc123/lib.js', 'https://example.com/u/ann/repo/iri/tree/main/lib/x.ts', 'https://api.example.com/v1/orders',
  'https://maps.google.com/place', 'https://example.com/page.html', 'https://example.org/a/b', 'https://example.net/x/y/z',
  'https://example.com/images/cat.png?utm_source=mail', 'https://nowhere.test/', 'https://example.com/not/found/at/all',
];

function timedOps(fn, ms) {
  let ops = 0;
  const start = performance.now();
  let now = start;
  do {
    ops += fn();
    now = performance.now();
  } while (now - start < ms);
  return (ops / (now - start)) * 1000;
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const fmtRate = (x) => (x >= 1e6 ? (x / 1e6).toFixed(2) + 'M' : x >= 1e3 ? (x / 1e3).toFixed(1) + 'k' : x.toFixed(0));

function construct(C, p) {
  return typeof p === 'string' ? new C(p) : new C(p);
}

async function loadPeers(root) {
  const peers = [{ name: 'ours', C: (await import(root + '/dist/urlpattern.mjs')).URLPattern }];
  try {
    peers.push({ name: 'urlpattern-polyfill', C: (await import('urlpattern-polyfill/urlpattern')).URLPattern });
  } catch (e) {
    console.log(`(skipping urlpattern-polyfill: ${e.message})`);
  }
  if (typeof globalThis.URLPattern === 'function') peers.push({ name: 'native', C: globalThis.URLPattern });
  return peers;
}

/** Runs the section; `rounds` and `ms` as the rest of the bench. */
export async function urlPatternBench(root, { rounds = 5, ms = 40, warmup = 60, gc = null } = {}) {
  const peers = await loadPeers(root);
  // Same routing result from every peer (the first matching route of each input).
  const tables = peers.map((p) => ROUTES.map((r) => construct(p.C, r)));
  const route = (table, url) => {
    for (let i = 0; i < table.length; i++) if (table[i].exec(url) !== null) return i;
    return -1;
  };
  const answers = tables.map((t) => INPUTS.map((u) => route(t, u)).join(','));
  for (let j = 1; j < peers.length; j++) if (answers[j] !== answers[0]) console.log(`URLPattern: ${peers[j].name} routes differently: ${answers[j]} vs ${answers[0]}`);

  const ops = {
    'construct (40 routes)': (p) => () => { for (const r of ROUTES) construct(p.C, r); return ROUTES.length; },
    'route: exec until a match': (p, j) => () => { for (const u of INPUTS) route(tables[j], u); return INPUTS.length; },
  };
  const rows = [];
  for (const [name, make] of Object.entries(ops)) {
    const fns = peers.map((p, j) => make(p, j));
    for (const f of fns) timedOps(f, warmup);
    const rates = peers.map(() => []);
    for (let r = 0; r < rounds; r++) fns.forEach((f, j) => { if (gc) gc(); rates[j].push(timedOps(f, ms)); });
    const med = rates.map(median);
    rows.push([name, ...med.map(fmtRate), ...med.slice(1).map((x) => (med[0] / x).toFixed(2) + 'x')]);
  }
  console.log(`\n\nURLPattern: ops/s (median of ${rounds} rounds${gc ? ', a full GC before each' : ''}) and ratio ours/peer (>1: ours faster)`);
  const headers = ['operation', ...peers.map((p) => p.name), ...peers.slice(1).map((p) => `ours/${p.name}`)];
  table(headers, rows);

  // Linear time on wildcard-heavy patterns.
  const cases = [
    { init: { hostname: '**.google.com' }, input: (n) => ({ hostname: 'a'.repeat(n) + '.googlex.com' }), ours: 4000, peer: 3 },
    { init: { pathname: '/*/*/*/*/*/x' }, input: (n) => ({ pathname: '/a'.repeat(n) + '/y' }), ours: 4000, peer: 32 },
    { init: { pathname: '/:a+/:b*/end' }, input: (n) => ({ pathname: '/a'.repeat(n) + '/nope' }), ours: 4000, peer: 1000 },
  ];
  const lin = [];
  for (const c of cases) {
    const cells = [JSON.stringify(c.init)];
    for (const p of peers) {
      const pattern = new p.C(c.init);
      const k = p.name === 'ours' ? c.ours : c.peer;
      const time = (n) => {
        const input = c.input(n);
        let best = Infinity;
        for (let r = 0; r < 5; r++) {
          const t = performance.now();
          pattern.test(input);
          best = Math.min(best, performance.now() - t);
        }
        return best;
      };
      time(k);
      const t1 = time(k), t4 = time(4 * k);
      cells.push(`${(t4 / t1).toFixed(1)} (n=${k}→${4 * k}: ${t1.toFixed(2)}→${t4.toFixed(2)} ms)`);
    }
    lin.push(cells);
  }
  console.log('URLPattern linear time: time(4n)/time(n) on a non-matching input (~4 linear, ~16 quadratic, more: worse)');
  table(['pattern', ...peers.map((p) => p.name)], lin);
}

