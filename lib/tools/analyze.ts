// What the command line (cli.ts) and the viewer page (viewer.ts) show: the three readings of one
// input (URL Standard, RFC 3986, RFC 3987), their components under both naming schemes, the
// validation errors with the rule each names, the offsets of the record, and the IDNA breakdown
// of a host. Only the public API (../index): no Node or DOM here, both front ends share it.
import { IRI, idna, urn } from '../index';
import { escapeAt } from './terminal';

export type Mode = 'whatwg' | 'rfc3986' | 'rfc3987';
export const MODES: readonly Mode[] = ['whatwg', 'rfc3986', 'rfc3987'];

/** The URL Standard's attribute names (URL §6.1). */
export const URL_NAMES = ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;
/** RFC 3986 §3 component names; null = absent (with its delimiter), "" = empty. */
export const RFC_NAMES = ['scheme', 'authority', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'] as const;
export type UrlName = (typeof URL_NAMES)[number];
export type RfcName = (typeof RFC_NAMES)[number];

/**
 * The URL Standard's validation errors (URL §1.1, "Validation errors"), each as the problem it
 * names, in the user's terms, then the section that defines it.
 */
export const WHATWG_RULES: Record<string, string> = {
  'domain-to-ASCII': 'the host is not a valid domain name: UTS #46 ToASCII rejects it (a disallowed code point, a bad xn-- label, a bidi or joiner rule) (URL §3.3)',
  'domain-to-Unicode': 'a label of the host is not valid for UTS #46 ToUnicode (URL §3.3)',
  'domain-invalid-code-point': 'the host has a code point no domain may hold (space, control, or one of # % / : < > ? @ [ \\ ] ^ |) (URL §3.5)',
  'domain-percent-encoded': 'the host is percent-encoded; it is decoded before it is checked (URL §3.5)',
  'host-invalid-code-point': 'the host of this non-special URL has a code point no host may hold (space, control, or one of # / : < > ? @ [ \\ ] ^ |) (URL §3.5)',
  'IPv4-empty-part': 'the IPv4 address ends with "."; the dot is dropped (URL §3.5)',
  'IPv4-too-few-parts': 'the IPv4 address has fewer than four parts ("127.1" reads as 127.0.0.1) (URL §3.5)',
  'IPv4-too-many-parts': 'the host ends in a number, so it must be an IPv4 address, but it has more than four parts (URL §3.5)',
  'IPv4-non-numeric-part': 'the host ends in a number, so it must be an IPv4 address, but a part is not a number (URL §3.5)',
  'IPv4-non-decimal-part': 'a part of the IPv4 address is hexadecimal ("0x") or octal (a leading "0") (URL §3.5)',
  'IPv4-out-of-range-part': 'a part of the IPv4 address is greater than 255 (URL §3.5)',
  'IPv6-unclosed': 'the IPv6 address has no closing "]" (URL §3.5)',
  'IPv6-invalid-compression': 'the IPv6 address starts with a single ":" ("::" was meant?) (URL §3.5)',
  'IPv6-too-many-pieces': 'the IPv6 address has more than eight pieces (URL §3.5)',
  'IPv6-multiple-compression': 'the IPv6 address has "::" more than once (URL §3.5)',
  'IPv6-invalid-code-point': 'the IPv6 address has a code point that is not a hex digit, ":" or "." (URL §3.5)',
  'IPv6-too-few-pieces': 'the IPv6 address has fewer than eight pieces and no "::" (URL §3.5)',
  'IPv6-piece-leading-zero': 'a piece of the IPv6 address has more than four hex digits (URL §3.5)',
  'IPv4-in-IPv6-too-many-pieces': 'the IPv6 address has more than six pieces before its IPv4 part (URL §3.5)',
  'IPv4-in-IPv6-invalid-code-point': 'the IPv4 part of the IPv6 address is malformed (URL §3.5)',
  'IPv4-in-IPv6-out-of-range-part': 'a part of the IPv4 part of the IPv6 address is greater than 255 (URL §3.5)',
  'IPv4-in-IPv6-too-few-parts': 'the IPv4 part of the IPv6 address has fewer than four parts (URL §3.5)',
  'invalid-URL-unit': 'a code point that a URL may not hold here; it is percent-encoded (URL §4.4)',
  'special-scheme-missing-following-solidus': 'the scheme is not followed by "//" (URL §4.4)',
  'missing-scheme-non-relative-URL': 'no scheme (such as "https:") and no base URL to resolve against (URL §4.4)',
  'invalid-reverse-solidus': '"\\" where "/" belongs; a special URL reads it as "/" (URL §4.4)',
  'invalid-credentials': 'the URL holds a username or password (URL §4.4)',
  'host-missing': 'the URL has no host, and its scheme needs one (URL §4.4)',
  'port-out-of-range': 'the port is greater than 65535 (URL §4.4)',
  'port-invalid': 'the port is not a number (URL §4.4)',
  'file-invalid-Windows-drive-letter': 'a relative file URL starts with a Windows drive letter; it replaces the base\'s path (URL §4.4)',
  'file-invalid-Windows-drive-letter-host': 'the host of the file URL is a Windows drive letter; it is read as the path (URL §4.4)',
  'invalid-base': 'the base URL does not parse (URL §4.1)',
};

/** URL §3.5 forbidden host code points that do not end a host, and "%" (forbidden in a domain). */
const FORBIDDEN_IN_HOST = '<>@[\\]^|%';

/**
 * The message for one WHATWG validation error, naming what is at `index` of the input where the
 * code alone does not say it: a space in the host, a "%" without two hex digits, a tab.
 * `fatal`: the URL does not parse because of it.
 */
export function whatwgMessage(code: string, input: string, index: number, fatal: boolean): string {
  let m = WHATWG_RULES[code] || code;
  const cp = index >= 0 && index < input.length ? (input.codePointAt(index) as number) : -1;
  if (code === 'invalid-URL-unit' && cp >= 0) {
    if (cp === 0x25) m = '"%" is not followed by two hex digits (write "%25" for a percent sign) (URL §4.4)';
    else if (cp === 0x09 || cp === 0x0a || cp === 0x0d) m = 'a tab or newline in the URL; it is removed (URL §4.4)';
    else if ((cp <= 0x20) && (index === 0 || index === input.length - 1)) m = 'leading or trailing spaces or control characters; they are removed (URL §4.4)';
    else if (cp === 0x20) m = 'a space; it is percent-encoded as %20 (URL §4.4)';
    else m = `${isInvisible(cp) ? hex(cp) : `"${String.fromCodePoint(cp)}" (${hex(cp)})`} may not be in a URL here; it is percent-encoded (URL §4.4)`;
  } else if (index >= 0 && (code === 'domain-to-ASCII' || code === 'domain-invalid-code-point' || code === 'host-invalid-code-point')) {
    // The host runs from `index` to ":", "/", "?", "#" (or "\\" in a special URL); a domain is
    // percent-decoded first (URL §3.5 host parser step 4). Name the first code point no host
    // may hold, else the first UTS #46 error of the domain.
    const domain = code !== 'host-invalid-code-point';
    let end = index;
    while (end < input.length && !/[:/?#]/.test(input[end]) && !(domain && input[end] === '\\')) end++;
    const host = domain ? percentDecodeLossy(input.slice(index, end)) : input.slice(index, end);
    let named = false;
    for (const ch of host) {
      const c = ch.codePointAt(0) as number;
      if (c === 0x20) m = 'a space in the host; no host may hold one (URL §3.5)';
      else if (c < 0x20 || c === 0x7f || (FORBIDDEN_IN_HOST.includes(ch) && (domain || c !== 0x25))) m = `${c < 0x20 || c === 0x7f ? hex(c) : '"' + ch + '"'} in the host; no host may hold it (URL §3.5)`;
      else continue;
      named = true;
      break;
    }
    if (!named && code === 'domain-to-ASCII') {
      const e = idna.validate(host, PROFILE_OPTIONS.url).errors[0];
      if (e !== undefined) m = `label ${e.label + 1} of the host fails UTS #46 ToASCII: ${e.code}${e.codePoint >= 0 ? ' ' + hex(e.codePoint) : ''} (URL §3.3)`;
    }
  }
  return fatal ? m + '; the URL does not parse' : m;
}

/** `%XX` sequences decoded as UTF-8 (U+FFFD for bytes that are not); other text kept. */
function percentDecodeLossy(s: string): string {
  if (!s.includes('%')) return s;
  return s.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    const bytes = new Uint8Array(run.length / 3);
    for (let k = 0; k < bytes.length; k++) bytes[k] = parseInt(run.slice(3 * k + 1, 3 * k + 3), 16);
    return new TextDecoder().decode(bytes);
  });
}

export interface Issue {
  code: string;
  /** UTF-16 offset in the input; -1 for a problem of the base. */
  index: number;
  severity: 'error' | 'warning';
  component: string | null;
  /** The rule that names the problem (RFC section or URL Standard step). */
  rule: string;
}

/** Delimiter offsets of the serialized result, as the record holds them (OMITTED = -1). */
export interface Offsets {
  schemeEnd: number;
  usernameEnd: number;
  hostStart: number;
  hostEnd: number;
  portStart: number;
  pathStart: number;
  queryStart: number;
  fragmentStart: number;
}

export interface Reading {
  mode: Mode;
  /** Parses (new IRI would not throw). */
  ok: boolean;
  /** Parses without any validation error (warnings do not count). */
  valid: boolean;
  href: string | null;
  url: Record<UrlName, string> | null;
  rfc: Record<RfcName, string | null> | null;
  issues: Issue[];
  /** Issues left out of `issues`, by code (ISSUES_PER_CODE). */
  omitted: Record<string, number>;
  /** Only the first error is listed (a strict reading of an input longer than FULL_LIST_LIMIT). */
  firstErrorOnly: boolean;
  offsets: Offsets | null;
}

/** Issues of one code kept per reading; the rest are counted (`omitted`), so output stays bounded. */
export const ISSUES_PER_CODE = 100;
/**
 * Above this length a strict reading that fails lists only its first error: the RFC modes stop at
 * it, while listing every error of a 10 MB input costs the library half a minute.
 */
export const FULL_LIST_LIMIT = 1 << 20;

export interface Checked {
  ok: boolean;
  valid: boolean;
  issues: Issue[];
  omitted: Record<string, number>;
  firstErrorOnly: boolean;
}

/** IRI.validate alone (what `iri check` needs per line): no components. */
export function check(input: string, base: string | undefined, mode: Mode): Checked {
  if (mode !== 'whatwg' && input.length > FULL_LIST_LIMIT) {
    let first: unknown = null;
    try {
      new IRI(input, base, { mode });
    } catch (e) {
      first = e;
    }
    if (first !== null) {
      const x = first as { code?: string; index?: number; component?: string; message?: string; input?: unknown };
      const message = String(x.message);
      const tail = typeof x.input === 'string' ? ` at index ${x.index} in ${JSON.stringify(x.input)}` : '';
      const error = { code: x.code || 'error', index: x.input === input && typeof x.index === 'number' ? x.index : -1, component: x.component, message: tail && message.endsWith(tail) ? message.slice(0, -tail.length) : message };
      return { ok: false, valid: false, issues: issuesOf([error], input, true), omitted: {}, firstErrorOnly: true };
    }
  }
  const v = IRI.validate(input, base, { mode });
  const kept: unknown[] = [];
  const count = new Map<string, number>();
  const omitted: Record<string, number> = {};
  for (const e of v.errors) {
    const n = (count.get(e.code) || 0) + 1;
    count.set(e.code, n);
    if (n <= ISSUES_PER_CODE) kept.push(e);
    else omitted[e.code] = n - ISSUES_PER_CODE;
  }
  // The fatal error of a WHATWG failure is its last one: keep it.
  const last = v.errors[v.errors.length - 1];
  if (v.failure && last !== undefined && kept[kept.length - 1] !== last) {
    kept.push(last);
    if (--omitted[last.code] === 0) delete omitted[last.code];
  }
  return { ok: !v.failure, valid: v.valid, issues: issuesOf(kept, input, v.failure), omitted, firstErrorOnly: false };
}

/** One reading of `input` (against `base` when given). Never throws for any input. */
export function read(input: string, base: string | undefined, mode: Mode): Reading {
  const c = check(input, base, mode);
  const iri = c.ok ? IRI.parse(input, base, { mode }) : null;
  if (iri === null) return { mode, ok: false, valid: false, href: null, url: null, rfc: null, issues: c.issues, omitted: c.omitted, firstErrorOnly: c.firstErrorOnly, offsets: null };
  return { mode, ok: true, valid: c.valid, href: iri.href, url: urlNames(iri), rfc: rfcNames(iri), issues: c.issues, omitted: c.omitted, firstErrorOnly: false, offsets: offsetsOf(iri) };
}

/** The issues of one validation; in WHATWG mode the last error of a failure is the fatal one. */
function issuesOf(errors: readonly unknown[], input: string, failure: boolean): Issue[] {
  return errors.map((e, k) => {
    const x = e as { code: string; index: number; severity?: 'error' | 'warning'; component?: string; message?: string };
    return {
      code: x.code,
      index: x.index,
      severity: x.severity || 'error',
      component: x.component === undefined || x.component === '' ? null : x.component,
      rule: x.message || whatwgMessage(x.code, input, x.index, failure && k === errors.length - 1),
    };
  });
}

export function urlNames(u: { [K in UrlName]: string }): Record<UrlName, string> {
  const out = {} as Record<UrlName, string>;
  for (const k of URL_NAMES) out[k] = u[k];
  return out;
}

export function rfcNames(iri: IRI): Record<RfcName, string | null> {
  const authority = iri.authority;
  return {
    scheme: iri.scheme,
    authority,
    userinfo: iri.userinfo,
    host: authority === null ? null : iri.hostname,
    port: authority === null ? null : portOf(iri),
    path: iri.path,
    query: iri.query,
    fragment: iri.fragment,
  };
}

/** The RFC port: null without ":" in the authority, "" for an empty port. */
function portOf(iri: IRI): string | null {
  if (iri.port !== '') return iri.port;
  const a = iri.authority || '';
  const at = a.lastIndexOf('@');
  const hostPort = a.slice(at + 1);
  const close = hostPort.lastIndexOf(']');
  const colon = hostPort.indexOf(':', close + 1);
  return colon < 0 ? null : hostPort.slice(colon + 1);
}

/**
 * The record's delimiter offsets, rebuilt from the components (RFC 3986 §5.3 recomposition):
 * scheme ":" ["//" [userinfo "@"] host [":" port]] path ["?" query] ["#" fragment].
 */
export function offsetsOf(iri: IRI): Offsets | null {
  const r = rfcNames(iri);
  const href = iri.href;
  if (r.scheme === null) return null;
  const schemeEnd = r.scheme.length;
  let i = schemeEnd + 1;
  let usernameEnd = -1;
  let hostStart = -1;
  let hostEnd = -1;
  let portStart = -1;
  if (r.authority !== null) {
    i += 2;
    if (r.userinfo !== null) {
      const colon = r.userinfo.indexOf(':');
      usernameEnd = i + (colon < 0 ? r.userinfo.length : colon);
      i += r.userinfo.length + 1;
    }
    hostStart = i;
    i += (r.host || '').length;
    hostEnd = i;
    if (r.port !== null) {
      portStart = i;
      i += 1 + r.port.length;
    }
  }
  const pathStart = i;
  i += (r.path || "").length;
  const queryStart = r.query === null ? -1 : i;
  if (r.query !== null) i += 1 + r.query.length;
  const fragmentStart = r.fragment === null ? -1 : i;
  if (r.fragment !== null) i += 1 + r.fragment.length;
  if (i !== href.length) return null;
  return { schemeEnd, usernameEnd, hostStart, hostEnd, portStart, pathStart, queryStart, fragmentStart };
}

/** Which component each code unit of the serialization belongs to (one letter per unit). */
export function componentBand(href: string, o: Offsets): string {
  const band: string[] = [];
  for (let i = 0; i < href.length; i++) {
    let c = ' ';
    if (i < o.schemeEnd) c = 's';
    else if (o.hostStart >= 0 && i >= o.schemeEnd + 3 && i < o.hostStart - 1) c = i < (o.usernameEnd < 0 ? o.hostStart : o.usernameEnd) ? 'u' : i === o.usernameEnd ? ' ' : 'w';
    else if (o.hostStart >= 0 && i >= o.hostStart && i < o.hostEnd) c = 'h';
    else if (o.portStart >= 0 && i > o.portStart && i < o.pathStart) c = 'n';
    else if (i >= o.pathStart && i < (o.queryStart >= 0 ? o.queryStart : o.fragmentStart >= 0 ? o.fragmentStart : href.length)) c = 'p';
    else if (o.queryStart >= 0 && i > o.queryStart && i < (o.fragmentStart >= 0 ? o.fragmentStart : href.length)) c = 'q';
    else if (o.fragmentStart >= 0 && i > o.fragmentStart) c = 'f';
    band.push(c);
  }
  return band.join('');
}

export const BAND_LEGEND = 's scheme, u username, w password, h host, n port, p path, q query, f fragment';

// ---------------------------------------------------------------------------------------------
// Escapes: inputs may be typed with \u{…} and \uXXXX; invisible code points are shown escaped.

/** `\u{1F600}`, `\u200B` and `\\` in `s` become the code points they name. */
export function unescapeInput(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c !== '\\' || i + 1 >= s.length) {
      out += c;
      continue;
    }
    const n = s[i + 1];
    if (n === '\\') {
      out += '\\';
      i++;
    } else if (n === 'u' && s[i + 2] === '{') {
      const close = s.indexOf('}', i + 3);
      const hex = close < 0 ? '' : s.slice(i + 3, close);
      if (/^[0-9A-Fa-f]{1,6}$/.test(hex) && parseInt(hex, 16) <= 0x10ffff) {
        out += codePointString(parseInt(hex, 16));
        i = close;
      } else out += c;
    } else if (n === 'u' && /^[0-9A-Fa-f]{4}$/.test(s.slice(i + 2, i + 6))) {
      out += String.fromCharCode(parseInt(s.slice(i + 2, i + 6), 16));
      i += 5;
    } else out += c;
  }
  return out;
}

/** A lone surrogate too (String.fromCodePoint would pair nothing). */
function codePointString(cp: number): string {
  if (cp < 0x10000) return String.fromCharCode(cp);
  cp -= 0x10000;
  return String.fromCharCode(0xd800 + (cp >> 10), 0xdc00 + (cp & 0x3ff));
}

/** Code points that show nothing (or look like a space): controls, format characters, separators. */
export function isInvisible(cp: number): boolean {
  return (
    cp < 0x20 || (cp >= 0x7f && cp <= 0xa0) || cp === 0xad || cp === 0x34f || cp === 0x61c || cp === 0x115f || cp === 0x1160 ||
    (cp >= 0x17b4 && cp <= 0x17b5) || (cp >= 0x180b && cp <= 0x180f) || cp === 0x1680 || (cp >= 0x2000 && cp <= 0x200f) ||
    (cp >= 0x2028 && cp <= 0x202f) || (cp >= 0x205f && cp <= 0x206f) || cp === 0x3000 || cp === 0x3164 ||
    (cp >= 0xd800 && cp <= 0xdfff) || (cp >= 0xfe00 && cp <= 0xfe0f) || cp === 0xfeff || cp === 0xffa0 ||
    (cp >= 0xfff0 && cp <= 0xfffb) || (cp >= 0x1bca0 && cp <= 0x1bca3) || (cp >= 0x1d173 && cp <= 0x1d17a) ||
    (cp >= 0xe0000 && cp <= 0xe0fff)
  );
}

/** Terminal columns of one code point: 0 for combining marks, 2 for East Asian wide, else 1. */
export function columns(cp: number): number {
  if ((cp >= 0x300 && cp <= 0x36f) || (cp >= 0x1ab0 && cp <= 0x1aff) || (cp >= 0x1dc0 && cp <= 0x1dff) || (cp >= 0x20d0 && cp <= 0x20ff) || (cp >= 0xfe20 && cp <= 0xfe2f)) return 0;
  if ((cp >= 0x1100 && cp <= 0x115f) || (cp >= 0x2e80 && cp <= 0xa4cf && cp !== 0x303f) || (cp >= 0xac00 && cp <= 0xd7a3) || (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) || (cp >= 0xff00 && cp <= 0xff60) || (cp >= 0xffe0 && cp <= 0xffe6) || (cp >= 0x1f300 && cp <= 0x1f64f) ||
    (cp >= 0x1f900 && cp <= 0x1f9ff) || (cp >= 0x20000 && cp <= 0x3fffd)) return 2;
  return 1;
}

export interface Shown {
  /** The text with invisible code points written as \u{…}. */
  text: string;
  /** For each UTF-16 index of the original (and one past the end), its display column. */
  column: number[];
}

/**
 * `s` for display: invisible code points escaped as \u{…} (terminal.ts escapeAt, which the plain
 * results share); a map from code-unit index to column.
 */
export function show(s: string): Shown {
  let text = '';
  const column: number[] = [];
  let col = 0;
  for (let i = 0; i < s.length; ) {
    const cp = s.codePointAt(i) as number;
    const n = cp > 0xffff ? 2 : 1;
    for (let k = 0; k < n; k++) column.push(col);
    const e = escapeAt(s, i, isInvisible);
    if (e !== null) {
      text += e;
      col += e.length;
    } else {
      text += s.slice(i, i + n);
      col += columns(cp);
    }
    i += n;
  }
  column.push(col);
  return { text, column };
}

/** A caret line: "^" under the code unit at `index` of the shown text. */
export function caret(shown: Shown, index: number): string {
  const i = Math.max(0, Math.min(index, shown.column.length - 1));
  return ' '.repeat(shown.column[i]) + '^';
}

export function hex(cp: number): string {
  const h = cp.toString(16).toUpperCase();
  return 'U+' + '0000'.slice(Math.min(4, h.length)) + h;
}

// ---------------------------------------------------------------------------------------------
// The ada-style diagram (adaparse -d): the serialization with each offset ticked under it.

export function diagram(href: string, o: Offsets): string[] {
  const shown = show(href);
  const marks: [string, number][] = [];
  const add = (name: string, at: number) => {
    if (at >= 0) marks.push([name, at]);
  };
  add('schemeEnd', o.schemeEnd);
  add('usernameEnd', o.usernameEnd);
  add('hostStart', o.hostStart);
  add('hostEnd', o.hostEnd);
  add('pathStart', o.pathStart);
  add('queryStart', o.queryStart);
  add('fragmentStart', o.fragmentStart);
  const lines = [shown.text, componentBand2(href, o, shown)];
  const cols = marks.map(([, at]) => shown.column[Math.min(at, href.length)]);
  const width = shown.column[href.length] + 2;
  const bar = (upTo: number) => {
    const row = Array(width).fill(' ');
    for (let k = 0; k < upTo; k++) row[cols[k]] = '|';
    return row;
  };
  lines.push(bar(marks.length).join('').trimEnd());
  for (let k = marks.length - 1; k >= 0; k--) {
    const row = bar(k);
    row[cols[k]] = '`';
    for (let c = cols[k] + 1; c < width; c++) row[c] = '-';
    lines.push(row.join('') + ' ' + marks[k][0] + ' ' + marks[k][1]);
  }
  return lines;
}

/** componentBand laid out on display columns. */
function componentBand2(href: string, o: Offsets, shown: Shown): string {
  const band = componentBand(href, o);
  let out = '';
  for (let i = 0; i < href.length; i++) {
    const w = shown.column[i + 1] - shown.column[i];
    if (w > 0) out += band[i].repeat(w);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// IDNA breakdown: per label its RFC 5890 class, A-label, U-label; per code point its UTS #46
// status and RFC 5892 derived property.

/**
 * `url`: UTS #46 with the URL Standard's flags (URL §3.3 domain to ASCII, beStrict false:
 * CheckBidi, CheckJoiners; not UseSTD3ASCIIRules, CheckHyphens nor VerifyDnsLength), what a
 * browser does with a host. `uts46`: UTS #46 with every check on (its conformance-test flags,
 * the library's default), a DNS name's profile: `_dmarc` fails it. `idna2008`: RFC 5891 lookup.
 */
export const PROFILES = ['url', 'uts46', 'idna2008'] as const;
export type Profile = (typeof PROFILES)[number];

const PROFILE_OPTIONS = {
  url: { profile: 'uts46', useSTD3ASCIIRules: false, checkHyphens: false, checkBidi: true, checkJoiners: true, transitionalProcessing: false, verifyDnsLength: false },
  uts46: { profile: 'uts46' },
  idna2008: { profile: 'idna2008' },
} as const;

export interface CodePointInfo {
  codePoint: string;
  char: string;
  uts46: string;
  mapped: string | null;
  derivedProperty: string;
}

export interface LabelInfo {
  input: string;
  kind: string;
  reason: string | null;
  aLabel: string | null;
  uLabel: string;
  errors: string[];
  codePoints?: CodePointInfo[];
}

export interface DomainInfo {
  input: string;
  profile: Profile;
  ascii: string | null;
  unicode: string;
  valid: boolean;
  errors: { code: string; label: number; codePoint: string | null }[];
  labels: LabelInfo[];
}

const LAX = { useSTD3ASCIIRules: false, checkHyphens: false, checkBidi: false, checkJoiners: false, verifyDnsLength: false } as const;

/**
 * The UTS #46 §5 status of one code point, found through the public API: ToUnicode of the code
 * point alone with every optional check off, nontransitional and transitional (deviations differ),
 * then with UseSTD3ASCIIRules (the disallowed_STD3_* statuses).
 */
export function uts46Status(cp: number): { status: string; mapped: string | null } {
  const ch = codePointString(cp);
  if (cp === 0x2e) return { status: 'valid', mapped: null };
  const nt = idna.toUnicode(ch, LAX);
  const tr = idna.toUnicode(ch, { ...LAX, transitionalProcessing: true });
  const disallowed = (r: { errors: { code: string; codePoint: number }[] }) => r.errors.some((e) => e.code === 'DISALLOWED' && (e.codePoint === cp || e.codePoint === -1));
  if (disallowed(nt)) return { status: 'disallowed', mapped: null };
  const std3 = idna.toUnicode(ch, { ...LAX, useSTD3ASCIIRules: true });
  const std3Bad = disallowed(std3);
  if (nt.result !== tr.result) return { status: 'deviation', mapped: tr.result };
  if (nt.result === '') return { status: 'ignored', mapped: '' };
  if (nt.result !== ch) return { status: std3Bad ? 'disallowed_STD3_mapped' : 'mapped', mapped: nt.result };
  return { status: std3Bad ? 'disallowed_STD3_valid' : 'valid', mapped: null };
}

const DOTS = /[.\u3002\uff0e\uff61]/;

export function idnaInfo(domain: string, profile: Profile, explain: boolean): DomainInfo {
  const opts = PROFILE_OPTIONS[profile];
  const ascii = idna.toASCII(domain, opts);
  const uni = idna.toUnicode(domain, opts);
  const v = idna.validate(domain, opts);
  const inputs = domain.split(DOTS);
  const uLabels = uni.result.split('.');
  const aLabels = ascii === null ? null : ascii.split('.');
  // The errors of each label, found in one pass over them.
  const byLabel = new Map<number, string[]>();
  for (const e of v.errors) {
    const list = byLabel.get(e.label) || [];
    list.push(e.code + (e.codePoint >= 0 ? ' ' + hex(e.codePoint) : ''));
    byLabel.set(e.label, list);
  }
  const labels: LabelInfo[] = inputs.map((label, k) => {
    const uLabel = uLabels.length === inputs.length ? uLabels[k] : label;
    // RFC 5890 §2.3.1: an ASCII label is classified as written (an XN-label is an A-label or a
    // fake one); a non-ASCII label after the mapping (UTS #46 §4 step 1), as a U-label candidate.
    const c = idna.classifyLabel(/^[\x00-\x7f]*$/.test(label) ? label : uLabel);
    const own = idna.toASCII(label, opts);
    const info: LabelInfo = {
      input: label,
      kind: c.kind,
      reason: c.reason || null,
      aLabel: aLabels && aLabels.length === inputs.length ? aLabels[k] : own,
      uLabel,
      errors: byLabel.get(k) || [],
    };
    if (explain) {
      info.codePoints = [];
      for (const ch of label) {
        const cp = ch.codePointAt(0) as number;
        const s = uts46Status(cp);
        info.codePoints.push({ codePoint: hex(cp), char: isInvisible(cp) ? '' : ch, uts46: s.status, mapped: s.mapped, derivedProperty: idna.derivedProperty(cp) });
      }
    }
    return info;
  });
  return {
    input: domain,
    profile,
    ascii,
    unicode: uni.result,
    valid: v.valid,
    errors: v.errors.map((e) => ({ code: e.code, label: e.label, codePoint: e.codePoint >= 0 ? hex(e.codePoint) : null })),
    labels,
  };
}

// ---------------------------------------------------------------------------------------------
// URNs and the comparison with a native URL.

export interface UrnInfo {
  input: string;
  valid: boolean;
  nid: string | null;
  nss: string | null;
  rComponent: string | null;
  qComponent: string | null;
  fComponent: string | null;
  /** RFC 8141 §3.1 (RFC 2141 §5): the string URN-equivalence compares. */
  normalized: string | null;
  error: { code: string; index: number; message: string } | null;
}

export function urnInfo(input: string, syntax: 'rfc8141' | 'rfc2141'): UrnInfo {
  try {
    const p = urn.parse(input, { urn: syntax, iri: true });
    const upper = (s: string) => s.replace(/%[0-9a-fA-F]{2}/g, (t) => t.toUpperCase());
    return {
      input,
      valid: true,
      nid: p.nid,
      nss: p.nss,
      rComponent: p.rComponent,
      qComponent: p.qComponent,
      fComponent: p.fComponent,
      normalized: 'urn:' + p.nid.toLowerCase() + ':' + upper(p.nss),
      error: null,
    };
  } catch (e) {
    const x = e as { code?: string; index?: number; message?: string };
    return {
      input, valid: false, nid: null, nss: null, rComponent: null, qComponent: null, fComponent: null, normalized: null,
      error: { code: x.code || 'error', index: typeof x.index === 'number' ? x.index : -1, message: String(x.message) },
    };
  }
}

export interface NativeReading {
  ok: boolean;
  url: Record<UrlName, string> | null;
  error: string | null;
}

type UrlCtor = new (input: string, base?: string) => { [K in UrlName]: string };

/** The runtime's own URL class, when it has one. */
export function readNative(Native: UrlCtor | undefined, input: string, base: string | undefined): NativeReading | null {
  if (typeof Native !== 'function') return null;
  try {
    return { ok: true, url: urlNames(base === undefined ? new Native(input) : new Native(input, base)), error: null };
  } catch (e) {
    return { ok: false, url: null, error: String((e as Error).message) };
  }
}

/**
 * The URL attribute names on which the readings that parse disagree (a reading that fails is
 * told by its status, not on every row).
 */
export function differences(columns: ({ url: Record<UrlName, string> | null } | null)[]): UrlName[] {
  const parsed = columns.filter((c) => c !== null && c.url !== null).map((c) => (c as { url: Record<UrlName, string> }).url);
  return URL_NAMES.filter((k) => parsed.some((u) => u[k] !== parsed[0][k]));
}

/** RFC names on which the readings that parse disagree. */
export function rfcDifferences(readings: Reading[]): RfcName[] {
  const parsed = readings.filter((r) => r.rfc !== null).map((r) => r.rfc as Record<RfcName, string | null>);
  return RFC_NAMES.filter((k) => parsed.some((u) => u[k] !== parsed[0][k]));
}
