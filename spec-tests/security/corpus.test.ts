// Issue 9, the security corpus (corpus.json): URL-confusion inputs grouped by class, from the
// Claroty/Snyk 2022 classes, url-parse's and fast-uri's advisories, Node's url.format IDN crash
// and the fake A-label CVE. Each case pins the WHATWG answer (checked against whatwg-url live as
// well) and what the strict modes do: reject with a code, or keep the IRI as written, with its
// normalize(), toURI() and fromURI(toURI()) results.
//
// Whatever the pinned values, every case must also satisfy the rule the fixes of those libraries
// converge on: decode once, and a normalization never turns one valid reference into a different
// one. Checked here for every accepted case in both strict modes:
// - normalize() is idempotent and parses in the same mode; its path has no dot segment left;
// - normalize({ pathSegments: false }), toURI() and fromURI() keep, per component, the same
//   sequence of literal delimiters (gen-delims and sub-delims): nothing percent-encoded is
//   decoded into a delimiter, and no delimiter is encoded away; and they add no dot segment;
// - the host of each result names the same host: its origin is the same.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { URL as RefURL } from 'whatwg-url';
import { IRI, URL } from '../../lib/index';

type Strict = { reject: string } | { href: string; host: string; origin: string; normalize: string; toURI: string; roundTrip: string };
interface Case {
  class: string;
  source: string;
  input: string;
  base?: string;
  whatwg: 'failure' | { href: string; host: string; origin: string };
  rfc3986?: Strict;
  rfc3987?: Strict;
}

const here = dirname(fileURLToPath(import.meta.url));
const CORPUS: Case[] = JSON.parse(readFileSync(join(here, 'corpus.json'), 'utf8'));
const MODES = ['rfc3986', 'rfc3987'] as const;
const CLASSES = [
  'scheme', 'slash', 'backslash', 'userinfo', 'port', 'controls', 'encoded-authority', 'dot-segments', 'ipv4', 'ipv6',
  'idn', 'fake-a-label', 'surrogates', 'query-fragment',
];

function whatwg(input: string, base: string | undefined, Ctor: typeof URL | typeof RefURL): Case['whatwg'] {
  try {
    const u = new Ctor(input, base);
    return { href: u.href, host: u.host, origin: u.origin };
  } catch (e) {
    if (!(e instanceof TypeError)) throw e;
    return 'failure';
  }
}

function attempt(f: () => string): string {
  try {
    return f();
  } catch (e) {
    return `reject ${(e as { code?: string }).code}`;
  }
}

function strict(input: string, mode: 'rfc3986' | 'rfc3987'): Strict {
  let x: IRI;
  try {
    x = new IRI(input, undefined, { mode });
  } catch (e) {
    return { reject: (e as { code: string }).code };
  }
  return {
    href: x.href, host: x.hostname, origin: x.origin,
    normalize: attempt(() => x.normalize().href),
    toURI: attempt(() => x.toURI().href),
    roundTrip: attempt(() => IRI.fromURI(x.toURI().href).href),
  };
}

const DELIMS = ':/?#[]@!$&\'()*+,;=';
/** The literal delimiters of s, in order. */
function delimiters(s: string | null): string {
  let out = '';
  for (const c of s ?? '') if (DELIMS.includes(c)) out += c;
  return out;
}

function dotSegments(path: string): number {
  return path.split('/').filter((s) => s === '.' || s === '..').length;
}

/** The rule: y (derived from x by a normalization or mapping) names the same thing, decoded once. */
function sameComponents(x: IRI, y: IRI, what: string, allowDotRemoval: boolean, normalizing = allowDotRemoval): string[] {
  const bad: string[] = [];
  for (const c of ['scheme', 'userinfo', 'query', 'fragment'] as const) {
    if (delimiters(x[c]) !== delimiters(y[c])) bad.push(`${what}: ${c} delimiters ${x[c]} → ${y[c]}`);
  }
  // The host may change form (case, A-labels, triplets), never its delimiters.
  if (delimiters(x.hostname) !== delimiters(y.hostname)) bad.push(`${what}: host delimiters ${x.hostname} → ${y.hostname}`);
  // Scheme-based normalization (RFC 3986 §6.2.3) drops a default or empty port.
  if (x.port !== y.port && !(normalizing && y.port === '' && x.origin === y.origin)) bad.push(`${what}: port ${x.port} → ${y.port}`);
  if (allowDotRemoval) {
    if (dotSegments(y.path) > 0 && y.path.startsWith('/')) bad.push(`${what}: dot segment left in ${y.path}`);
  } else {
    if (delimiters(x.path) !== delimiters(y.path)) bad.push(`${what}: path delimiters ${x.path} → ${y.path}`);
    if (dotSegments(y.path) > dotSegments(x.path)) bad.push(`${what}: new dot segment ${x.path} → ${y.path}`);
  }
  if (x.origin !== y.origin) bad.push(`${what}: origin ${x.origin} → ${y.origin}`);
  return bad;
}

describe('security corpus', () => {
  it('covers every class the issue names', () => {
    const seen = new Set(CORPUS.map((c) => c.class));
    for (const c of CLASSES) expect(seen.has(c), c).toBe(true);
    for (const c of CORPUS) {
      expect(CLASSES, `${c.input}: unknown class`).toContain(c.class);
      if (c.base === undefined) expect(c.rfc3986 && c.rfc3987, c.input).toBeTruthy();
    }
  });

  it('WHATWG mode: the pinned answer, whatwg-url\'s answer and ours agree', () => {
    const bad: string[] = [];
    for (const c of CORPUS) {
      const ref = whatwg(c.input, c.base, RefURL);
      const ours = whatwg(c.input, c.base, URL);
      const iri = (() => {
        try {
          const i = new IRI(c.input, c.base);
          return { href: i.href, host: i.host, origin: i.origin };
        } catch (e) {
          return 'failure';
        }
      })();
      const want = JSON.stringify(c.whatwg);
      if (JSON.stringify(ref) !== want) bad.push(`${JSON.stringify(c.input)}: pinned ${want}, whatwg-url ${JSON.stringify(ref)}`);
      if (JSON.stringify(ours) !== want || JSON.stringify(iri) !== want) bad.push(`${JSON.stringify(c.input)}: pinned ${want}, ours ${JSON.stringify(ours)}, IRI ${JSON.stringify(iri)}`);
      if (ours !== 'failure' && new URL(ours.href).href !== ours.href) bad.push(`${JSON.stringify(c.input)}: href does not round-trip`);
    }
    console.log(`[security corpus] ${CORPUS.length} cases, WHATWG mode: ${CORPUS.length - bad.length} agree`);
    expect(bad).toEqual([]);
  });

  it('strict modes: the pinned verdict, normalize, toURI and fromURI', () => {
    const bad: string[] = [];
    let rejected = 0, kept = 0;
    for (const c of CORPUS) {
      if (c.base !== undefined) continue;
      for (const mode of MODES) {
        const got = strict(c.input, mode);
        if ('reject' in got) rejected++;
        else kept++;
        if (JSON.stringify(got) !== JSON.stringify(c[mode])) bad.push(`${JSON.stringify(c.input)} ${mode}:\n  pinned ${JSON.stringify(c[mode])}\n  ours   ${JSON.stringify(got)}`);
      }
    }
    console.log(`[security corpus] strict modes: ${rejected} rejections, ${kept} kept as written`);
    expect(bad).toEqual([]);
  });

  it('strict modes: decode once, and no normalization turns one reference into another', () => {
    const bad: string[] = [];
    let checked = 0;
    for (const c of CORPUS) {
      if (c.base !== undefined) continue;
      for (const mode of MODES) {
        const x = IRI.parse(c.input, undefined, { mode });
        if (x === null) continue;
        checked++;
        const n = x.normalize();
        if (n.normalize().href !== n.href) bad.push(`${c.input} ${mode}: normalize not idempotent: ${n.href} → ${n.normalize().href}`);
        if (IRI.parse(n.href, undefined, { mode }) === null) bad.push(`${c.input} ${mode}: normalize gives an invalid ${n.href}`);
        bad.push(...sameComponents(x, n, `${c.input} ${mode} normalize`, true));
        bad.push(...sameComponents(x, x.normalize({ pathSegments: false }), `${c.input} ${mode} normalize(pathSegments: false)`, false, true));
        const u = x.toURI();
        bad.push(...sameComponents(x, u, `${c.input} ${mode} toURI`, false));
        const back = IRI.fromURI(u.href);
        bad.push(...sameComponents(u, back, `${c.input} ${mode} fromURI(toURI)`, false));
        if (!back.equals(new IRI(x.href, undefined, { mode: 'rfc3987' }))) bad.push(`${c.input} ${mode}: fromURI(toURI(x)) is not equivalent to x: ${back.href}`);
      }
    }
    console.log(`[security corpus] the decode-once rule holds for ${checked} strict parses`);
    expect(bad).toEqual([]);
  });
});
