// `iri`: the library on the command line. Every command takes its inputs as arguments or, with
// `-` (or none), one per line on stdin; prints one result per input; `--json` / `--jsonl` for
// scripts. Exit status: 0 success / valid, 1 an input is invalid (or unequal, or a write failed),
// 2 usage. Built by rollup into dist/cli.mjs (ESM with a shebang; the library stays in index.mjs).
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

// ---------------------------------------------------------------------------------------------
// Options common to every command.

const COMMON = {
  help: { type: 'boolean', short: 'h' },
  json: { type: 'boolean' },
  jsonl: { type: 'boolean' },
  escapes: { type: 'boolean', short: 'e' },
  color: { type: 'boolean' },
} as const;
const MODE = { mode: { type: 'string', short: 'm' } } as const;
const BASE = { base: { type: 'string', short: 'b' } } as const;

function modeOf(v: Values, fallback: A.Mode, all = false): A.Mode | 'all' {
  const m = v.mode === undefined ? fallback : String(v.mode);
  if ((A.MODES as readonly string[]).includes(m) || (all && m === 'all')) return m as A.Mode | 'all';
  throw new UsageError(`--mode must be ${A.MODES.join(', ')}${all ? ' or all' : ''}, not "${m}"`);
}

function oneOf<T extends string>(v: Values, name: string, allowed: readonly T[], fallback: T): T {
  const x = v[name] === undefined ? fallback : String(v[name]);
  if (!(allowed as readonly string[]).includes(x)) throw new UsageError(`--${name} must be ${allowed.join(', ')}, not "${x}"`);
  return x as T;
}

/** Inputs: the arguments, with `-` (or no argument at all) read as lines from stdin. */
async function* inputs(args: string[], v: Values, stdinWhenEmpty = true): AsyncGenerator<string> {
  const list = args.length === 0 && stdinWhenEmpty ? ['-'] : args;
  for (const a of list) {
    if (a === '-') {
      if (process.stdin.isTTY) process.stderr.write(dim('(reading inputs from stdin, one per line; end with Ctrl-D)') + '\n');
      const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
      for await (const line of rl) if (line !== '') yield v.escapes ? A.unescapeInput(line) : line;
    } else yield v.escapes ? A.unescapeInput(a) : a;
  }
}

/** Collects results: JSON Lines as they come, one JSON document at the end, or text. */
class Results {
  readonly list: Json[] = [];
  failed = false;
  constructor(readonly command: string, readonly v: Values) {}
  async add(json: Json, text: string[], failed: boolean): Promise<void> {
    if (failed) this.failed = true;
    if (this.v.jsonl) await out(JSON.stringify(json));
    else if (this.v.json) this.list.push(json);
    else for (const line of text) await out(line);
  }
  async end(extra?: Record<string, Json>): Promise<number> {
    if (this.v.json && !this.v.jsonl) await out(JSON.stringify({ command: this.command, results: this.list, ...extra }, null, 2));
    await flush();
    return this.failed ? 1 : 0;
  }
}

// ---------------------------------------------------------------------------------------------
// Text rendering.

const MODE_TITLE: Record<A.Mode, string> = { whatwg: 'whatwg (URL Standard)', rfc3986: 'rfc3986 (URI)', rfc3987: 'rfc3987 (IRI)' };

function q(s: string | null | undefined): string {
  if (s === null || s === undefined) return dim('(absent)');
  if (s === '') return dim('""');
  return A.show(s).text;
}

function issueLines(input: string, issues: A.Issue[], indent = '  '): string[] {
  const shown = A.show(input);
  const lines: string[] = [];
  for (const e of issues) {
    const sev = e.severity === 'warning' ? yellow('warning') : red('error');
    lines.push(`${indent}${sev} ${bold(e.code)}${e.component ? dim(' in ' + e.component) : ''}${e.index >= 0 ? dim(' at ' + e.index) : dim(' (base)')}`);
    lines.push(`${indent}  ${dim(e.rule)}`);
    if (e.index >= 0) {
      lines.push(`${indent}  ${shown.text}`);
      lines.push(`${indent}  ${(e.severity === 'warning' ? yellow : red)(A.caret(shown, e.index))}`);
    }
  }
  return lines;
}

function table(rows: string[][], marks?: boolean[]): string[] {
  const plain = (s: string) => s.replace(/\x1b\[[0-9;]*m/g, '');
  const widths: number[] = [];
  for (const r of rows) r.forEach((c, i) => (widths[i] = Math.max(widths[i] || 0, A.show(plain(c)).column.slice(-1)[0])));
  return rows.map((r, k) => {
    const cells = r.map((c, i) => (i === r.length - 1 ? c : c + ' '.repeat(widths[i] - A.show(plain(c)).column.slice(-1)[0])));
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
        if (r.issues.length) lines.push(bold(MODE_TITLE[r.mode] + ':'), ...issueLines(input, r.issues));
        if (v.diagram && r.offsets && r.href !== null) lines.push(bold(MODE_TITLE[r.mode] + ' offsets:'), ...A.diagram(r.href, r.offsets).map((l) => '  ' + l));
      }
    } else {
      const r = readings[0];
      lines.push(`${bold('mode')}   ${MODE_TITLE[r.mode]}  ${statusText(r)}`);
      if (r.url && r.rfc) {
        lines.push(bold('URL names'), ...table(A.URL_NAMES.map((k) => ['  ' + k, q((r.url as Record<string, string>)[k])])));
        lines.push(bold('RFC names'), ...table(A.RFC_NAMES.map((k) => ['  ' + k, q((r.rfc as Record<string, string | null>)[k])])));
      }
      if (r.issues.length) lines.push(bold(r.ok ? 'validation' : 'failure'), ...issueLines(input, r.issues));
      if (v.diagram && r.offsets && r.href !== null) lines.push(bold('offsets') + dim(`  (${A.BAND_LEGEND})`), ...A.diagram(r.href, r.offsets).map((l) => '  ' + l));
    }
    lines.push('');
    // Exit status 1 when the input does not parse (with --mode all: in none of the three).
    await res.add(json, lines, readings.every((r) => !r.ok));
  }
  return res.end();
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
    const json = { input, mode, valid: r.valid, failure: !r.ok, href: r.href, issues: r.issues };
    const head = r.valid ? green('valid  ') : r.ok ? yellow('invalid') : red('invalid');
    await res.add(json, [`${head} ${q(input)}${r.href !== null && r.href !== input ? dim(' → ' + A.show(r.href).text) : ''}`, ...issueLines(input, r.issues)], !r.valid);
  }
  return res.end();
}

function errorJson(e: unknown): { code: string; index: number | null; message: string } {
  const x = e as { code?: string; index?: number; message?: string };
  return { code: x.code || 'error', index: typeof x.index === 'number' ? x.index : null, message: String(x.message) };
}

async function errorLines(input: string, e: unknown): Promise<string[]> {
  const j = errorJson(e);
  const lines = [`${red('error')} ${bold(j.code)} ${j.message}`];
  if (j.index !== null && j.index >= 0 && j.index <= input.length) {
    const shown = A.show(input);
    lines.push('  ' + shown.text, '  ' + red(A.caret(shown, j.index)));
  }
  return lines;
}

/** One string in, one string out (or an IRIError): resolve, relativize, normalize, to-uri, to-iri. */
async function mapEach(name: string, args: string[], v: Values, fn: (s: string) => Record<string, Json> & { href: string }, stdinWhenEmpty = true): Promise<number> {
  const res = new Results(name, v);
  for await (const input of inputs(args, v, stdinWhenEmpty)) {
    try {
      const r = fn(input);
      await res.add({ input, ...r, error: null }, [A.show(r.href).text], false);
    } catch (e) {
      if (!(e instanceof TypeError)) throw e;
      await res.add({ input, href: null, error: errorJson(e) }, [`${q(input)}`, ...(await errorLines(input, e)).map((l) => '  ' + l)], true);
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
    equal = IRI.equals(a, b, { level, mode });
  } catch (e) {
    await res.add({ a, b, level, equal: false, error: errorJson(e) }, [red('error') + ' ' + errorJson(e).message], true);
    return res.end();
  }
  const [na, nb] = [norm(a), norm(b)];
  await res.add({ a, b, level, mode, equal, normalized: [na, nb] }, [
    `${equal ? green('equal') : red('not equal')} ${dim(`(level ${level}, mode ${mode})`)}`,
    `  ${q(a)}${na !== null && na !== a ? dim(' → ' + A.show(na).text) : ''}`,
    `  ${q(b)}${nb !== null && nb !== b ? dim(' → ' + A.show(nb).text) : ''}`,
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
  const esc = (s: string) => (v.escapes ? A.unescapeInput(s) : s);
  const pairs = (xs: string[], what: string) =>
    xs.map((a) => {
      const eq = a.indexOf('=');
      if (eq <= 0) throw new UsageError(`${what} must be name=value, not "${a}"`);
      return [a.slice(0, eq), esc(a.slice(eq + 1))] as [string, string];
    });
  return {
    set: pairs(assignments, 'an assignment'),
    unset: list(v.unset),
    append: pairs(list(v.append), '--append'),
    qtrim: list(v.qtrim),
    sortQuery: !!v['sort-query'],
    redirect: v.redirect === undefined ? null : esc(String(v.redirect)),
    defaultPort: !!v['default-port'],
    keepPort: !!v['keep-port'],
  };
}

async function cmdSetGet(name: 'set' | 'get', args: string[], v: Values): Promise<number> {
  need(args, 1, name === 'set' ? 'a URL and component=value assignments' : 'a URL and a template');
  const mode = modeOf(v, 'whatwg') as A.Mode;
  const template = name === 'get' ? (args.length > 1 ? args[1] : '{href}') : null;
  const edits = editsOf(name === 'set' ? args.slice(1) : [], v);
  const iterations = expandIterations(Array.isArray(v.iterate) ? (v.iterate as string[]) : [], v.escapes ? A.unescapeInput : (s) => s);
  const res = new Results(name, v);
  for await (const input of inputs([args[0]], v)) {
    for (const extra of iterations) {
      const e: Edits = { ...edits, set: [...edits.set, ...extra] };
      const r = applyEdits(input, mode, e);
      const warnLines = r.warnings.map((w) => `${yellow('warning')} ${w}`);
      if (r.error || !r.iri) {
        await res.add({ input, href: null, output: null, warnings: r.warnings, error: r.error }, [`${q(input)}`, `  ${red('error')} ${r.error ? bold(r.error.code) + ' ' + r.error.message : ''}`, ...warnLines.map((l) => '  ' + l)], true);
        continue;
      }
      const output = template === null ? r.iri.href : renderTemplate(template, r.iri);
      if (warnLines.length) {
        await flush();
        for (const w of warnLines) process.stderr.write(w + '\n');
      }
      await res.add({ input, href: r.iri.href, output, warnings: r.warnings, error: null }, [output], false);
    }
  }
  return res.end();
}

async function cmdIdna(args: string[], v: Values): Promise<number> {
  const profile = oneOf(v, 'profile', ['uts46', 'idna2008'] as const, 'uts46');
  const res = new Results('idna', v);
  for await (const domain of inputs(args, v)) {
    const d = A.idnaInfo(domain, profile, !!v.explain);
    const lines = [`${q(domain)}  →  ${d.ascii === null ? red('(ToASCII fails)') : bold(d.ascii)}  ${dim('U: ')}${q(d.unicode)}  ${d.valid ? green('valid') : red('invalid')} ${dim(profile)}`];
    const rows = d.labels.map((l, k) => [
      `  ${dim('label ' + k)}`,
      q(l.input),
      l.kind === 'invalid' || l.kind === 'fake A-label' || l.kind === 'non-LDH ASCII' ? yellow(l.kind) : cyan(l.kind),
      dim('A ') + (l.aLabel === null ? red('—') : l.aLabel),
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
      : [`${red('invalid')} ${q(input)}`, ...(await errorLines(input, { code: u.error?.code, index: u.error?.index, message: u.error?.message })).map((l) => '  ' + l)];
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
    const marks = [false, cols.some((c) => c.ok !== cols[0].ok)];
    for (const k of A.URL_NAMES) {
      rows.push([k, ...cols.map((c) => (c.url ? q(c.url[k]) : dim('—')))]);
      marks.push(diff.includes(k));
    }
    const nativeVsOurs = native ? A.differences([whatwg, native]) : [];
    const lines = [`${bold('input')}  ${q(input)}`, ...table(rows, marks)];
    lines.push(dim(diff.length ? `differs in: ${diff.join(', ')}` : 'every attribute agrees'));
    if (native && nativeVsOurs.length) lines.push(yellow(`the native URL and the URL Standard reading disagree on: ${nativeVsOurs.join(', ')}`));
    for (const r of [whatwg, rfc3987]) if (r.issues.length) lines.push(bold(MODE_TITLE[r.mode] + ':'), ...issueLines(input, r.issues));
    lines.push('');
    await res.add({ input, base: base === undefined ? null : base, whatwg, rfc3987, native, differences: diff, nativeDifferences: nativeVsOurs }, lines, diff.length > 0);
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
  if (file !== '-' && !existsSync(file)) throw new UsageError(`no such file: ${file}`);
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
      if (v.all) await res.add({ file: name, line, column: col0 + 1, input, valid: true, failure: false, issues: [] }, [`${name}:${line}:${col0 + 1} ${green('valid')} ${A.show(input).text}`], false);
      return;
    }
    const lines: string[] = [];
    const before = codePointsBefore(input);
    const colOf = (index: number) => col0 + 1 + (index < 0 ? 0 : before(index));
    const issues = r.issues.length ? r.issues : [{ code: 'failure', index: 0, severity: 'error' as const, component: null, rule: 'does not parse' }];
    for (const e of issues) {
      const where = `${name}:${line}:${colOf(e.index)}`;
      lines.push(`${where} ${(e.severity === 'warning' ? yellow : red)(e.code)} ${e.severity === 'warning' ? 'warning: ' : ''}${e.rule}${e.index < 0 ? ' (base)' : ''}`);
    }
    await res.add({ file: name, line, column: col0 + 1, input, valid: r.valid, failure: !r.ok, issues: r.issues.map((e) => ({ ...e, column: colOf(e.index) })) }, lines, !r.valid);
  };
  for await (const raw of rl) {
    summary.lines++;
    bytes += Buffer.byteLength(raw) + 1;
    if (showProgress) draw(false);
    const lineNo = summary.lines;
    if (v.extract) {
      // Links come in line order: their columns are counted on from the previous one, so that a
      // line of many links costs one pass (a count from the line's start for each was quadratic).
      const before = codePointsBefore(raw);
      for (const link of extractLinks(raw)) {
        if (!link.absolute && base === undefined) {
          summary.skipped++;
          continue;
        }
        await report(lineNo, before(link.start), link.text);
      }
    } else {
      const input = v.escapes ? A.unescapeInput(raw) : raw;
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
  await new Promise<void>((r) => server.listen(port, String(v.host || '127.0.0.1'), () => r()));
  const addr = server.address() as { address: string; port: number };
  const host = addr.address.includes(':') ? `[${addr.address}]` : addr.address;
  process.stdout.write(`iri viewer at http://${host}:${addr.port}/  (also works offline: ${page})\nCtrl-C to stop\n`);
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
      process.stderr.write(`iri: unknown command "${topic}"\n${HELP.iri}`);
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
    process.stderr.write(`iri: unknown command "${name}" (iri --help lists them)\n`);
    return 2;
  }
  let values: Values;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({ args: rest, options: { ...COMMON, ...cmd.options }, allowPositionals: true, strict: true }) as { values: Values; positionals: string[] });
  } catch (e) {
    process.stderr.write(`iri ${name}: ${(e as Error).message}\n${usageOf(name)}`);
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
  try {
    return await cmd.run(positionals, values);
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`iri ${name}: ${e.message}\n${usageOf(name)}`);
      return 2;
    }
    if (e instanceof TypeError && typeof (e as { code?: unknown }).code === 'string') {
      // An IRIError about an argument that is not one of the inputs (the base of resolve, say).
      process.stderr.write(`iri ${name}: ${red('error')} ${(e as unknown as { code: string }).code}: ${e.message}\n`);
      return 1;
    }
    if (e instanceof RangeError || e instanceof TypeError) {
      process.stderr.write(`iri ${name}: ${(e as Error).message}\n`);
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
    process.stderr.write(`iri: internal error: ${(e as Error).stack || e}\n`);
    process.exitCode = 3;
  },
);
