// What the command line and the viewer show of iri-url/safety: a host's display form with the
// reasons per label, a host's classification, and the issues `iri check --unsafe-display
// --internal` adds to a link. Plain data and text; the callers paint and escape it.
import { URL } from '../index';
import { classifyHost, displayHost, type DisplayHostOptions, type DisplayHostResult, type HostClassification } from '../safety';

/** The host of a URL ("scheme:" and "//" given), else the input as a host. */
export function hostOf(input: string): string {
  if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(input)) return new URL(input).hostname;
  return input;
}

/** One line per reason code, for --explain and the viewer. */
export const REASON_TEXT: Record<string, string> = {
  'invalid-a-label': 'the A-label does not decode to a valid U-label (UTS #46 §4)',
  'invalid-domain': 'the label decodes alone, but the domain fails as a whole (RFC 5893 Bidi rule)',
  restricted: 'a character outside the UTS #39 General Security Profile (Identifier_Status=Restricted) or refused as Chromium does',
  'mixed-script': 'scripts mixed beyond the restriction level (UTS #39 §5.2)',
  'mixed-numbers': 'digits from more than one decimal system (UTS #39 §5.3)',
  invisible: 'an invisible character (Default_Ignorable_Code_Point; UTS #39 §5.4)',
  'nonspacing-marks': 'the same mark twice or more than four marks in a row (UTS #39 §5.4)',
  deviation: 'ß, ς, ZWNJ or ZWJ: IDNA2003 and IDNA2008 clients reach different hosts (UTS #46 deviations)',
  context: 'outside its RFC 5892 Appendix A context',
  'tld-specific': 'a letter shown only under its own TLD (· .cat, þ ð .is, ə .az)',
  'whole-script-confusable': 'every letter looks like ASCII in a TLD not of its script (UTS #39 §4.1)',
  'digit-lookalike': 'digits and characters that look like digits only',
  'latin-mixed': 'non-ASCII Latin beside another script',
  'dangerous-pattern': 'a sequence that displays as something else (UTS #39 §5.4; Chromium)',
  lookalike: 'the same skeleton as a top domain (UTS #39 §4)',
};

export type DisplayOutcome = { ok: true; input: string; result: DisplayHostResult } | { ok: false; input: string; error: string };

export function displayOutcome(input: string, options?: DisplayHostOptions): DisplayOutcome {
  try {
    return { ok: true, input, result: displayHost(hostOf(input), options) };
  } catch (e) {
    return { ok: false, input, error: (e as Error).message };
  }
}

export type ClassifyOutcome = { ok: true; input: string; result: HostClassification } | { ok: false; input: string; error: string };

export function classifyOutcome(input: string): ClassifyOutcome {
  try {
    return { ok: true, input, result: classifyHost(input) };
  } catch (e) {
    return { ok: false, input, error: (e as Error).message };
  }
}

/** Text lines of a classification (without colours). */
export function classificationLines(c: HostClassification): string[] {
  const lines = [`${c.kind}  ${c.address || '(no host)'}${c.effective !== null && c.effective !== c.address ? '  → ' + c.effective : ''}  ${c.globallyReachable ? 'globally reachable' : 'not globally reachable'}`];
  for (const r of c.ranges) lines.push(`  ${r.block}  ${r.name} (${r.rfc})${r.globallyReachable === null ? '' : r.globallyReachable ? '  reachable' : '  not reachable'}`);
  if (c.kind === 'domain' && c.ranges.length === 0) lines.push('  a name: only the addresses DNS returns decide (isGloballyReachable on each)');
  return lines;
}

/** An issue `iri check` reports, in lib/tools/analyze.ts's Issue shape. */
export interface SafetyIssue {
  code: 'unsafe-display' | 'internal-host';
  index: number;
  severity: 'error';
  component: 'host';
  rule: string;
}

/**
 * The issues of --unsafe-display (a host label shown as its A-label: why) and --internal (the
 * host is not globally reachable: which block) for a URL that parses.
 */
export function safetyIssues(input: string, base: string | undefined, flags: { unsafeDisplay?: boolean; internal?: boolean }): SafetyIssue[] {
  const out: SafetyIssue[] = [];
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    return out;
  }
  const index = Math.max(0, input.indexOf('//') + 2);
  if (flags.unsafeDisplay && url.hostname !== '') {
    const d = displayOutcome(url.hostname);
    if (d.ok && !d.result.safe) {
      const why = d.result.labels.filter((l) => !l.safe).map((l) => `${l.label}: ${l.reasons.join(', ')}`).join('; ');
      out.push({ code: 'unsafe-display', index, severity: 'error', component: 'host', rule: `shown as ${d.result.host} (${why}); docs/security.md` });
    }
  }
  if (flags.internal) {
    const c = classifyOutcome(url.href);
    if (c.ok && !c.result.globallyReachable && c.result.kind !== 'empty') {
      const names = c.result.ranges.map((r) => r.name).join(', ');
      out.push({ code: 'internal-host', index, severity: 'error', component: 'host', rule: `${c.result.effective || c.result.address} is not globally reachable${names ? ` (${names})` : ''}` });
    }
  }
  return out;
}
