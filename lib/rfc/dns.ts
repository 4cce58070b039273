// Strict modes: the IDNA check of a reg-name for schemes that use DNS (RFC 3987 §3.1 step 2,
// RFC 5891 §5). Only labels that are non-ASCII or start with "xn--" are IDNA's business
// (RFC 5890 §2.3.1); other ASCII labels, such as "_dmarc", are left to the reg-name grammar.

import type { IdnaPolicy } from '../core/mode';
import type { RfcSink } from '../core/errors';
import { rfcIssue } from '../core/errors';
import { percentDecodeString } from '../encoding/percent';
import type { IdnaError } from '../idna/errors';
import { policyToASCII } from '../idna/policy';

/** Schemes whose reg-name is a DNS name (documented in the README). */
const DNS_SCHEMES = [
  'http', 'https', 'ws', 'wss', 'ftp', 'ftps', 'sftp', 'ssh', 'telnet', 'gopher', 'ldap', 'ldaps',
  'imap', 'imaps', 'pop', 'smtp', 'nntp', 'irc', 'ircs', 'rtsp', 'rtsps', 'git', 'svn',
];

export function usesDns(scheme: string): boolean {
  for (let i = 0; i < DNS_SCHEMES.length; i++) if (DNS_SCHEMES[i] === scheme) return true;
  return false;
}

/** True when a label (after percent-decoding) is non-ASCII or starts with "xn--". */
function isIdnaLabel(label: string): boolean {
  for (let i = 0; i < label.length; i++) if (label.charCodeAt(i) >= 0x80) return true;
  return label.length >= 4 && label.slice(0, 4).toLowerCase() === 'xn--';
}

/**
 * Hosts that passed, by policy (hosts repeat across IRIs). Bounded: emptied when it reaches
 * OK_CACHE_SIZE entries.
 */
const OK_CACHE_SIZE = 512;
let okCache: { [key: string]: boolean } = /* @__PURE__ */ Object.create(null);
let okCount = 0;

/** False when s[start,end) is ASCII without "%" and no label starts with "xn--" (most hosts). */
export function mayHoldIdnaLabel(s: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x80 || c === 0x25) return true;
    if ((i === start || s.charCodeAt(i - 1) === 0x2e) && (c | 0x20) === 0x78 && i + 3 < end &&
      (s.charCodeAt(i + 1) | 0x20) === 0x6e && s.charCodeAt(i + 2) === 0x2d && s.charCodeAt(i + 3) === 0x2d) return true;
  }
  return false;
}

/** Checks the reg-name s[start,end) with the given IDNA policy; reports each failed label. */
export function checkDnsHost(s: string, start: number, end: number, policy: IdnaPolicy, sink: RfcSink): void {
  if (!mayHoldIdnaLabel(s, start, end)) return;
  const key = policy + '|' + s.slice(start, end);
  if (okCache[key] === true) return;
  if (checkDnsHostUncached(s, start, end, policy, sink)) {
    if (okCount === OK_CACHE_SIZE) {
      okCache = Object.create(null);
      okCount = 0;
    }
    okCache[key] = true;
    okCount++;
  }
}

/** checkDnsHost without the cache; true when the host passed. */
function checkDnsHostUncached(s: string, start: number, end: number, policy: IdnaPolicy, sink: RfcSink): boolean {
  // Label boundaries in the input, for the error index.
  const labelStarts: number[] = [start];
  for (let i = start; i < end; i++) if (s.charCodeAt(i) === 0x2e) labelStarts.push(i + 1);
  const domain = percentDecodeString(s, start, end);
  const labels = domain.split('.');
  let any = false;
  for (let k = 0; k < labels.length; k++) if (isIdnaLabel(labels[k])) { any = true; break; }
  if (!any) return true;
  const errors: IdnaError[] = [];
  policyToASCII(domain, policy, errors);
  const result = { errors };
  let passed = true;
  const seen: { [label: number]: boolean } = {};
  for (let e = 0; e < result.errors.length; e++) {
    const err = result.errors[e];
    const label = err.label;
    // Errors on ASCII labels that IDNA does not govern are the reg-name grammar's business.
    if (label >= 0 && label < labels.length && !isIdnaLabel(labels[label])) continue;
    if (seen[label]) continue;
    seen[label] = true;
    passed = false;
    const index = label >= 0 && label < labelStarts.length && labels.length === labelStarts.length ? labelStarts[label] : start;
    const cp = err.codePoint >= 0 ? ` U+${err.codePoint.toString(16).toUpperCase()}` : '';
    sink(rfcIssue('invalid-idna-label', index, 'host', `${err.code}${cp}, label ${label}`));
  }
  return passed;
}

/**
 * A decoded reg-name in ASCII for the RFC 6454 origin: IDNA labels (non-ASCII or "xn--") become
 * A-labels by the policy ('none': IDNA2008 lookup), other ASCII labels stay; lower case. Null when
 * the policy rejects an IDNA label.
 */
export function dnsHostToASCII(domain: string, policy: IdnaPolicy): string | null {
  const labels = domain.split('.');
  let any = false;
  for (let k = 0; k < labels.length; k++) if (isIdnaLabel(labels[k])) { any = true; break; }
  if (any) {
    // The whole domain first: the Bidi rule (RFC 5893) looks at every label.
    const errors: IdnaError[] = [];
    policyToASCII(domain, policy, errors);
    const result = { errors };
    for (let e = 0; e < result.errors.length; e++) {
      const label = result.errors[e].label;
      if (label < 0 || label >= labels.length || isIdnaLabel(labels[label])) return null;
    }
    for (let k = 0; k < labels.length; k++) {
      if (!isIdnaLabel(labels[k])) continue;
      const a = policyToASCII(labels[k], policy);
      if (a === null) return null;
      labels[k] = a;
    }
  }
  return labels.join('.').toLowerCase();
}
