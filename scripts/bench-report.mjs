// The bench's tables: printed aligned, and kept for `--json` (scripts/perf-report.mjs turns the
// JSON into docs/performance.svg and the tables of docs/performance.md). A table's title is the
// last line printed before it.

const tables = [];
let lastLine = '';
const print = console.log.bind(console);
console.log = (...args) => {
  const text = args.map(String).join(' ').trim();
  if (text !== '') lastLine = text.split('\n').pop();
  print(...args);
};

/** Prints a table (first column left-aligned, the others right-aligned) and records it. */
export function table(headers, rows) {
  tables.push({ title: lastLine, headers: headers.map(String), rows: rows.map((r) => r.map(String)) });
  const widths = headers.map((h, c) => Math.max(String(h).length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells) => cells.map((x, c) => (c === 0 ? String(x).padEnd(widths[c]) : String(x).padStart(widths[c]))).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
  console.log();
}

/** Everything printed as tables so far, with the run's settings. */
export function report(settings) {
  return { node: process.version, date: new Date().toISOString().slice(0, 10), ...settings, tables };
}
