// `iri set` / `iri get`: trurl's everyday jobs on the IRI class. Every write goes through the IRI
// setters, which re-validate (strict modes: an IRIError leaves the IRI unchanged; WHATWG mode: the
// URL Standard's setters, which return without a change for a value they refuse: an error here).
import { IRI, domainToASCII, domainToUnicode } from '../index';
import type { Mode } from './analyze';

export interface Edits {
  set: [string, string][];
  unset: string[];
  append: [string, string][];
  qtrim: string[];
  sortQuery: boolean;
  redirect: string | null;
  defaultPort: boolean;
  keepPort: boolean;
}

export interface EditResult {
  iri: IRI | null;
  /** `input`: what the error's index is in, when it is not the URL edited (a value being set). */
  error: { code: string; index: number | null; message: string; input?: string } | null;
}

/** The default ports RFC 3986 §6.2.3 normalization knows (README "Normalization"). */
export const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443', ws: '80', wss: '443', ftp: '21' };

/** Component names `set` accepts: the RFC names, then the URL names. */
const SETTABLE = ['href', 'url', 'scheme', 'protocol', 'authority', 'userinfo', 'username', 'password', 'host', 'hostname', 'port', 'path', 'pathname', 'query', 'search', 'fragment', 'hash'];
const NULLABLE = new Set(['authority', 'userinfo', 'query', 'fragment']);

function fail(e: unknown): NonNullable<EditResult['error']> {
  const x = e as { code?: string; index?: number; message?: string; input?: unknown };
  return { code: x.code || 'error', index: typeof x.index === 'number' ? x.index : null, message: String(x.message), input: typeof x.input === 'string' ? x.input : undefined };
}

type Writable = Record<string, string | null>;

/** A value the URL Standard's setter refused (URL §6.1: the setter returned, nothing changed). */
class Refused extends Error {
  readonly code = 'setter-refused';
}

/** Two values for each WHATWG setter that may refuse one, each accepted by most URLs. */
function probes(name: string, iri: IRI): [string, string] | null {
  switch (name) {
    case 'protocol':
    case 'scheme':
      return DEFAULT_PORTS[(iri.scheme || '').toLowerCase()] !== undefined ? ['ws', 'wss'] : ['x-a', 'x-b'];
    case 'username':
    case 'password':
    case 'userinfo':
      return ['a', 'b'];
    case 'hostname':
    case 'authority':
      return ['a.invalid', 'b.invalid'];
    case 'port':
      return ['1', '2'];
    case 'pathname':
    case 'path':
      return ['/a', '/b'];
    default:
      return null; // search, hash, query, fragment: never refused; href throws
  }
}

/**
 * The WHATWG setter left the href as it was: was `value` already there (port 80 on http:), or
 * refused (port 99999)? On a copy, write a different value first, then `value`: a value that is
 * already there brings the href back. When the copy refuses both probes (no host to set on
 * mailto:), compare the component with the value.
 */
function refused(iri: IRI, target: string, value: string): boolean {
  const before = iri.href;
  const candidates = probes(target, iri);
  if (candidates !== null) {
    for (const probe of candidates) {
      const copy = new IRI(before, undefined, { mode: 'whatwg' });
      const o = copy as unknown as Writable;
      o[target] = probe;
      if (copy.href === before) continue;
      o[target] = value;
      return copy.href !== before;
    }
  }
  const now = (iri as unknown as Writable)[target];
  const bare = (s: string) => s.toLowerCase().replace(/^[?#]/, '').replace(/:$/, '');
  return now === null || bare(now) !== bare(value);
}

/** Writes one component through its setter; throws Refused when a WHATWG setter refuses the value. */
function write(iri: IRI, name: string, value: string | null): void {
  if (!SETTABLE.includes(name)) throw new RangeError(`unknown component "${name}" (one of ${SETTABLE.join(', ')})`);
  const target = name === 'url' ? 'href' : name === 'host' ? 'hostname' : name;
  const o = iri as unknown as Writable;
  let v = value;
  if (v === null && !NULLABLE.has(target)) {
    if (target === 'hostname') {
      o.authority = null;
      return;
    }
    v = '';
  }
  const before = iri.href;
  o[target] = v;
  if (iri.mode === 'whatwg' && iri.href === before && v !== null && refused(iri, target, v)) {
    throw new Refused(`${name}: the URL Standard's ${target} setter refuses ${JSON.stringify(v)} for ${JSON.stringify(before)} (URL §6.1); nothing was changed`);
  }
}

const HEX = '0123456789ABCDEF';

/** Percent-encodes what `keep` refuses (UTF-8); non-ASCII kept unless `ascii`. */
function encode(s: string, keep: string, ascii: boolean): string {
  let out = '';
  for (const ch of s) {
    const cp = ch.codePointAt(0) as number;
    const unreserved = (cp >= 0x30 && cp <= 0x39) || ((cp | 0x20) >= 0x61 && (cp | 0x20) <= 0x7a) || ch === '-' || ch === '.' || ch === '_' || ch === '~';
    if (unreserved || keep.includes(ch) || (cp > 0x7f && !ascii && !(cp >= 0xd800 && cp <= 0xdfff))) out += ch;
    else {
      let bytes: string;
      try {
        bytes = encodeURIComponent(ch);
      } catch {
        bytes = '%EF%BF%BD';
      }
      out += bytes.startsWith('%') ? bytes : '%' + HEX[cp >> 4] + HEX[cp & 15];
    }
  }
  return out;
}

const SEGMENT_KEEP = "!$&'()*+,;=:@";
const QUERY_PART_KEEP = "!$'()*,;:@/?";

function decodeName(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

/** Glob match (`*` any run, `?` one code unit): greedy with one backtrack point, no regex, O(n·m) at worst. */
export function glob(pattern: string, s: string): boolean {
  let p = 0;
  let i = 0;
  let star = -1;
  let mark = 0;
  while (i < s.length) {
    if (p < pattern.length && (pattern[p] === '?' || pattern[p] === s[i])) {
      p++;
      i++;
    } else if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      mark = i;
    } else if (star >= 0) {
      p = star + 1;
      i = ++mark;
    } else return false;
  }
  while (p < pattern.length && pattern[p] === '*') p++;
  return p === pattern.length;
}

function pairsOf(query: string | null): string[] {
  return query === null || query === '' ? [] : query.split('&');
}

function nameOf(pair: string): string {
  const eq = pair.indexOf('=');
  return decodeName(eq < 0 ? pair : pair.slice(0, eq));
}

export function applyEdits(input: string, mode: Mode, edits: Edits): EditResult {
  let iri: IRI;
  try {
    iri = new IRI(input, undefined, { mode });
    if (edits.redirect !== null) iri = new IRI(edits.redirect, iri, { mode });
    for (const [name, value] of edits.set) write(iri, name, value);
    for (const name of edits.unset) write(iri, name, null);
    for (const [name, value] of edits.append) {
      if (name === 'path' || name === 'pathname') {
        const path = iri.path;
        // URL §4.1: an opaque path (mailto:, pkg: in mode whatwg) has no segments; RFC 3986
        // §3.3 path-rootless (pkg:npm/x in the strict modes) does.
        if (mode === 'whatwg' && iri.authority === null && path !== '' && !path.startsWith('/')) {
          return { iri: null, error: { code: 'opaque-path', index: null, message: `"${iri.scheme}:${path}" has an opaque path (URL §4.1): no segment to append to (the strict modes treat it as path-rootless: --mode rfc3987)` } };
        }
        write(iri, 'path', (path.endsWith('/') ? path : path + '/') + encode(value, SEGMENT_KEEP, mode === 'rfc3986'));
      } else if (name === 'query' || name === 'search') {
        const eq = value.indexOf('=');
        const pair = eq < 0 ? encode(value, QUERY_PART_KEEP, mode === 'rfc3986') : encode(value.slice(0, eq), QUERY_PART_KEEP, mode === 'rfc3986') + '=' + encode(value.slice(eq + 1), QUERY_PART_KEEP, mode === 'rfc3986');
        write(iri, 'query', [...pairsOf(iri.query), pair].join('&'));
      } else throw new RangeError(`--append takes path=segment or query=name=value, not "${name}=…"`);
    }
    if (edits.qtrim.length) {
      const kept = pairsOf(iri.query).filter((p) => !edits.qtrim.some((g) => glob(g, nameOf(p))));
      write(iri, 'query', kept.length ? kept.join('&') : null);
    }
    if (edits.sortQuery && iri.query !== null) {
      const sorted = pairsOf(iri.query).map((p, k) => [nameOf(p), k, p] as const).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
      write(iri, 'query', sorted.map((x) => x[2]).join('&'));
    }
    const def = DEFAULT_PORTS[(iri.scheme || '').toLowerCase()];
    if (edits.defaultPort) {
      if (def !== undefined && iri.port === '' && iri.authority !== null) write(iri, 'port', def);
    } else if (!edits.keepPort && mode !== 'whatwg' && def !== undefined && iri.port !== '' && /^\d+$/.test(iri.port) && iri.port.replace(/^0+(?=\d)/, '') === def) {
      write(iri, 'port', '');
    }
  } catch (e) {
    if (e instanceof RangeError) throw e;
    return { iri: null, error: e instanceof Refused ? { code: e.code, index: null, message: e.message } : fail(e) };
  }
  return { iri, error: null };
}

/** `--iterate 'host=a b c' --iterate 'port=1 2'`: every combination, as extra assignments. */
export function expandIterations(specs: string[], unescape: (s: string) => string): [string, string][][] {
  let combos: [string, string][][] = [[]];
  for (const spec of specs) {
    const eq = spec.indexOf('=');
    if (eq <= 0) throw new RangeError(`--iterate must be name="value1 value2 …", not "${spec}"`);
    const name = spec.slice(0, eq);
    const values = spec.slice(eq + 1).split(/\s+/).filter((x) => x !== '').map(unescape);
    if (values.length === 0) throw new RangeError(`--iterate ${name}: no values`);
    combos = combos.flatMap((c) => values.map((x) => [...c, [name, x] as [string, string]]));
  }
  return combos;
}

const TEMPLATE_NAMES = ['href', 'url', 'origin', 'scheme', 'protocol', 'authority', 'userinfo', 'username', 'password', 'host', 'hostname', 'hostport', 'port', 'path', 'pathname', 'query', 'search', 'fragment', 'hash'];

function component(iri: IRI, name: string, key: string | null): string | null {
  if (key !== null) {
    if (name === 'query') return iri.searchParams.get(key);
    if (name === 'query-all') return iri.searchParams.getAll(key).join(' ');
    throw new RangeError(`{${name}:${key}}: only query and query-all take a key`);
  }
  switch (name) {
    case 'url':
      return iri.href;
    case 'host':
      return iri.authority === null ? null : iri.hostname;
    case 'hostport':
      return iri.host;
    default:
      if (!TEMPLATE_NAMES.includes(name)) throw new RangeError(`unknown template name {${name}} (one of ${TEMPLATE_NAMES.join(', ')}, query:KEY, query-all:KEY)`);
      return (iri as unknown as Record<string, string | null>)[name];
  }
}

/**
 * `{name}`, `{query:key}`, `{query-all:key}`, with modifiers after `|`: `ascii` (A-labels),
 * `unicode` (U-labels), `default` (a port: the scheme's default when none), `default=TEXT`
 * (when empty or absent), `decode` (percent-decode); `{{`, `}}`, `\n`, `\t` for literals.
 * A template without `{` is one name: `iri get URL host`. `shown` writes each value (the
 * command line escapes it for the terminal); the template's own text is kept.
 */
export function renderTemplate(template: string, iri: IRI, shown: (value: string) => string = (x) => x): string {
  if (!template.includes('{')) template = '{' + template + '}';
  let out = '';
  for (let i = 0; i < template.length; i++) {
    const c = template[i];
    if (c === '\\' && (template[i + 1] === 'n' || template[i + 1] === 't' || template[i + 1] === '\\')) {
      out += template[i + 1] === 'n' ? '\n' : template[i + 1] === 't' ? '\t' : '\\';
      i++;
    } else if ((c === '{' || c === '}') && template[i + 1] === c) {
      out += c;
      i++;
    } else if (c === '{') {
      const close = template.indexOf('}', i);
      if (close < 0) throw new RangeError(`template: "{" at ${i} is not closed`);
      const [head, ...mods] = template.slice(i + 1, close).split('|');
      const colon = head.indexOf(':');
      const name = colon < 0 ? head : head.slice(0, colon);
      let value = component(iri, name, colon < 0 ? null : head.slice(colon + 1));
      for (const m of mods) {
        if (m === 'ascii' || m === 'puny') value = value === null ? null : domainToASCII(value) ?? value;
        else if (m === 'unicode' || m === 'idn') value = value === null ? null : domainToUnicode(value);
        else if (m === 'default') value = value === null || value === '' ? DEFAULT_PORTS[(iri.scheme || '').toLowerCase()] ?? value : value;
        else if (m.startsWith('default=')) value = value === null || value === '' ? m.slice(8) : value;
        else if (m === 'decode') value = value === null ? null : decodeName(value);
        else throw new RangeError(`unknown modifier |${m} (ascii, unicode, default, default=TEXT, decode)`);
      }
      out += value === null ? '' : shown(value);
      i = close;
    } else out += c;
  }
  return out;
}
