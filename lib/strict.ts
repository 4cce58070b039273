// The strict modes (rfc3986, rfc3987) as the IRI class uses them: parsing against a base
// (RFC 3986 §5), validation with every error and warning, and resolution to a string. (The RFC
// 6454 origin is in origin.ts.)

import type { Mode } from './core/mode';
import { IRIError, rfcIssue, throwingSink } from './core/errors';
import type { RfcIssue, RfcSink } from './core/errors';
import { IriRecord } from './core/record';
import { HostKind } from './host/host';
import { parseReference } from './parser/rfc-parse';
import { Components, recompose, transformReference } from './resolve';

/** The RFC 3986 §5.2.2 components of a strict record (null when undefined). */
export function componentsOf(r: IriRecord): Components {
  const h = r.href;
  return {
    scheme: r.schemeEnd >= 0 ? h.slice(0, r.schemeEnd) : null,
    authority: r.hostKind === HostKind.None ? null : h.slice(r.schemeEnd + 3, r.pathStart),
    path: r.path,
    query: r.query,
    fragment: r.fragment,
  };
}

function parseAbsolute(input: string, mode: Mode, sink: RfcSink, what: 'base' | 'input'): IriRecord {
  const r = parseReference(input, mode, sink);
  if (r.schemeEnd < 0) {
    sink(rfcIssue(what === 'base' ? 'base-not-absolute' : 'missing-scheme', 0, 'scheme'));
  }
  return r;
}

/** Thrown by the quiet sink: a plain object, so failing costs no stack trace. */
const FAILED = { failed: true };
const quietSink: RfcSink = (issue) => {
  if (issue.severity === 'error') throw FAILED;
};

/**
 * Parses `input` (an IRI, or a reference resolved against `base`) in a strict mode; throws
 * IRIError on the first error.
 */
export function strictParse(input: string, base: string | null, mode: Mode): IriRecord {
  return parseWith(input, base, mode, false) as IriRecord;
}

/** strictParse returning null instead of throwing (IRI.parse, IRI.canParse). */
export function strictParseOrNull(input: string, base: string | null, mode: Mode): IriRecord | null {
  try {
    return parseWith(input, base, mode, true);
  } catch (e) {
    if (e === FAILED) return null;
    throw e;
  }
}

function parseWith(input: string, base: string | null, mode: Mode, quiet: boolean): IriRecord | null {
  const sinkFor = (s: string) => (quiet ? quietSink : throwingSink(s));
  if (base === null) return parseAbsolute(input, mode, sinkFor(input), 'input');
  const b = parseAbsolute(base, mode, sinkFor(base), 'base');
  const ref = parseReference(input, mode, sinkFor(input));
  const resolved = recompose(transformReference(withoutFragment(componentsOf(b)), componentsOf(ref), !mode.nonStrictResolution));
  return parseReference(resolved, mode, sinkFor(resolved));
}

/** RFC 3986 §5.1: a base is used without its fragment. */
function withoutFragment(c: Components): Components {
  return { scheme: c.scheme, authority: c.authority, path: c.path, query: c.query, fragment: null };
}

/** Every error and warning of `input` (and of `base`, reported with index -1). */
export function strictValidate(input: string, base: string | null, mode: Mode): { issues: RfcIssue[]; href: string | null } {
  const issues: RfcIssue[] = [];
  const collect: RfcSink = (issue) => { issues.push(issue); };
  let b: IriRecord | null = null;
  if (base !== null) {
    const baseIssues: RfcIssue[] = [];
    b = parseReference(base, mode, (issue) => { baseIssues.push(issue); }, true);
    if (b.schemeEnd < 0) baseIssues.push(rfcIssue('base-not-absolute', 0, 'scheme'));
    for (let i = 0; i < baseIssues.length; i++) {
      const e = baseIssues[i];
      if (e.severity === 'error') issues.push(rfcIssue(e.code, -1, 'base', `base: ${e.message}`));
    }
  }
  const r = parseReference(input, mode, collect, true);
  if (base === null && r.schemeEnd < 0) collect(rfcIssue('missing-scheme', 0, 'scheme'));
  let failed = false;
  for (let i = 0; i < issues.length; i++) if (issues[i].severity === 'error') failed = true;
  if (failed) return { issues, href: null };
  if (b === null) return { issues, href: input };
  const resolved = recompose(transformReference(withoutFragment(componentsOf(b)), componentsOf(r), !mode.nonStrictResolution));
  return { issues, href: resolved };
}

/**
 * Bases IRI.resolve parsed recently, for one mode at a time (resolving many references against
 * a few bases is the common case). Bounded: emptied when it reaches BASE_CACHE_SIZE entries.
 */
const BASE_CACHE_SIZE = 64;
let baseCache: { [base: string]: Components } = Object.create(null);
let baseCacheCount = 0;
let baseCacheMode = '';
let lastBase = '';
let lastBaseComponents: Components | null = null;

let baseCacheModeObject: Mode | null = null;

function baseComponents(base: string, mode: Mode): Components {
  // A mode object with the same settings shares the cache (options make new objects).
  if (mode !== baseCacheModeObject && modeKey(mode) !== baseCacheMode) {
    baseCache = Object.create(null);
    baseCacheCount = 0;
    baseCacheMode = modeKey(mode);
    lastBaseComponents = null;
  }
  baseCacheModeObject = mode;
  if (lastBaseComponents !== null && lastBase === base) return lastBaseComponents;
  let bc = baseCache[base];
  if (bc === undefined) {
    bc = withoutFragment(componentsOf(parseAbsolute(base, mode, throwingSink(base), 'base')));
    if (baseCacheCount === BASE_CACHE_SIZE) {
      baseCache = Object.create(null);
      baseCacheCount = 0;
    }
    baseCache[base] = bc;
    baseCacheCount++;
  }
  lastBase = base;
  lastBaseComponents = bc;
  return bc;
}

/** A cache key prefix naming every setting of a mode that changes parsing. */
function modeKey(m: Mode): string {
  return m.name + '|' + m.idna + '|' + m.urn + '|' + (m.zoneId ? 1 : 0) + (m.allowBidiIsolates ? 1 : 0) + '|';
}

/** IRI.resolve: RFC 3986 §5.2 on two strings; throws IRIError when either is invalid. */
export function strictResolve(base: string, ref: string, mode: Mode): string {
  const bc = baseComponents(base, mode);
  const r = parseReference(ref, mode, throwingSink(ref));
  const result = recompose(transformReference(bc, componentsOf(r), !mode.nonStrictResolution));
  // A valid base and reference give a valid IRI, except that a "urn:" result must also be a URN.
  if (mode.urn !== 'none' && result.length > 3 && result.charCodeAt(3) === 0x3a && result.slice(0, 3).toLowerCase() === 'urn') {
    parseReference(result, mode, throwingSink(result));
  }
  return result;
}

/** Throws the IRIError of a strict-mode failure (used when a caller needs the error itself). */
export function strictError(input: string, issue: RfcIssue): IRIError {
  return new IRIError(issue.message, issue.code, issue.index, issue.component, input);
}
