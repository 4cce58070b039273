// Runner for WPT url/resources/urltestdata.json-format files through URL and IRI:
// href and every component, failures, URL.canParse and URL.parse agreeing, origins, record
// invariants, and the href round trip.
import { IRI, URL } from '../../lib/index';
import { Tally, readConformanceJSON, readExpectedFailures } from '../support/tally';
import { assertInvariants, assertRecordInvariants, recordOf } from '../support/invariants';

interface Entry {
  input: string;
  base: string | null;
  failure?: boolean;
  relativeTo?: string;
  href?: string;
  origin?: string;
  protocol?: string;
  username?: string;
  password?: string;
  host?: string;
  hostname?: string;
  port?: string;
  pathname?: string;
  search?: string;
  searchParams?: string;
  hash?: string;
}

const COMPONENTS = ['href', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;

function key(e: Entry): string {
  return JSON.stringify([e.input, e.base]);
}

/** Checks one entry; returns '' when it passes, else what differed. */
function checkEntry(e: Entry): string {
  const base = e.base === null ? undefined : e.base;
  const canParse = base === undefined ? URL.canParse(e.input) : URL.canParse(e.input, base);
  const parsed = base === undefined ? URL.parse(e.input) : URL.parse(e.input, base);
  const iri = IRI.parse(e.input, base);
  if (e.failure) {
    let threw = false;
    try {
      base === undefined ? new URL(e.input) : new URL(e.input, base);
    } catch (err) {
      threw = err instanceof TypeError;
    }
    const problems: string[] = [];
    if (!threw) problems.push('constructor did not throw TypeError');
    if (canParse) problems.push('canParse true');
    if (parsed !== null) problems.push('URL.parse not null');
    if (iri !== null) problems.push('IRI.parse not null');
    return problems.join('; ');
  }
  let url: URL;
  try {
    url = base === undefined ? new URL(e.input) : new URL(e.input, base);
  } catch (err) {
    return `threw ${(err as Error).message}`;
  }
  const problems: string[] = [];
  for (const c of COMPONENTS) {
    if (e[c] !== undefined && url[c] !== e[c]) problems.push(`${c}: ${JSON.stringify(url[c])} != ${JSON.stringify(e[c])}`);
  }
  if (e.searchParams !== undefined && url.searchParams.toString() !== e.searchParams) {
    problems.push(`searchParams: ${url.searchParams.toString()} != ${e.searchParams}`);
  }
  if (!canParse) problems.push('canParse false');
  if (parsed === null || parsed.href !== url.href) problems.push('URL.parse disagrees');
  if (iri === null || iri.href !== url.href) problems.push('IRI disagrees');
  if (url.toString() !== url.href || url.toJSON() !== url.href) problems.push('toString/toJSON');
  try {
    assertRecordInvariants(recordOf(url));
    if (iri) assertInvariants(iri);
  } catch (err) {
    problems.push((err as Error).message);
  }
  const again = URL.parse(url.href);
  if (again === null || again.href !== url.href) problems.push(`href does not round-trip: ${again && again.href}`);
  return problems.join('; ');
}

export function runSuite(file: string, expectedFile: string, label = file) {
  const data = readConformanceJSON<(Entry | string)[]>(file);
  const tally = new Tally(label, readExpectedFailures(new globalThis.URL(expectedFile, import.meta.url).pathname));
  const origins = new Tally(`${label} (origin)`);
  for (const e of data) {
    if (typeof e === 'string') continue;
    const problem = checkEntry(e);
    tally.check(key(e), problem === '', problem);
    if (e.origin !== undefined && !e.failure) {
      const u = URL.parse(e.input, e.base === null ? undefined : e.base);
      const got = u ? u.origin : '(failure)';
      origins.check(key(e), got === e.origin, `origin ${got} != ${e.origin}`);
    }
  }
  return [...tally.finish(), ...origins.finish()];
}

