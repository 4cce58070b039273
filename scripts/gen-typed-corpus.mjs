#!/usr/bin/env node
// Generates the "as typed" corpus: URLs as people type or paste them, made from the
// real corpora in ../shared/bench by deterministic perturbations, so that almost no line is
// already serialized and the full state machine (URL §4.4) does the work. Same output on every
// run (a fixed-seed generator, no clock, no randomness from the platform).
//
//   node scripts/gen-typed-corpus.mjs [corpus-dir] [--out=<file>]   (default .cache/typed.txt)
//
// scripts/bench.mjs imports typedCorpus() and builds the lines in memory.
// Proportions (per line, independent draws; a line gets at least one perturbation):
//   40% upper-case scheme, 35% upper-case host, 15% default port, 15% dot segments (./ ../ %2e),
//   10% backslashes, 20% spaces, 8% quotes / < > / backtick, 20% non-ASCII in path, query or
//   fragment, 4% tab or newline inside, 15% leading/trailing spaces or C0 controls, 5% userinfo,
//   2% fullwidth dots in the host, 2% hex or short IPv4 host, 3% "http:host" (no slashes).

import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** mulberry32: a small deterministic PRNG. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function readLines(dir, file) {
  let text = readFileSync(join(dir, file), 'utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return text.split('\n').filter((l) => l.length > 0);
}

const NON_ASCII = ['é', 'ü', 'ñ', 'ß', '日本', 'привет', 'café', '€', '中文', 'ø', '😀', 'ç'];
const QUOTES = ['"', "'", '<', '>', '`', '{', '}', '|', '^'];
const CONTROLS = [' ', '  ', '\t', '\n', '\r\n', '\u0000', '\u001f', ' \u0001'];
const DEFAULT_PORT = { 'http:': ':80', 'https:': ':443', 'ws:': ':80', 'wss:': ':443', 'ftp:': ':21' };

/** One perturbed copy of `line` (an absolute URL). */
function perturb(line, r) {
  const pick = (xs) => xs[Math.floor(r() * xs.length)];
  const m = /^([a-zA-Z][a-zA-Z0-9+.-]*:)(\/\/([^/?#]*))?([^?#]*)(\?[^#]*)?(#.*)?$/.exec(line);
  if (m === null) return line;
  let [, scheme, , authority, path, query, fragment] = m;
  const special = /^(https?|wss?|ftp|file):$/i.test(scheme);
  let changed = false;
  const hit = (p) => { const y = r() < p; if (y) changed = true; return y; };
  query = query ?? '';
  fragment = fragment ?? '';
  let slashes = authority !== undefined ? '//' : '';
  if (authority !== undefined && scheme.toLowerCase() !== 'file:') {
    const h = authority;
    if (hit(0.35)) authority = h.toUpperCase();
    if (hit(0.15) && DEFAULT_PORT[scheme.toLowerCase()] && !/:\d*$/.test(h)) authority += DEFAULT_PORT[scheme.toLowerCase()];
    if (hit(0.05) && !authority.includes('@')) authority = pick(['user', 'user:pa ss', 'me@work', 'a:b']) + '@' + authority;
    if (hit(0.02)) authority = authority.replace(/\./g, pick(['\uff0e', '\u3002']));
    if (hit(0.02)) authority = pick(['0x7f.1', '0xC0.0xA8.0.1', '127.1', '3232235521', '0300.0250.0.1']);
    if (special && hit(0.03)) slashes = '';
  }
  if (hit(0.4)) scheme = scheme.toUpperCase();
  if (hit(0.15)) {
    const segs = path.split('/');
    const at = 1 + Math.floor(r() * Math.max(1, segs.length - 1));
    segs.splice(at, 0, ...pick([['.'], ['x', '..'], ['%2e'], ['a', '%2E%2e'], ['.', 'b', '..']]));
    path = segs.join('/');
  }
  if (special && hit(0.1)) path = path.replace(/\//g, (s) => (r() < 0.5 ? '\\' : s));
  if (hit(0.2)) {
    const where = r();
    if (where < 0.5) path += pick([' file.txt', '/my doc', ' ']);
    else if (where < 0.8) query = (query || '?') + pick(['&q=a b', '&q=hello world', ' x']);
    else fragment = (fragment || '#') + pick([' top', 'a b']);
  }
  if (hit(0.08)) {
    const q = pick(QUOTES);
    if (r() < 0.5) path += '/' + q + 'x' + q; else query = (query || '?') + '&v=' + q + 'y' + q;
  }
  if (hit(0.2)) {
    const s = pick(NON_ASCII);
    const where = r();
    if (where < 0.5) path += '/' + s;
    else if (where < 0.85) query = (query || '?') + '&q=' + s;
    else fragment = (fragment || '#') + s;
  }
  let out = scheme + slashes + (authority ?? '') + path + query + fragment;
  if (hit(0.04)) {
    const i = Math.floor(r() * out.length);
    out = out.slice(0, i) + pick(['\t', '\n', '\r\n']) + out.slice(i);
  }
  if (hit(0.15)) {
    if (r() < 0.5) out = pick(CONTROLS) + out;
    if (r() < 0.7) out += pick(CONTROLS);
  }
  if (!changed) out = scheme.toUpperCase() + slashes + (authority ?? '') + path + query + fragment;
  return out;
}

/** The corpus: every line of the ada corpora (and iri.txt) once, perturbed; deterministic. */
export function typedCorpus(dir = join(here, '../../shared/bench'), seed = 13) {
  const r = rng(seed);
  const out = [];
  for (const file of ['ada-kasztp.txt', 'ada-node_files.txt', 'ada-isaacs_files.txt', 'iri.txt']) {
    const lines = readLines(dir, file);
    // About 20k lines in all: kasztp dominates, as web URLs do.
    const step = file === 'ada-kasztp.txt' ? 4 : file === 'iri.txt' ? 10 : 16;
    for (let i = 0; i < lines.length; i += step) out.push(perturb(lines[i], r));
  }
  // Flat strings, as input read from a file or a socket is (the perturbations build V8 cons
  // strings, which every charCodeAt would walk).
  return JSON.parse(JSON.stringify(out));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dir = resolve(args.find((a) => !a.startsWith('--')) ?? join(here, '../../shared/bench'));
  const outArg = args.find((a) => a.startsWith('--out='));
  const out = outArg ? resolve(outArg.slice(6)) : join(here, '../.cache/typed.txt');
  const lines = typedCorpus(dir);
  mkdirSync(dirname(out), { recursive: true });
  // Lines may hold "\n" or "\r\n" inside (the tab-or-newline perturbation): JSON per line keeps them.
  writeFileSync(out, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
  console.log(`${lines.length} lines → ${out} (one JSON string per line)`);
}
