// `iri`: the library on the command line. Every command takes its inputs as arguments or, with
// `-` (or none), one per line on stdin; prints one result per input; `--json` / `--jsonl` for
// scripts. Results go to stdout, diagnostics (errors, warnings, summaries) to stderr. Every value
// printed is escaped for the terminal (terminal.ts; `--raw` prints results as they are). Exit
// status: 0 success / valid, 1 an input is invalid (or unequal, or a write failed), 2 usage.
// Built by rollup into dist/cli.mjs (ESM with a shebang; the library stays in index.mjs).
import * as util from 'node:util';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { IRI } from '../index';
import * as A from './analyze';
import { HELP, usageOf } from './help';
import { applyEdits, DEFAULT_PORTS, expandIterations, renderTemplate, type Edits } from './edit';
import { extractLinks } from './extract';
import { classifyCommand, displayCommand, displayOptions } from './safety-commands';
import { safetyIssues } from './safety-report';
import { elide, escapeForTerminal, jsonForTerminal } from './terminal';

type Values = Record<string, string | boolean | string[] | undefined>;
type Json = unknown;

class UsageError extends Error {}

const VERSION = '0.1.0';

// ---------------------------------------------------------------------------------------------
// Output: colours only on a TTY and never with NO_COLOR (https://no-color.org); --color forces
// them on a pipe (NO_COLOR still wins).

let colour = false;
const paint = (code: string) => (s: string) => (colour ? `\x1b[${code}m${s}\x1b[0m` : s);
const red = paint('31');
const green = paint('32');
const yellow = paint('33');
const cyan = paint('36');
const dim = paint('2');
const bold = paint('1');

/** Escaping for results: off with --raw (diagnostics and reports are always escaped). */
let raw = false;
const resultText = (s: string) => (raw ? s : escapeForTerminal(s));
/** A value inside a diagnostic: escaped, and elided when long. */
const esc = (s: string) => escapeForTerminal(elide(s));

let pending = '';
async function out(s: string): Promise<void> {
  pending += s + '\n';
  if (pending.length > 1 << 16) await flush();
}
async function flush(): Promise<void> {
  if (pending === '') return;
  const chunk = pending;
  pending = '';
  if (!process.stdout.write(chunk)) await new Promise<void>((r) => process.stdout.once('drain', () => r()));
}

/** Diagnostics: to stderr, after what stdout holds so far. */
async function diag(lines: string[]): Promise<void> {
  await flush();
  process.stderr.write(lines.join('\n') + '\n');
}

// ---------------------------------------------------------------------------------------------
// Options common to every command.

const COMMON = {
  help: { type: 'boolean', short: 'h' },
  json: { type: 'boolean' },
  jsonl: { type: 'boolean' },
  escapes: { type: 'boolean', short: 'e' },
  raw: { type: 'boolean' },
  color: { type: 'boolean' },
} as const;
const MODE = { mode: { type: 'string', short: 'm' } } as const;
const BASE = { base: { type: 'string', short: 'b' } } as const;

function modeOf(v: Values, fallback: A.Mode, all = false): A.Mode | 'all' {
  const m = v.mode === undefined ? fallback : String(v.mode);
  if ((A.MODES as readonly string[]).includes(m) || (all && m === 'all')) return m as A.Mode | 'all';
  throw new UsageError(`--mode must be ${A.MODES.join(', ')}${all ? ' or all' : ''}, not "${elide(m)}"`);
}

function oneOf<T extends string>(v: Values, name: string, allowed: readonly T[], fallback: T): T {
  const x = v[name] === undefined ? fallback : String(v[name]);
  if (!(allowed as readonly string[]).includes(x)) throw new UsageError(`--${name} must be ${allowed.join(', ')}, not "${elide(x)}"`);
  return x as T;
}

/** Inputs: the arguments, with `-` (or no argument at all) read as lines from stdin. */
async function* inputs(args: string[], v: Values, stdinWhenEmpty = true): AsyncGenerator<string> {
  const list = args.length === 0 && stdinWhenEmpty ? ['-'] : args;
  for (const a of list) {
    if (a === '-') {
      if (process.stdin.isTTY) process.stderr.write(dim('(reading inputs from stdin, one per line; end with Ctrl-D)') + '\n');
      const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
      let first = true;
      for await (let line of rl) {
        // A UTF-8 byte order mark starts a file, not its first input.
        if (first && line.charCodeAt(0) === 0xfeff) line = line.slice(1);
        first = false;
        if (line !== '') yield v.escapes ? A.unescapeInput(line) : line;
      }
    } else yield v.escapes ? A.unescapeInput(a) : a;
  }
}

/** Collects results: JSON Lines as they come, one JSON document at the end, or text. */
class Results {
  readonly list: Json[] = [];
  failed = false;
  constructor(readonly command: string, readonly v: Values) {}
  /** One result: its JSON, or its text lines on stdout (on stderr when `diagnostic`). */
  async add(json: Json, text: string[], failed: boolean, diagnostic = false): Promise<void> {
    if (failed) this.failed = true;
    if (this.v.jsonl) await out(jsonForTerminal(json));
    else if (this.v.json) this.list.push(json);
    else if (diagnostic) await diag(text);
    else for (const line of text) await out(line);
  }
  async end(extra?: Record<string, Json>): Promise<number> {
    if (this.v.json && !this.v.jsonl) await out(jsonForTerminal({ command: this.command, results: this.list, ...extra }, 2));
    await flush();
    return this.failed ? 1 : 0;
  }
}

// ---------------------------------------------------------------------------------------------
// Text rendering.

const MODE_TITLE: Record<A.Mode, string> = { whatwg: 'whatwg (URL Standard)', rfc3986: 'rfc3986 (URI)', rfc3987: 'rfc3987 (IRI)' };

/** A value in a report: invisible code points escaped, elided when long. */
function q(s: string | null | undefined): string {
  if (s === null || s === undefined) return dim('(absent)');
  if (s === '') return dim('""');
  return A.show(elide(s)).text;
}

/** Code units of context shown on each side of a caret. */
const WINDOW = 40;
/** Issues of one code shown per input; the rest are counted. */
const SAME_CODE_SHOWN = 3;

/**
 * The input around `index` with a caret under it, as compilers show a long line: at most WINDOW
 * code units on each side, "…" where the input goes on. Constant size, whatever the input.
 */
function excerpt(input: string, index: number, paint: (s: string) => string): [string, string] {
  const at = Math.max(0, Math.min(index, input.length));
  let start = Math.max(0, at - WINDOW);
  let end = Math.min(input.length, at + 1 + WINDOW);
  if (start > 0 && isLowSurrogate(input.charCodeAt(start))) start--;
  if (end < input.length && isLowSurrogate(input.charCodeAt(end))) end++;
  const shown = A.show(input.slice(start, end));
  const lead = start > 0 ? '…' : '';
  return [lead + shown.text + (end < input.length ? '…' : ''), ' '.repeat(lead.length) + paint(A.caret(shown, at - start))];
}

const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/**
 * The first SAME_CODE_SHOWN issues of each code through `each`; then, per code, how many more
 * there are (with those the reading left out), and whether only the first error was looked for.
 */
function capped(r: A.Checked, each: (e: A.Issue) => void, more: (line: string) => void): void {
  const seen = new Map<string, number>();
  for (const e of r.issues) {
    const n = (seen.get(e.code) || 0) + 1;
    seen.set(e.code, n);
    if (n <= SAME_CODE_SHOWN) each(e);
  }
  for (const [code, n] of seen) {
    const rest = Math.max(0, n - SAME_CODE_SHOWN) + (r.omitted[code] || 0);
    if (rest > 0) more(`… and ${rest.toLocaleString('en')} more ${code}`);
  }
  if (r.firstErrorOnly) more(`only the first error is listed: the input is longer than ${A.FULL_LIST_LIMIT.toLocaleString('en')} code units`);
}

function issueLines(input: string, r: A.Checked, indent = '  '): string[] {
  const lines: string[] = [];
  capped(r, (e) => {
    const sev = e.severity === 'warning' ? yellow('warning') : red('error');
    lines.push(`${indent}${sev} ${bold(e.code)}${e.component ? dim(' in ' + e.component) : ''}${e.index >= 0 ? dim(' at ' + e.index) : dim(' (base)')}`);
    lines.push(`${indent}  ${dim(esc(e.rule))}`);
    if (e.index >= 0) for (const l of excerpt(input, e.index, e.severity === 'warning' ? yellow : red)) lines.push(`${indent}  ${l}`);
  }, (line) => lines.push(`${indent}${dim(line)}`));
  return lines;
}

/** Terminal columns of text already escaped for display. */
function width(s: string): number {
  let w = 0;
  for (const ch of s) w += A.columns(ch.codePointAt(0) as number);
  return w;
}

function table(rows: string[][], marks?: boolean[]): string[] {
  const plain = (s: string) => s.replace(/\x1b\[[0-9;]*m/g, '');
  const widths: number[] = [];
  for (const r of rows) r.forEach((c, i) => (widths[i] = Math.max(widths[i] || 0, width(plain(c)))));
  return rows.map((r, k) => {
    const cells = r.map((c, i) => (i === r.length - 1 ? c : c + ' '.repeat(widths[i] - width(plain(c)))));
    return (marks ? (marks[k] ? yellow('≠ ') : '  ') : '') + cells.join('  ').trimEnd();
  });
}

// ---------------------------------------------------------------------------------------------
// Commands.

async function cmdParse(args: string[], v: Values): Promise<number> {
  const mode = modeOf(v, 'whatwg', true);
  const base = v.base as string | undefined;
  const res = new Results('parse', v);
  for await (const input of inputs(args, v)) {
    const readings = mode === 'all' ? A.MODES.map((m) => A.read(input, base, m)) : [A.read(input, base, mode)];
    const json: Record<string, Json> = { input, base: base === undefined ? null : base, readings: readings.map(readingJson(v)) };
    const lines: string[] = [`${bold('input')}  ${q(input)}${base === undefined ? '' : `  ${bold('base')} ${q(base)}`}`];
    if (mode === 'all') {
      const urlDiff = A.differences(readings);
      const rfcDiff = A.rfcDifferences(readings);
      json.differences = { url: urlDiff, rfc: rfcDiff };
      const head = ['', ...readings.map((r) => bold(r.mode))];
      const status = ['status', ...readings.map(statusText)];
      const rows: string[][] = [head, status];
      const marks = [false, readings.some((r) => r.ok !== readings[0].ok || r.valid !== readings[0].valid)];
      for (const k of A.URL_NAMES) {
        rows.push([k, ...readings.map((r) => (r.url ? q(r.url[k]) : dim('—')))]);
        marks.push(urlDiff.includes(k));
      }
      rows.push([dim('RFC names')]);
      marks.push(false);
      for (const k of A.RFC_NAMES) {
        rows.push([k, ...readings.map((r) => (r.rfc ? q(r.rfc[k]) : dim('—')))]);
        marks.push(rfcDiff.includes(k));
      }
      lines.push(...table(rows, marks));
      lines.push(dim(urlDiff.length + rfcDiff.length ? `≠ marks where the readings differ (${[...urlDiff, ...rfcDiff.filter((k) => !urlDiff.includes(k as A.UrlName))].join(', ')})` : 'the three readings agree'));
      for (const r of readings) {
        if (r.issues.length) lines.push(bold(MODE_TITLE[r.mode] + ':'), ...issueLines(input, r));
        if (v.diagram && r.offsets && r.href !== null) lines.push(bold(MODE_TITLE[r.mode] + ' offsets:'), ...diagramLines(r.href, r.offsets));
      }
    } else {
      const r = readings[0];
      lines.push(`${bold('mode')}   ${MODE_TITLE[r.mode]}  ${statusText(r)}`);
      if (r.url && r.rfc) {
        lines.push(bold('URL names'), ...table(A.URL_NAMES.map((k) => ['  ' + k, q((r.url as Record<string, string>)[k])])));
        lines.push(bold('RFC names'), ...table(A.RFC_NAMES.map((k) => ['  ' + k, q((r.rfc as Record<string, string | null>)[k])])));
      }
      if (r.issues.length) lines.push(bold(r.ok ? 'validation' : 'failure'), ...issueLines(input, r));
      if (v.diagram && r.offsets && r.href !== null) lines.push(bold('offsets') + dim(`  (${A.BAND_LEGEND})`), ...diagramLines(r.href, r.offsets));
    }
    lines.push('');
    // Exit status 1 when the input does not parse (with --mode all: in none of the three).
    await res.add(json, lines, readings.every((r) => !r.ok));
  }
  return res.end();
}

/** Longest href drawn by --diagram (its lines are as wide as the href). */
const DIAGRAM_MAX = 2000;

function diagramLines(href: string, offsets: A.Offsets): string[] {
  if (href.length > DIAGRAM_MAX) return [dim(`  (no diagram: the href has ${href.length.toLocaleString('en')} code units, more than ${DIAGRAM_MAX.toLocaleString('en')}; --json gives the offsets)`)];
  return A.diagram(href, offsets).map((l) => '  ' + l);
}

function readingJson(v: Values) {
  return (r: A.Reading): Json => {
    const j: Record<string, Json> = { ...r };
    if (v.diagram && r.offsets && r.href !== null) j.band = A.componentBand(r.href, r.offsets);
    return j;
  };
}

function statusText(r: A.Reading): string {
  if (!r.ok) return red('failure');
  if (!r.valid) return yellow('parses, with validation errors');
  return r.issues.length ? green('valid') + yellow(' (warnings)') : green('valid');
}

async function cmdValidate(args: string[], v: Values): Promise<number> {
  const mode = modeOf(v, 'whatwg') as A.Mode;
  const base = v.base as string | undefined;
  const res = new Results('validate', v);
  for await (const input of inputs(args, v)) {
    const r = A.read(input, base, mode);
    const json = { input, mode, valid: r.valid, failure: !r.ok, href: r.href, issues: r.issues, omitted: r.omitted, firstErrorOnly: r.firstErrorOnly };
    const head = r.valid ? green('valid  ') : r.ok ? yellow('invalid') : red('invalid');
    await res.add(json, [`${head} ${q(input)}${r.href !== null && r.href !== input ? dim(' → ' + q(r.href)) : ''}`, ...issueLines(input, r)], !r.valid);
  }
  return res.end();
}

function errorJson(e: unknown): { code: string; index: number | null; message: string } {
  const x = e as { code?: string; index?: number; message?: string };
  return { code: x.code || 'error', index: typeof x.index === 'number' ? x.index : null, message: String(x.message) };
}

/**
 * An IRIError's message without the " at index N in "…"" that repeats the input (the excerpt
 * under it shows the place); for a URL Standard failure, the problem it names.
 */
function messageOf(e: unknown): string {
  const x = e as { code?: string; index?: number; input?: unknown; message?: string };
  const m = String(x.message);
  if (typeof x.code === 'string' && x.code in A.WHATWG_RULES && typeof x.input === 'string') return A.whatwgMessage(x.code, x.input, typeof x.index === 'number' ? x.index : -1, true);
  const tail = typeof x.input === 'string' ? ` at index ${x.index} in ${JSON.stringify(x.input)}` : null;
  return tail !== null && m.endsWith(tail) ? m.slice(0, m.length - tail.length) : m;
}

/** An error about `input`: code and message, then the input around the place it names. */
function errorLines(input: string, e: unknown): string[] {
  const j = errorJson(e);
  const lines = [`${red('error')} ${bold(j.code)} ${esc(messageOf(e))}`];
  if (j.index !== null && j.index >= 0 && j.index <= input.length) for (const l of excerpt(input, j.index, red)) lines.push('  ' + l);
  else lines.push('  ' + q(input));
  return lines;
}

/**
 * One string in, one string out (or an IRIError): resolve, relativize, normalize, to-uri, to-iri.
 * The result on stdout; an error on stderr, and nothing on stdout for that input.
 */
async function mapEach(name: string, args: string[], v: Values, fn: (s: string) => Record<string, Json> & { href: string }, stdinWhenEmpty = true): Promise<number> {
  const res = new Results(name, v);
  for await (const input of inputs(args, v, stdinWhenEmpty)) {
    try {
      const r = fn(input);
      await res.add({ input, ...r, error: null }, [resultText(r.href)], false);
    } catch (e) {
      if (!(e instanceof TypeError)) throw e;
      await res.add({ input, href: null, error: errorJson(e) }, errorLines(input, e).map((l, k) => (k === 0 ? `iri ${name}: ${l}` : l)), true, true);
    }
  }
  return res.end();
}

function need(args: string[], n: number, what: string): void {
  if (args.length < n) throw new UsageError(`expected ${what}`);
}

async function cmdResolve(args: string[], v: Values): Promise<number> {
  need(args, 1, 'a base and references');
  const mode = modeOf(v, 'rfc3987') as A.Mode;
  const base = v.escapes ? A.unescapeInput(args[0]) : args[0];
  return mapEach('resolve', args.slice(1), v, (ref) => ({ base, href: IRI.resolve(base, ref, { mode, nonStrictResolution: !!v['non-strict'] }) }));
}

async function cmdRelativize(args: string[], v: Values): Promise<number> {
  need(args, 1, 'a base and targets');
  const mode = modeOf(v, 'rfc3987') as A.Mode;
  const base = v.escapes ? A.unescapeInput(args[0]) : args[0];
  const b = new IRI(base, undefined, { mode });
  return mapEach('relativize', args.slice(1), v, (target) => {
    const ref = b.relativize(target);
    return { base, href: ref, check: b.resolve(ref).href };
  });
}

const LEVELS = ['simple', 'syntax', 'scheme'] as const;

async function cmdNormalize(args: string[], v: Values): Promise<number> {
  const mode = modeOf(v, 'rfc3987') as A.Mode;
  const level = oneOf(v, 'level', LEVELS, 'scheme');
  const characters = oneOf(v, 'characters', ['nfc', 'none'] as const, 'nfc');
  const base = v.base as string | undefined;
  return mapEach('normalize', args, v, (input) => {
    const iri = new IRI(input, base, { mode });
    if (level === 'simple') return { level, href: iri.href };
    return { level, href: iri.normalize({ schemeBased: level === 'scheme', characters: characters === 'nfc' ? 'nfc' : false }).href };
  });
}

async function cmdEquals(args: string[], v: Values): Promise<number> {
  if (args.length !== 2) throw new UsageError('expected two IRIs');
  const [a, b] = v.escapes ? args.map(A.unescapeInput) : args;
  const mode = modeOf(v, 'rfc3987') as A.Mode;
  const level = oneOf(v, 'level', LEVELS, 'scheme');
  const res = new Results('equals', v);
  const norm = (s: string) => {
    try {
      const iri = new IRI(s, undefined, { mode });
      return level === 'simple' ? iri.href : iri.normalize({ schemeBased: level === 'scheme' }).href;
    } catch (e) {
      return null;
    }
  };
  let equal: boolean;
  try {
    // Both must parse: an input that does not is an error, not "not equal".
    new IRI(a, undefined, { mode });
    new IRI(b, undefined, { mode });
    equal = IRI.equals(a, b, { level, mode });
  } catch (e) {
    const input = typeof (e as { input?: unknown }).input === 'string' ? (e as { input: string }).input : a;
    await res.add({ a, b, level, equal: false, error: errorJson(e) }, errorLines(input, e).map((l, k) => (k === 0 ? `iri equals: ${l}` : l)), true, true);
    return res.end();
  }
  const [na, nb] = [norm(a), norm(b)];
  await res.add({ a, b, level, mode, equal, normalized: [na, nb] }, [
    `${equal ? green('equal') : red('not equal')} ${dim(`(level ${level}, mode ${mode})`)}`,
    `  ${q(a)}${na !== null && na !== a ? dim(' → ' + q(na)) : ''}`,
    `  ${q(b)}${nb !== null && nb !== b ? dim(' → ' + q(nb)) : ''}`,
  ], !equal);
  return res.end();
}

async function cmdToURI(args: string[], v: Values): Promise<number> {
  const host = oneOf(v, 'host', ['idna', 'percent-encode'] as const, 'idna');
  return mapEach('to-uri', args, v, (input) => ({ href: new IRI(input, undefined, { mode: 'rfc3987' }).toURI({ host }).href }));
}

async function cmdToIRI(args: string[], v: Values): Promise<number> {
  return mapEach('to-iri', args, v, (input) => ({ href: IRI.fromURI(input, { unicodeHost: !!v['unicode-host'] }).href }));
}

// set / get: trurl's everyday jobs, every write through the IRI setters.

function editsOf(assignments: string[], v: Values): Edits {
  const list = (x: unknown) => (Array.isArray(x) ? (x as string[]) : x === undefined ? [] : [String(x)]);
  const unescape = (s: string) => (v.escapes ? A.unescapeInput(s) : s);
  const pairs = (xs: string[], what: string) =>
    xs.map((a) => {
      const eq = a.indexOf('=');
      if (eq <= 0) throw new UsageError(`${what} must be name=value, not "${elide(a)}"`);
      return [a.slice(0, eq), unescape(a.slice(eq + 1))] as [string, string];
    });
  return {
    set: pairs(assignments, 'an assignment'),
    unset: list(v.unset),
    append: pairs(list(v.append), '--append'),
    qtrim: list(v.qtrim),
    sortQuery: !!v['sort-query'],
    redirect: v.redirect === undefined ? null : unescape(String(v.redirect)),
    defaultPort: !!v['default-port'],
    keepPort: !!v['keep-port'],
  };
}

async function cmdSetGet(name: 'set' | 'get', args: string[], v: Values): Promise<number> {
  need(args, 1, name === 'set' ? 'a URL and component=value assignments' : 'a URL and a template');
  const mode = modeOf(v, 'whatwg') as A.Mode;
  // URL §4.5: the serializer omits a scheme's default port, so neither can do anything there.
  for (const flag of ['keep-port', 'default-port']) {
    if (mode === 'whatwg' && v[flag]) throw new UsageError(`--${flag} needs --mode rfc3986 or rfc3987: the URL Standard never serializes a scheme's default port`);
  }
  const template = name === 'get' ? (args.length > 1 ? args[1] : '{href}') : null;
  const edits = editsOf(name === 'set' ? args.slice(1) : [], v);
  const iterations = expandIterations(Array.isArray(v.iterate) ? (v.iterate as string[]) : [], v.escapes ? A.unescapeInput : (s) => s);
  const res = new Results(name, v);
  for await (const input of inputs([args[0]], v)) {
    for (const extra of iterations) {
      const e: Edits = { ...edits, set: [...edits.set, ...extra] };
      const r = applyEdits(input, mode, e);
      if (r.error || !r.iri) {
        // Nothing on stdout for this input: the error and the input on stderr.
        const error = r.error || { code: 'error', index: null, message: '' };
        const lines = errorLines(error.input ?? input, error).map((l, k) => (k === 0 ? `iri ${name}: ${l}` : l));
        if (error.input !== undefined && error.input !== input) lines.push(`  ${dim('editing')} ${q(input)}`);
        await res.add({ input, href: null, output: null, error: { code: error.code, index: error.index, message: error.message } }, lines, true, true);
        continue;
      }
      const output = template === null ? resultText(r.iri.href) : renderTemplate(template, r.iri, resultText);
      await res.add({ input, href: r.iri.href, output: template === null ? r.iri.href : renderTemplate(template, r.iri), error: null }, [output], false);
    }
  }
  return res.end();
}

async function cmdIdna(args: string[], v: Values): Promise<number> {
  const profile = oneOf(v, 'profile', A.PROFILES, 'url');
  const res = new Results('idna', v);
  for await (const domain of inputs(args, v)) {
    const d = A.idnaInfo(domain, profile, !!v.explain);
    const lines = [`${q(domain)}  →  ${d.ascii === null ? red('(ToASCII fails)') : bold(q(d.ascii))}  ${dim('U: ')}${q(d.unicode)}  ${d.valid ? green('valid') : red('invalid')} ${dim(profile)}`];
    const rows = d.labels.map((l, k) => [
      `  ${dim('label ' + k)}`,
      q(l.input),
      l.kind === 'invalid' || l.kind === 'fake A-label' || l.kind === 'non-LDH ASCII' ? yellow(l.kind) : cyan(l.kind),
      dim('A ') + (l.aLabel === null ? red('—') : q(l.aLabel)),
      dim('U ') + q(l.uLabel),
      l.errors.length ? red(l.errors.join(', ')) : l.reason ? yellow(l.reason) : '',
    ]);
    lines.push(...table(rows));
    if (v.explain) {
      for (const [k, l] of d.labels.entries()) {
        lines.push(`  ${dim('label ' + k)} ${q(l.input)}`);
        lines.push(...table((l.codePoints || []).map((c) => [
          '    ' + c.codePoint, c.char || dim('(invisible)'),
          (c.uts46 === 'valid' ? green : c.uts46 === 'disallowed' ? red : yellow)(c.uts46) + (c.mapped !== null ? ' → ' + (c.mapped === '' ? dim('(nothing)') : q(c.mapped)) : ''),
          (c.derivedProperty === 'PVALID' ? green : c.derivedProperty.startsWith('CONTEXT') ? yellow : red)(c.derivedProperty),
        ])));
      }
    }
    await res.add(d, lines, !d.valid);
  }
  return res.end();
}

async function cmdUrn(args: string[], v: Values): Promise<number> {
  const syntax = oneOf(v, 'urn', ['rfc8141', 'rfc2141'] as const, 'rfc8141');
  const res = new Results('urn', v);
  for await (const input of inputs(args, v)) {
    const u = A.urnInfo(input, syntax);
    const lines = u.valid
      ? [`${green('valid')} ${q(input)}`, ...table([
          ['  NID', q(u.nid)], ['  NSS', q(u.nss)], ['  r-component', q(u.rComponent)], ['  q-component', q(u.qComponent)], ['  f-component', q(u.fComponent)],
          ['  equivalence form', bold(q(u.normalized)) + dim(syntax === 'rfc8141' ? '  (RFC 8141 §3.1)' : '  (RFC 2141 §5)')],
        ])]
      : [`${red('invalid')} ${q(input)}`, ...errorLines(input, { code: u.error?.code, index: u.error?.index, message: u.error?.message }).map((l) => '  ' + l)];
    await res.add({ ...u, syntax }, lines, !u.valid);
  }
  return res.end();
}

async function cmdCompare(args: string[], v: Values): Promise<number> {
  const base = v.base as string | undefined;
  const res = new Results('compare', v);
  const Native = (globalThis as unknown as { URL?: new (i: string, b?: string) => Record<A.UrlName, string> }).URL;
  for await (const input of inputs(args, v)) {
    const whatwg = A.read(input, base, 'whatwg');
    const rfc3987 = A.read(input, base, 'rfc3987');
    const native = A.readNative(Native, input, base);
    const diff = A.differences([whatwg, rfc3987, native]);
    const cols = [{ name: 'whatwg', url: whatwg.url, ok: whatwg.ok }, { name: 'rfc3987', url: rfc3987.url, ok: rfc3987.ok }];
    if (native) cols.push({ name: `native (Node ${process.versions.node})`, url: native.url, ok: native.ok });
    const rows = [['', ...cols.map((c) => bold(c.name))], ['status', ...cols.map((c) => (c.ok ? green('parses') : red('failure')))]];
    // A reading that fails disagrees with one that parses, and tells nothing when all fail.
    const failing = cols.filter((c) => !c.ok).map((c) => c.name.split(' ')[0]);
    const marks = [false, failing.length > 0];
    for (const k of A.URL_NAMES) {
      rows.push([k, ...cols.map((c) => (c.url ? q(c.url[k]) : dim('—')))]);
      marks.push(diff.includes(k));
    }
    const nativeVsOurs = native ? A.differences([whatwg, native]) : [];
    const lines = [`${bold('input')}  ${q(input)}`, ...table(rows, marks)];
    if (failing.length) lines.push(red(`${failing.length === cols.length ? 'no reading parses' : 'fails to parse in: ' + failing.join(', ')}`));
    if (failing.length < cols.length - 1) lines.push(dim(diff.length ? `differs in: ${diff.join(', ')}` : failing.length ? 'every attribute agrees where it parses' : 'every attribute agrees'));
    if (native && nativeVsOurs.length) lines.push(yellow(`the native URL and the URL Standard reading disagree on: ${nativeVsOurs.join(', ')}`));
    for (const r of [whatwg, rfc3987]) if (r.issues.length) lines.push(bold(MODE_TITLE[r.mode] + ':'), ...issueLines(input, r));
    lines.push('');
    await res.add({ input, base: base === undefined ? null : base, whatwg, rfc3987, native, failing, differences: diff, nativeDifferences: nativeVsOurs }, lines, diff.length > 0 || failing.length > 0);
  }
  return res.end();
}

// check: a linter for files of URLs, streaming (readline over a stream, constant memory).

async function cmdCheck(args: string[], v: Values): Promise<number> {
  if (args.length > 1) throw new UsageError('expected one file (or - for stdin)');
  const file = args.length === 0 ? '-' : args[0];
  const mode = modeOf(v, 'whatwg') as A.Mode;
  const base = v.base as string | undefined;
  const name = file === '-' ? '<stdin>' : file;
  const shownName = esc(name);
  if (file !== '-' && !existsSync(file)) throw new UsageError(`no such file: ${elide(name)}`);
  const size = file === '-' ? 0 : statSync(file).size;
  const stream = file === '-' ? process.stdin : createReadStream(file);
  const showProgress = !v['no-progress'] && process.stderr.isTTY && !v.jsonl && (size >= 1 << 20 || file === '-' || !!v.progress);
  const res = new Results('check', v);
  const summary = { inputs: 0, valid: 0, invalid: 0, failures: 0, warnings: 0, skipped: 0, lines: 0 };
  const started = Date.now();
  let bytes = 0;
  let lastDraw = 0;
  const draw = (final: boolean) => {
    const now = Date.now();
    if (!final && now - lastDraw < 150) return;
    lastDraw = now;
    const secs = Math.max(0.001, (now - started) / 1000);
    const rate = `${Math.round(summary.lines / secs).toLocaleString('en')} lines/s, ${(bytes / secs / 1e6).toFixed(1)} MB/s`;
    let bar = '';
    if (size > 0) {
      const frac = Math.min(1, bytes / size);
      const w = 30;
      const fill = Math.round(frac * w);
      bar = '[' + '#'.repeat(fill) + ' '.repeat(w - fill) + `] ${(frac * 100).toFixed(0).padStart(3)}% `;
    }
    process.stderr.write(`\r\x1b[K${bar}${summary.lines.toLocaleString('en')} lines, ${summary.invalid} invalid, ${rate}`);
    if (final) process.stderr.write('\r\x1b[K');
  };
  const rl = createInterface({ input: stream, crlfDelay: Infinity });
  const report = async (line: number, col0: number, input: string) => {
    summary.inputs++;
    let r = A.check(input, base, mode);
    if ((v['unsafe-display'] || v.internal) && r.ok) {
      // iri-url/safety: flag hosts shown as A-labels and hosts that are not globally reachable.
      const extra = safetyIssues(input, base, { unsafeDisplay: !!v['unsafe-display'], internal: !!v.internal });
      if (extra.length) r = { ...r, valid: false, issues: [...r.issues, ...extra] };
    }
    const warnings = r.issues.filter((e) => e.severity === 'warning');
    summary.warnings += warnings.length;
    if (r.valid) summary.valid++;
    else summary.invalid++;
    if (!r.ok) summary.failures++;
    if (r.valid && warnings.length === 0) {
      if (v.all) await res.add({ file: name, line, column: col0 + 1, input, valid: true, failure: false, issues: [] }, [`${shownName}:${line}:${col0 + 1} ${green('valid')} ${q(input)}`], false);
      return;
    }
    const lines: string[] = [];
    const before = codePointsBefore(input);
    const colOf = (index: number) => col0 + 1 + (index < 0 ? 0 : before(index));
    const issues = r.issues.length ? r.issues : [{ code: 'failure', index: 0, severity: 'error' as const, component: null, rule: 'does not parse' }];
    capped({ ...r, issues }, (e) => {
      const where = `${shownName}:${line}:${colOf(e.index)}`;
      lines.push(`${where} ${(e.severity === 'warning' ? yellow : red)(e.code)} ${e.severity === 'warning' ? 'warning: ' : ''}${esc(e.rule)}${e.index < 0 ? ' (base)' : ''}`);
    }, (more) => lines.push(`${shownName}:${line}: ${dim(more)}`));
    await res.add({ file: name, line, column: col0 + 1, input, valid: r.valid, failure: !r.ok, issues: r.issues.map((e) => ({ ...e, column: colOf(e.index) })), omitted: r.omitted, firstErrorOnly: r.firstErrorOnly }, lines, !r.valid);
  };
  for await (let text of rl) {
    summary.lines++;
    bytes += Buffer.byteLength(text) + 1;
    // A UTF-8 byte order mark starts the file, not its first URL (columns count from after it).
    if (summary.lines === 1 && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    if (showProgress) draw(false);
    const lineNo = summary.lines;
    if (v.extract) {
      // Links come in line order: their columns are counted on from the previous one, so that a
      // line of many links costs one pass (a count from the line's start for each was quadratic).
      const before = codePointsBefore(text);
      for (const link of extractLinks(text)) {
        if (!link.absolute && base === undefined) {
          summary.skipped++;
          continue;
        }
        await report(lineNo, before(link.start), link.text);
      }
    } else {
      const input = v.escapes ? A.unescapeInput(text) : text;
      if (input.trim() === '') {
        summary.skipped++;
        continue;
      }
      await report(lineNo, 0, input);
    }
  }
  if (showProgress) draw(true);
  const secs = (Date.now() - started) / 1000;
  const text = `${summary.inputs} inputs in ${summary.lines} lines: ${summary.valid} valid, ${summary.invalid} invalid (${summary.failures} do not parse), ${summary.warnings} warnings` +
    (summary.skipped ? `, ${summary.skipped} ${v.extract ? 'relative references skipped (give --base)' : 'empty lines skipped'}` : '') + ` (${secs.toFixed(2)} s, mode ${mode})`;
  await flush();
  if (!v.json && !v.jsonl && !v.quiet) process.stderr.write((summary.invalid ? red : green)(text) + '\n');
  if (v.jsonl) await out(JSON.stringify({ summary }));
  return res.end({ summary });
}

/**
 * The code points of s before code unit `index` (a column counts code points: the second half
 * of a pair is not counted), counted on from the last index asked for when it is not smaller, so
 * that increasing indexes cost one pass over s in all.
 */
function codePointsBefore(s: string): (index: number) => number {
  let at = 0, count = 0;
  return (index: number) => {
    const end = Math.min(index, s.length);
    if (end < at) at = count = 0;
    for (; at < end; at++) {
      const c = s.charCodeAt(at);
      if (!(c >= 0xdc00 && c <= 0xdfff && at > 0 && s.charCodeAt(at - 1) >= 0xd800 && s.charCodeAt(at - 1) <= 0xdbff)) count++;
    }
    return count;
  };
}

// display, classify: iri-url/safety (lib/tools/safety-commands.ts).

const PAINT = { bold, red, green, yellow, dim };

async function cmdDisplay(args: string[], v: Values): Promise<number> {
  const options = displayOptions(v);
  const res = new Results('display', v);
  for await (const input of inputs(args, v)) {
    const r = displayCommand(input, options, !!v.explain, PAINT);
    await res.add(r.json, r.lines, r.failed);
  }
  return res.end();
}

async function cmdClassify(args: string[], v: Values): Promise<number> {
  const res = new Results('classify', v);
  for await (const input of inputs(args, v)) {
    const r = classifyCommand(input, PAINT);
    await res.add(r.json, r.lines, r.failed);
  }
  return res.end();
}

// view: the viewer page on localhost.

async function cmdView(_args: string[], v: Values): Promise<number> {
  const page = fileURLToPath(new URL('./viewer.html', import.meta.url));
  if (!existsSync(page)) throw new UsageError(`${page} is missing: run \`npm run build\` first`);
  const html = readFileSync(page);
  const port = v.port === undefined ? 0 : Number(v.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be 0-65535, not "${v.port}"`);
  const server = createServer((req, resp) => {
    const path = (req.url || '/').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      resp.writeHead(405).end();
    } else if (path === '/' || path === '/viewer.html') {
      resp.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }).end(req.method === 'HEAD' ? undefined : html);
    } else resp.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
  });
  const listenHost = String(v.host || '127.0.0.1');
  await new Promise<void>((ok, fail) => {
    server.once('error', (e) => fail(new UsageError(`cannot listen on ${elide(listenHost)} port ${port}: ${(e as Error).message}`)));
    server.listen(port, listenHost, () => ok());
  });
  const addr = server.address() as { address: string; port: number };
  const host = addr.address.includes(':') ? `[${addr.address}]` : addr.address;
  process.stdout.write(`iri viewer at http://${esc(host)}:${addr.port}/  (also works offline: ${esc(page)})\nCtrl-C to stop\n`);
  await new Promise<void>((r) => {
    process.once('SIGINT', () => server.close(() => r()));
    process.once('SIGTERM', () => server.close(() => r()));
  });
  return 0;
}

// ---------------------------------------------------------------------------------------------

interface Command {
  run: (args: string[], v: Values) => Promise<number>;
  options: Record<string, { type: 'string' | 'boolean'; short?: string; multiple?: boolean }>;
}

const EDIT_OPTIONS = {
  ...MODE,
  unset: { type: 'string', multiple: true },
  append: { type: 'string', multiple: true },
  qtrim: { type: 'string', multiple: true },
  'sort-query': { type: 'boolean' },
  iterate: { type: 'string', multiple: true },
  redirect: { type: 'string' },
  'default-port': { type: 'boolean' },
  'keep-port': { type: 'boolean' },
} as const;

const COMMANDS: Record<string, Command> = {
  parse: { run: cmdParse, options: { ...MODE, ...BASE, diagram: { type: 'boolean', short: 'd' } } },
  validate: { run: cmdValidate, options: { ...MODE, ...BASE } },
  resolve: { run: cmdResolve, options: { ...MODE, 'non-strict': { type: 'boolean' } } },
  relativize: { run: cmdRelativize, options: { ...MODE } },
  normalize: { run: cmdNormalize, options: { ...MODE, ...BASE, level: { type: 'string' }, characters: { type: 'string' } } },
  equals: { run: cmdEquals, options: { ...MODE, level: { type: 'string' } } },
  'to-uri': { run: cmdToURI, options: { host: { type: 'string' } } },
  'to-iri': { run: cmdToIRI, options: { 'unicode-host': { type: 'boolean' } } },
  set: { run: (a, v) => cmdSetGet('set', a, v), options: EDIT_OPTIONS },
  get: { run: (a, v) => cmdSetGet('get', a, v), options: EDIT_OPTIONS },
  idna: { run: cmdIdna, options: { profile: { type: 'string', short: 'p' }, explain: { type: 'boolean', short: 'x' } } },
  urn: { run: cmdUrn, options: { urn: { type: 'string' } } },
  compare: { run: cmdCompare, options: { ...BASE } },
  check: {
    run: cmdCheck,
    options: {
      ...MODE, ...BASE, extract: { type: 'boolean' }, all: { type: 'boolean' }, quiet: { type: 'boolean', short: 'q' }, progress: { type: 'boolean' }, 'no-progress': { type: 'boolean' },
      'unsafe-display': { type: 'boolean' }, internal: { type: 'boolean' },
    },
  },
  display: { run: cmdDisplay, options: { explain: { type: 'boolean', short: 'x' }, top: { type: 'string', multiple: true }, 'top-file': { type: 'string' }, level: { type: 'string' } } },
  classify: { run: cmdClassify, options: {} },
  view: { run: cmdView, options: { port: { type: 'string', short: 'p' }, host: { type: 'string' } } },
};

/** parseArgs's errors in this tool's words: the option, and the nearest known one. */
function optionError(e: unknown, options: Record<string, unknown>): string {
  const x = e as { code?: string; message?: string };
  const message = String(x.message);
  const quoted = /'([^']*)'/.exec(message);
  const names = Object.keys(options).map((k) => '--' + k);
  if (x.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && quoted) {
    const option = quoted[1];
    return `unknown option ${esc(option)}${didYouMean(option.split('=')[0], names)} (an input starting with "-" goes after --)`;
  }
  if (x.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && quoted) {
    const long = (/--[\w-]+/.exec(quoted[1]) || [quoted[1]])[0];
    return /does not take an argument/.test(message) ? `option ${esc(long)} takes no value` : `option ${esc(long)} needs a value`;
  }
  return escapeForTerminal(message);
}

/** "; did you mean X?" for the candidate nearest to `word` (edit distance at most 2), else "". */
function didYouMean(word: string, candidates: string[]): string {
  let best = '';
  let bestDistance = 3;
  for (const c of candidates) {
    const d = c.startsWith(word) && word.length >= 3 ? 1 : editDistance(word, c, bestDistance);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best === '' ? '' : `; did you mean ${best}?`;
}

/** Levenshtein distance, or `limit` as soon as it is clear the distance is not below it. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) >= limit || a.length > 64 || b.length > 64) return limit;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return Math.min(prev[b.length], limit);
}

export async function main(argv: string[]): Promise<number> {
  const parseArgs = (util as { parseArgs?: typeof util.parseArgs }).parseArgs;
  if (typeof parseArgs !== 'function') {
    process.stderr.write(`iri needs Node 18.3 or later (this is ${process.version})\n`);
    return 2;
  }
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    const topic = name === 'help' ? rest[0] : undefined;
    if (topic !== undefined && !(topic in HELP)) {
      process.stderr.write(`iri: unknown command "${esc(topic)}"${didYouMean(topic, Object.keys(COMMANDS))}\n${HELP.iri}`);
      return 2;
    }
    process.stdout.write(HELP[topic || 'iri']);
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === '-V') {
    process.stdout.write(VERSION + '\n');
    return 0;
  }
  const cmd = COMMANDS[name];
  if (!cmd) {
    process.stderr.write(`iri: unknown command "${esc(name)}"${didYouMean(name, Object.keys(COMMANDS))} (iri --help lists them)\n`);
    return 2;
  }
  let values: Values;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({ args: rest, options: { ...COMMON, ...cmd.options }, allowPositionals: true, strict: true }) as { values: Values; positionals: string[] });
  } catch (e) {
    process.stderr.write(`iri ${name}: ${optionError(e, { ...COMMON, ...cmd.options })}\n${usageOf(name)}`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(HELP[name]);
    return 0;
  }
  const noColor = process.env.NO_COLOR !== undefined && process.env.NO_COLOR !== '';
  const force = !!values.color || (process.env.FORCE_COLOR !== undefined && process.env.FORCE_COLOR !== '0');
  colour = !noColor && (force || (!!process.stdout.isTTY && !values.json && !values.jsonl));
  if (values.json || values.jsonl) colour = false;
  raw = !!values.raw;
  try {
    return await cmd.run(positionals, values);
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`iri ${name}: ${escapeForTerminal(e.message)}\n${usageOf(name)}`);
      return 2;
    }
    if (e instanceof TypeError && typeof (e as { code?: unknown }).code === 'string') {
      // An IRIError about an argument that is not one of the inputs (the base of resolve, say).
      await diag([`iri ${name}: ${errorLines(String((e as { input?: unknown }).input ?? ''), e).join('\n')}`]);
      return 1;
    }
    if (e instanceof RangeError || e instanceof TypeError) {
      await diag([`iri ${name}: ${escapeForTerminal((e as Error).message)}`]);
      return 2;
    }
    throw e;
  }
}

export { DEFAULT_PORTS };

process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e) => {
    process.stderr.write(`iri: internal error: ${escapeForTerminal(String((e as Error).stack || e))}\n`);
    process.exitCode = 3;
  },
);
