// dist/*.mjs is ESM all the way down (issue 11 item 4) and imports nothing outside dist/ (issue 13:
// Punycode is our own), so it loads in a browser with no import map and no CommonJS shim, and a
// rollup build with only @rollup/plugin-node-resolve (no CommonJS plugin) bundles it. Run after
// `npm run build`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rollup } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const cache = join(root, '.cache/esm-test');
for (const f of ['index.mjs', 'nfkc.mjs', 'polyfill.mjs']) {
  if (!existsSync(join(root, 'dist', f))) throw new Error(`dist/${f} is missing: run \`npm run build\` first`);
}

describe('a rollup build with only @rollup/plugin-node-resolve', () => {
  it('bundles iri-url into one ES module that works', async () => {
    const app = join(cache, 'app');
    rmSync(app, { recursive: true, force: true });
    mkdirSync(join(app, 'node_modules'), { recursive: true });
    symlinkSync(root, join(app, 'node_modules/iri-url'), 'dir');
    writeFileSync(
      join(app, 'main.mjs'),
      "import { URL, idna } from 'iri-url';\nimport { nfkc } from 'iri-url/nfkc';\n" +
        "export const out = [new URL('http://bücher.de').host, idna.toUnicode('xn--bcher-kva.de').result, nfkc('\\ufb01')];\n",
    );
    const warnings: string[] = [];
    const bundle = await rollup({ input: join(app, 'main.mjs'), plugins: [nodeResolve()], onwarn: (w) => { warnings.push(w.message); } });
    const { output } = await bundle.generate({ format: 'es' });
    await bundle.close();
    expect(warnings).toEqual([]);
    expect(output).toHaveLength(1);
    const code = output[0].code;
    expect(code).not.toMatch(/\brequire\(|\bmodule\.exports\b|^import /m); // nothing left to resolve
    expect(code).toContain('const MAX_INT = 0x7fffffff'); // our Punycode (lib/idna/punycode.ts)
    writeFileSync(join(app, 'bundle.mjs'), code);
    const { out } = await import(/* @vite-ignore */ pathToFileURL(join(app, 'bundle.mjs')).href);
    expect(out).toEqual(['xn--bcher-kva.de', 'bücher.de', 'fi']);
  });
});

describe('dist/*.mjs in headless Chromium, with no import map and no CommonJS shim', () => {
  let server: Server;
  let origin = '';
  const TYPES: Record<string, string> = { '.mjs': 'text/javascript', '.js': 'text/javascript', '.html': 'text/html', '.map': 'application/json' };
  const page = `<!doctype html><meta charset="utf-8">
<script type="module">
  import { URL as IriURL, idna } from '/dist/index.mjs';
  import { nfkc } from '/dist/nfkc.mjs';
  import { result } from '/dist/polyfill.mjs';
  window.__out = {
    host: new IriURL('http://bücher.de').host,
    unicode: idna.toUnicode('xn--bcher-kva.de').result,
    nfkc: nfkc('\\ufb01'),
    result,
    cjsShim: typeof module + ' ' + typeof exports + ' ' + typeof require,
  };
</script>`;

  beforeAll(async () => {
    // Only dist/ is served, as files (no transform, no shim).
    server = createServer((req, res) => {
      const path = normalize(decodeURIComponent(new URL(req.url || '/', 'http://x').pathname));
      if (path === '/favicon.ico') {
        res.writeHead(204).end();
        return;
      }
      if (path === '/' || path === '/index.html') {
        res.writeHead(200, { 'content-type': 'text/html' }).end(page);
        return;
      }
      const file = join(root, path);
      if (!/^\/dist\//.test(path) || !existsSync(file)) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': TYPES[extname(file)] || 'application/octet-stream' }).end(readFileSync(file));
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

  it("new URL('http://bücher.de').host is xn--bcher-kva.de", async () => {
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      const tab = await browser.newPage();
      const errors: string[] = [];
      tab.on('pageerror', (e) => errors.push('page error: ' + e.message));
      tab.on('console', (m) => { if (m.type() === 'error') errors.push('console: ' + m.text()); });
      tab.on('response', (r) => { if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`); });
      await tab.goto(origin + '/');
      await tab.waitForFunction(() => (window as unknown as { __out?: unknown }).__out !== undefined, null, { timeout: 30000 }).catch(() => undefined);
      const out = await tab.evaluate(() => (window as unknown as { __out?: unknown }).__out);
      expect(errors).toEqual([]);
      expect(out).toEqual({
        host: 'xn--bcher-kva.de',
        unicode: 'bücher.de',
        nfkc: 'fi',
        result: { URL: 'kept', URLSearchParams: 'kept' }, // Chromium's own URL conforms
        cjsShim: 'undefined undefined undefined',
      });
    } finally {
      await browser.close();
    }
  });
});
