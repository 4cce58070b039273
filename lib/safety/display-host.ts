// displayHost: the form of a host to show to a user, label by label: Unicode where the label
// passes the display policy (./label-checks.ts), else its A-label; and lookalikes of the caller's
// top domains (UTS #39 §4 skeletons compared label by label).
import { IRIError } from '../core/errors';
import { HostKind } from '../core/record';
import { parseWholeHost } from './parse-host';
import { uts46MapToUnicode } from '../idna/policy';
import { fromCodePoints, toCodePoints } from '../unicode/code-points';
import { nfd } from '../unicode/normalize';
import { isMark } from '../unicode/properties';
import { skeletonOf } from './skeleton';
import { RestrictionLevel } from './scripts';
import { labelReasons, type DisplayReason } from './label-checks';

export type { DisplayReason } from './label-checks';

/** Options of displayHost. */
export interface DisplayHostOptions {
  /**
   * Host names (ASCII or Unicode) whose lookalikes are unsafe: a host whose last labels have the
   * same UTS #39 skeletons as a top domain's labels, without being that domain or under it.
   */
  topDomains?: readonly string[];
  /**
   * The least strict UTS #39 §5.2 restriction level shown in Unicode: 'highly-restrictive' (the
   * default, as Chromium) or 'moderately-restrictive' (as Firefox: Latin with one more script other
   * than Cyrillic or Greek).
   */
  restrictionLevel?: 'highly-restrictive' | 'moderately-restrictive';
}

/** One label of a host and how to show it. */
export interface DisplayLabel {
  /** The label as the host parser serializes it (ASCII; an A-label for an IDN). */
  label: string;
  /** What to show: the U-label when safe, else `label`. */
  display: string;
  /** Whether the label is shown in Unicode (always true for an ASCII label that is not an A-label). */
  safe: boolean;
  /** Why not, one entry per failed rule (empty when safe). */
  reasons: DisplayReason[];
}

/** The result of displayHost. */
export interface DisplayHostResult {
  /** The host to show: each label's `display`, joined by "."; an IP address as serialized. */
  host: string;
  /** True when every label is shown in Unicode or is plain ASCII. */
  safe: boolean;
  /** The labels, left to right (empty for an IP address). */
  labels: DisplayLabel[];
  /** The top domain (from options.topDomains) the host looks like, or null. */
  lookalikeOf: string | null;
}

/**
 * The last topDomains array seen and its index (the domains keyed by the joined skeletons of
 * their labels): a list is indexed once, so a caller passes the same array each time, and a new
 * array when the list changes.
 */
const topDomainCache: { list: readonly string[] | null; length: number; index: { [skeleton: string]: string } } = { list: null, length: 0, index: {} };

function labelSkeleton(label: number[]): string {
  return fromCodePoints(skeletonOf(label));
}

/** The same skeleton after removing the marks of the NFD form (diacritics: "góóglé" for "google"). */
function bareSkeleton(label: number[]): string {
  const d = nfd(label);
  const bare: number[] = [];
  for (let i = 0; i < d.length; i++) if (!isMark(d[i])) bare.push(d[i]);
  return fromCodePoints(skeletonOf(bare));
}

/** The Unicode form of a host name, lower case (UTS #46 ToUnicode), or the input when it fails. */
function unicodeForm(host: string): string {
  const parsed = parseWholeHost(host);
  const u = parsed === null ? null : uts46MapToUnicode(parsed.host);
  return u === null ? host.toLowerCase() : u;
}

function topDomainIndex(topDomains: readonly string[]): { [skeleton: string]: string } {
  if (topDomainCache.list === topDomains && topDomainCache.length === topDomains.length) return topDomainCache.index;
  const index: { [skeleton: string]: string } = Object.create(null);
  for (let i = 0; i < topDomains.length; i++) {
    const name = String(topDomains[i]);
    const u = unicodeForm(name).replace(/\.$/, '');
    if (!u) continue;
    const labels = u.split('.').map((l) => toCodePoints(l));
    const key = labels.map(labelSkeleton).join('.');
    const bare = labels.map(bareSkeleton).join('.');
    if (!(key in index)) index[key] = name;
    if (!(bare in index)) index[bare] = name;
  }
  topDomainCache.list = topDomains;
  topDomainCache.length = topDomains.length;
  topDomainCache.index = index;
  return index;
}

/**
 * The host to show for `host` (what url.hostname gives: ASCII with A-labels, or a Unicode host the
 * URL host parser accepts), label by label: the U-label where it passes the policy of
 * docs/security.md (UTS #39 restriction levels, confusables, mixed numbers, invisible characters,
 * mark runs, Chromium's rules), else the A-label as written. An "xn--" label that does not decode
 * stays as written and is unsafe. Throws IRIError 'invalid-host' when the host parser fails.
 */
export function displayHost(host: string, options?: DisplayHostOptions): DisplayHostResult {
  const input = String(host);
  const parsed = parseWholeHost(input);
  if (parsed === null || input.length === 0) throw new IRIError(`Invalid host: ${JSON.stringify(input)}`, 'invalid-host', 0, 'host', input);
  const ascii = parsed.host;
  if (parsed.kind === HostKind.IPv4 || parsed.kind === HostKind.IPv6) return { host: ascii, safe: true, labels: [], lookalikeOf: null };
  const asciiLabels = ascii.split('.');
  if (ascii.indexOf('xn--') < 0) {
    // No IDN label: every label shows as it is, and there is nothing to compare with topDomains.
    const plain: DisplayLabel[] = [];
    for (let i = 0; i < asciiLabels.length; i++) plain.push({ label: asciiLabels[i], display: asciiLabels[i], safe: true, reasons: [] });
    return { host: ascii, safe: true, labels: plain, lookalikeOf: null };
  }
  const maxLevel = options && options.restrictionLevel === 'moderately-restrictive' ? RestrictionLevel.ModeratelyRestrictive : RestrictionLevel.HighlyRestrictive;
  const whole = uts46MapToUnicode(ascii);
  const unicodeLabels = whole !== null ? whole.split('.') : null;
  let tldIndex = asciiLabels.length - 1;
  if (tldIndex > 0 && asciiLabels[tldIndex] === '') tldIndex--;
  const tldAscii = asciiLabels[tldIndex];
  const tldUnicode = toCodePoints(unicodeLabels ? unicodeLabels[tldIndex] : uts46MapToUnicode(tldAscii) || tldAscii);
  const labels: DisplayLabel[] = [];
  const unicode: Array<number[] | null> = []; // the U-label code points of each IDN label shown in Unicode
  for (let i = 0; i < asciiLabels.length; i++) {
    const label = asciiLabels[i];
    if (label.slice(0, 4) !== 'xn--') {
      labels.push({ label, display: label, safe: true, reasons: [] });
      unicode.push(null);
      continue;
    }
    const alone = unicodeLabels ? unicodeLabels[i] : uts46MapToUnicode(label);
    if (alone === null) {
      labels.push({ label, display: label, safe: false, reasons: ['invalid-a-label'] });
      unicode.push(null);
      continue;
    }
    const cps = toCodePoints(alone);
    const reasons = labelReasons(cps, tldUnicode, tldAscii, maxLevel);
    if (!unicodeLabels) reasons.unshift('invalid-domain'); // the label decodes alone, the domain fails (e.g. RFC 5893 Bidi)
    labels.push({ label, display: reasons.length ? label : alone, safe: reasons.length === 0, reasons });
    unicode.push(reasons.length ? null : cps);
  }
  const lookalikeOf = options && options.topDomains ? markLookalikes(labels, unicode, options.topDomains) : null;
  let safe = true;
  const shown: string[] = [];
  for (let i = 0; i < labels.length; i++) {
    safe = safe && labels[i].safe;
    shown.push(labels[i].display);
  }
  return { host: shown.join('.'), safe, labels, lookalikeOf };
}

/**
 * Compares the last 1..4 labels of the host (the Unicode ones as shown) with the top domains'
 * skeletons, longest first. A match that is not the top domain itself or a name under it marks
 * the matched labels shown in Unicode unsafe ('lookalike'). Only hosts with a label shown in
 * Unicode are compared: an ASCII host shows as itself anyway.
 */
function markLookalikes(labels: DisplayLabel[], unicode: Array<number[] | null>, topDomains: readonly string[]): string | null {
  let end = labels.length;
  if (end > 1 && labels[end - 1].label === '') end--;
  let last = -1; // the last label shown in Unicode
  for (let i = 0; i < end; i++) if (unicode[i] && labels[i].safe) last = i;
  if (last < 0) return null;
  const index = topDomainIndex(topDomains);
  for (let k = Math.min(4, end); k >= 1; k--) {
    const start = end - k;
    if (start > last) break; // the suffix must hold a label shown in Unicode
    const parts: number[][] = [];
    for (let i = start; i < end; i++) {
      if (!labels[i].safe) break;
      parts.push(unicode[i] || toCodePoints(labels[i].label));
    }
    if (parts.length !== k) continue;
    for (const key of [parts.map(labelSkeleton).join('.'), parts.map(bareSkeleton).join('.')]) {
      const top = index[key];
      if (top === undefined) continue;
      const shown = parts.map((p) => fromCodePoints(p)).join('.');
      const topUnicode = unicodeForm(top).replace(/\.$/, '');
      if (shown === topUnicode) return null; // the top domain itself, or a name under it
      for (let i = start; i < end; i++) {
        if (labels[i].display === labels[i].label) continue;
        labels[i].safe = false;
        labels[i].reasons.push('lookalike');
        labels[i].display = labels[i].label;
      }
      return top;
    }
  }
  return null;
}
