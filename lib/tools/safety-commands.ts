// `iri display` and `iri classify`: one input's result as JSON and as text lines (painted by the
// caller's colours, every input-derived value escaped for the terminal).
import { readFileSync } from 'node:fs';
import type { DisplayHostOptions } from '../safety';
import { classificationLines, classifyOutcome, displayOutcome, REASON_TEXT } from './safety-report';
import { escapeForTerminal, elide } from './terminal';

export interface Paint {
  bold: (s: string) => string;
  red: (s: string) => string;
  green: (s: string) => string;
  yellow: (s: string) => string;
  dim: (s: string) => string;
}

export interface Outcome {
  json: unknown;
  lines: string[];
  failed: boolean;
}

const t = (s: string) => escapeForTerminal(elide(s, 400));

/** displayHost options from `--top`, `--top-file` and `--level`. */
export function displayOptions(v: Record<string, unknown>): DisplayHostOptions {
  const top: string[] = [];
  for (const d of (v.top as string[] | undefined) || []) top.push(d);
  if (typeof v['top-file'] === 'string') for (const line of readFileSync(v['top-file'], 'utf8').split('\n')) if (line.trim()) top.push(line.trim());
  const level = v.level === undefined ? 'high' : String(v.level);
  if (level !== 'high' && level !== 'moderate') throw new RangeError(`--level must be high or moderate, not "${level}"`);
  return { topDomains: top.length ? top : undefined, restrictionLevel: level === 'moderate' ? 'moderately-restrictive' : 'highly-restrictive' };
}

/** `iri display`: the host to show, safe or not; with explain, each label and its reasons. */
export function displayCommand(input: string, options: DisplayHostOptions, explain: boolean, p: Paint): Outcome {
  const d = displayOutcome(input, options);
  if (!d.ok) return { json: { input, error: d.error }, lines: [`${t(input)}  ${p.red('error')} ${t(d.error)}`], failed: true };
  const r = d.result;
  const lines = [`${t(r.host)}  ${r.safe ? p.green('safe') : p.yellow('unsafe')}${r.lookalikeOf ? `  looks like ${p.bold(t(r.lookalikeOf))}` : ''}`];
  if (explain) {
    for (const l of r.labels) {
      lines.push(`  ${t(l.label)}  ${l.safe ? p.green('→ ' + t(l.display)) : p.yellow('kept as A-label')}`);
      for (const reason of l.reasons) lines.push(`    ${p.bold(reason)}  ${p.dim(REASON_TEXT[reason] || '')}`);
    }
  }
  return { json: { input, ...r }, lines, failed: !r.safe };
}

/** `iri classify`: kind, canonical and effective address, blocks, reachability. */
export function classifyCommand(input: string, p: Paint): Outcome {
  const c = classifyOutcome(input);
  if (!c.ok) return { json: { input, error: c.error }, lines: [`${t(input)}  ${p.red('error')} ${t(c.error)}`], failed: true };
  const [head, ...rest] = classificationLines(c.result).map(t);
  const lines = [`${t(input)}  ${c.result.globallyReachable ? head : head.replace('not globally reachable', p.yellow('not globally reachable'))}`, ...rest.map((l) => p.dim(l))];
  return { json: { input, ...c.result }, lines, failed: !c.result.globallyReachable };
}
