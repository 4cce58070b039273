// The viewer page (dist/viewer.html, after `npm run build`) in real headless Chromium, loaded from
// file:// as a user would open it offline: inputs typed into the fields, the rendered readings,
// the native-URL column, the state in the hash. Saves docs/cli.md's screenshot (spec-tests/tools/viewer.png)
// when it is missing or UPDATE_SCREENSHOT=1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const page = join(root, 'dist/viewer.html');
if (!existsSync(page)) throw new Error(`${page} is missing: run \`npm run build\` first`);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing (set CHROMIUM_PATH)`);

let browser: Browser;
let p: Page;
const errors: string[] = [];

beforeAll(async () => {
  const { chromium } = await import('playwright-core');
  // The flags of scripts/runtimes.mjs.
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  p = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  p.on('pageerror', (e) => errors.push(String(e)));
  p.on('console', (m) => (m.type() === 'error' ? errors.push(m.text()) : undefined));
  // No network at all: the page must work offline.
  await p.route('**/*', (route) => (route.request().url().startsWith('file:') ? route.continue() : route.abort()));
  await p.goto(pathToFileURL(page).href);
});

afterAll(async () => {
  await browser?.close();
});

const cell = (mode: string, name: string) => p.locator(`#readings td[data-mode="${mode}"][data-name="${name}"]`).innerText();

async function type(input: string, base = ''): Promise<void> {
  await p.fill('#base', base);
  await p.fill('#input', input);
}

describe('viewer page from file://', () => {
  it('loads offline with the default example and no script error', async () => {
    expect(await p.locator('#readings th[data-mode]').allInnerTexts()).toHaveLength(4);
    expect(await cell('whatwg', 'href')).toBe('http://xn--bcher-kva.example/%C3%BC?q#f');
    expect(errors).toEqual([]);
  });

  it('a WHATWG-only input: the URL Standard and the native URL fix it, the strict readings fail', async () => {
    await type('https:example.org\\a b');
    expect(await cell('whatwg', 'href')).toBe('https://example.org/a%20b');
    expect(await cell('whatwg', 'status')).toBe('parses, with validation errors');
    expect(await cell('rfc3986', 'status')).toBe('failure');
    expect(await cell('rfc3987', 'status')).toBe('failure');
    expect(await cell('native', 'href')).toBe('https://example.org/a%20b');
    // The errors marked in the input, with their messages.
    const marks = await p.locator('#errors-whatwg mark').evaluateAll((ms) => ms.map((m) => m.getAttribute('data-index')));
    expect(marks).toEqual(['6', '17', '19']);
    expect(await p.locator('#errors-whatwg li').allInnerTexts()).toEqual([
      expect.stringContaining('special-scheme-missing-following-solidus'),
      expect.stringContaining('invalid-reverse-solidus'),
      expect.stringContaining('invalid-URL-unit'),
    ]);
    expect(await p.locator('#errors-rfc3987 li').first().innerText()).toContain('invalid-character');
  });

  it('a strict-only reading: RFC 3987 keeps the IRI as written, WHATWG rewrites it', async () => {
    await type('eXAMPLE://a/./b/../c/%7bfoo%7d');
    expect(await cell('rfc3987', 'href')).toBe('eXAMPLE://a/./b/../c/%7bfoo%7d');
    expect(await cell('rfc3987', 'rfc-path')).toBe('/./b/../c/%7bfoo%7d');
    expect(await cell('whatwg', 'pathname')).toBe('/c/%7bfoo%7d');
    expect(await p.locator('#readings tr.differs th').allInnerTexts()).toContain('pathname \u2260');
    // A bidi mark: an error only in the strict modes, typed through the escapes field.
    await p.fill('#escaped', 'http://example.com/\\u{200E}x');
    expect(await p.inputValue('#input')).toBe('http://example.com/\u200Ex');
    expect(await cell('rfc3987', 'status')).toBe('failure');
    expect(await p.locator('#errors-rfc3987 li').first().innerText()).toContain('bidi-formatting-character');
    expect(await cell('whatwg', 'href')).toBe('http://example.com/%E2%80%8Ex');
  });

  it('an IDN: the IDNA breakdown of the host and the native column', async () => {
    await type('https://Bücher.example/ü');
    expect(await cell('whatwg', 'hostname')).toBe('xn--bcher-kva.example');
    expect(await cell('rfc3987', 'hostname')).toBe('Bücher.example');
    expect(await cell('native', 'hostname')).toBe('xn--bcher-kva.example');
    expect(await cell('native', 'pathname')).toBe('/%C3%BC');
    const label = p.locator('#idna tr[data-label="Bücher"]');
    expect(await label.locator('.kind').innerText()).toBe('U-label');
    expect(await label.locator('.alabel').innerText()).toBe('xn--bcher-kva');
    expect(await label.locator('.ulabel').innerText()).toBe('bücher');
    expect(await label.locator('.cp.mapped').first().innerText()).toContain('U+0042');
  });

  it('the host\'s display form with its reasons, and its classification (iri-url/safety)', async () => {
    await type('https://xn--80ak6aa92e.com/');
    expect(await p.locator('#safety [data-name="display"]').innerText()).toContain('xn--80ak6aa92e.com');
    expect(await p.locator('#safety [data-name="display"]').innerText()).toContain('unsafe');
    expect(await p.locator('#safety li[data-reason="whole-script-confusable"]').count()).toBe(1);
    expect(await p.locator('#safety [data-name="classification"]').innerText()).toContain('globally reachable');
    await type('http://0x7f.1/');
    expect(await p.locator('#safety [data-name="classification"]').innerText()).toBe('ipv4 127.0.0.1 not globally reachable');
    expect(await p.locator('#safety').innerText()).toContain('Loopback (RFC 1122, Section 3.2.1.3)');
    await type('https://bücher.de/');
    expect(await p.locator('#safety [data-name="display"]').innerText()).toBe('shown as bücher.de safe');
  });

  it('marks where the native URL differs (a deviation between engines is shown, not hidden)', async () => {
    await type('http://example.com/');
    expect(await p.locator('#readings td.native-diff').count()).toBe(0);
    expect(await p.locator('#native-note').innerText()).toContain('agrees');
  });

  it('keeps the state in the hash: a link reproduces the view', async () => {
    await type('../g?y#s', 'http://a/b/c/d;p?q');
    // The page's own location: page.url() follows history.replaceState asynchronously.
    const url = await p.evaluate(() => location.href);
    expect(url).toContain('#input=');
    const q = await browser.newPage();
    await q.goto(url);
    expect(await q.locator('#readings td[data-mode="rfc3987"][data-name="href"]').innerText()).toBe('http://a/b/g?y#s');
    expect(await q.inputValue('#base')).toBe('http://a/b/c/d;p?q');
    await q.close();
  });

  it('never turns an input into markup', async () => {
    await type('http://a/<img src=x onerror=alert(1)>');
    expect(await p.locator('#readings img').count()).toBe(0);
    expect(await p.locator('#errors img').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('screenshot for docs/cli.md', async () => {
    await type('HTTP://Bücher.example/a/../ü?q#f');
    const target = join(root, 'spec-tests/tools/viewer.png');
    const out = !existsSync(target) || process.env.UPDATE_SCREENSHOT === '1' ? target : join(mkdtempSync(join(tmpdir(), 'iri-viewer-')), 'viewer.png');
    await p.screenshot({ path: out, fullPage: false });
    expect(statSync(out).size).toBeGreaterThan(10000);
  });
});
