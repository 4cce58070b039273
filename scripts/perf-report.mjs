#!/usr/bin/env node
// docs/performance.svg and the measured tables of docs/performance.md, from the JSON that
// `npm run bench -- --json` writes (docs/performance.json). Run by the bench itself; by hand:
//   node scripts/perf-report.mjs [docs/performance.json]
// The chart: the URL table's ratios to native (with a GC before each round when measured), one
// group of bars per corpus, on a logarithmic axis so that 0.01x and 2x both show.

import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const input = process.argv[2] ?? join(here, '../docs/performance.json');
const data = JSON.parse(readFileSync(input, 'utf8'));
const doc = join(here, '../docs/performance.md');
const svgFile = join(here, '../docs/performance.svg');

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The URL table: rows of [corpus, { peer: ratio }], from the "(GC)" columns when present. */
function urlRatios() {
  const t = data.tables.find((x) => x.title.startsWith('URL: new URL(line).href'));
  if (!t) throw new Error('no URL table in the bench report');
  const cols = [];
  t.headers.forEach((h, i) => {
    const m = /^(.+)\/native$/.exec(h);
    if (m) cols.push({ peer: m[1], index: t.headers[i + 1] === '(GC)' ? i + 1 : i });
  });
  return t.rows.map((r) => [r[0], Object.fromEntries(cols.map((c) => [c.peer, parseFloat(r[c.index])]))]);
}

function chart() {
  const rows = urlRatios();
  const peers = Object.keys(rows[0][1]);
  const colours = ['#1f6feb', '#9a6700', '#8250df'];
  const left = 190, width = 420, barH = 12, gap = 8, top = 44;
  const lo = Math.log10(0.002), hi = Math.log10(4);
  const x = (v) => left + ((Math.log10(Math.max(v, 0.002)) - lo) / (hi - lo)) * width;
  const groupH = peers.length * barH + gap;
  const height = top + rows.length * groupH + 40;
  const out = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${left + width + 70}" height="${height}" font-family="sans-serif" font-size="11">`);
  out.push(`<text x="8" y="16" font-size="13" font-weight="bold">new URL(s).href, throughput ÷ Node ${esc(data.node)} native URL${data.gc ? ' (a full GC before each round)' : ''}</text>`);
  peers.forEach((p, i) => {
    out.push(`<rect x="${8 + i * 130}" y="26" width="10" height="10" fill="${colours[i % colours.length]}"/><text x="${22 + i * 130}" y="35">${esc(p)}</text>`);
  });
  for (const v of [0.01, 0.1, 1, 2]) {
    out.push(`<line x1="${x(v)}" y1="${top - 4}" x2="${x(v)}" y2="${height - 30}" stroke="${v === 1 ? '#000' : '#ccc'}"/>`);
    out.push(`<text x="${x(v)}" y="${height - 16}" text-anchor="middle">${v}x</text>`);
  }
  rows.forEach(([corpus, ratios], g) => {
    const y0 = top + g * groupH;
    out.push(`<text x="${left - 6}" y="${y0 + (peers.length * barH) / 2 + 4}" text-anchor="end">${esc(corpus)}</text>`);
    peers.forEach((p, i) => {
      const v = ratios[p];
      if (!Number.isFinite(v)) return;
      const y = y0 + i * barH;
      out.push(`<rect x="${left}" y="${y}" width="${Math.max(1, x(v) - left).toFixed(1)}" height="${barH - 2}" fill="${colours[i % colours.length]}"/>`);
      out.push(`<text x="${(x(v) + 4).toFixed(1)}" y="${y + barH - 3}">${v}x</text>`);
    });
  });
  out.push(`<text x="${left + width / 2}" y="${height - 3}" text-anchor="middle" fill="#555">logarithmic scale; 1x = native speed (${esc(data.date)})</text>`);
  out.push('</svg>');
  return out.join('\n') + '\n';
}

/** Every table of the report as Markdown, each under its title. */
function markdownTables() {
  const lines = [`Measured on Node ${data.node}, ${data.quick ? 'quick' : 'full'} run (${data.rounds} rounds of ${data.roundMs} ms per peer and workload), \`npm run bench -- --json${data.args.length ? ' ' + data.args.filter((a) => a !== '--json').join(' ') : ''}\`.`, ''];
  for (const t of data.tables) {
    lines.push(`**${t.title.replace(/[*|]/g, (c) => '\\' + c)}**`, '');
    lines.push(`| ${t.headers.map((h) => h.replace(/\|/g, '\\|')).join(' | ')} |`);
    lines.push(`|${t.headers.map(() => '---').join('|')}|`);
    for (const r of t.rows) lines.push(`| ${r.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`);
    lines.push('');
  }
  return lines.join('\n');
}

writeFileSync(svgFile, chart());
const md = readFileSync(doc, 'utf8');
const begin = '<!-- bench:begin (scripts/perf-report.mjs writes what follows) -->', end = '<!-- bench:end -->';
const a = md.indexOf(begin), b = md.indexOf(end);
if (a < 0 || b < a) throw new Error(`docs/performance.md has no ${begin} … ${end} markers`);
writeFileSync(doc, md.slice(0, a + begin.length) + '\n' + markdownTables() + '\n' + md.slice(b));
console.log(`perf-report: wrote ${svgFile} and the tables of ${doc}`);
