// Every export documented, nothing documented that is not exported : the run-time
// and type exports of each entry point (lib/index.ts with its namespaces idna and urn,
// lib/nfkc.ts, lib/polyfill.ts, lib/polyfill-auto.ts, lib/urlpattern.ts, lib/urlpattern-polyfill.ts, lib/safety.ts,
// lib/react-native.ts, lib/react-native-auto.ts) against explicit lists, and each name against docs/api.md
// (lib/safety.ts against its reference page, docs/security.md; lib/react-native.ts, docs/react-native.md).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import * as index from '../../lib/index';
import * as nfkc from '../../lib/nfkc';
import * as polyfill from '../../lib/polyfill';
import * as polyfillAuto from '../../lib/polyfill-auto';
import * as urlpattern from '../../lib/urlpattern';
import * as urlpatternPolyfill from '../../lib/urlpattern-polyfill';
import * as safety from '../../lib/safety';
import * as reactNative from '../../lib/react-native';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const readme = readFileSync(join(root, 'docs/api.md'), 'utf8');
/** The code of a page: fenced blocks and inline code spans (where an export must be named). */
const codeOf = (md: string) => [...md.matchAll(/```[a-z]*\n([\s\S]*?)```|`([^`\n]+)`/g)].map((m) => m[1] ?? m[2]).join('\n');
const code = codeOf(readme);
/** Entries documented on their own reference page rather than in docs/api.md. */
const PAGES: { [entry: string]: string } = {
  'lib/safety.ts': codeOf(readFileSync(join(root, 'docs/security.md'), 'utf8')),
  'lib/react-native.ts': codeOf(readFileSync(join(root, 'docs/react-native.md'), 'utf8')),
};

/** Run-time exports, then type-only exports, of each entry point and namespace. */
const EXPECTED: { [entry: string]: { values: string[]; types: string[] } } = {
  'lib/index.ts': {
    values: ['IRI', 'IRIError', 'URL', 'URLSearchParams', 'domainToASCII', 'domainToUnicode', 'idna', 'polyfill', 'urn'],
    types: ['EqualsOptions', 'FromURIOptions', 'IRIMode', 'IRIOptions', 'IdnaPolicy', 'NormalizeOptions', 'PolyfillAction', 'PolyfillResult',
      'RfcErrorCode', 'RfcIssue', 'StrictOptions', 'ToURIOptions', 'URLSearchParamsInit', 'UrnPolicy', 'ValidationError', 'ValidationErrorCode',
      'ValidationResult'],
  },
  'idna': {
    values: ['classifyLabel', 'derivedProperty', 'toASCII', 'toUnicode', 'validate'],
    types: ['Idna2008Options', 'IdnaError', 'IdnaErrorCode', 'IdnaOptions', 'IdnaValidation', 'LabelClassification', 'LabelKind', 'Uts46Options'],
  },
  'urn': { values: ['equivalent', 'parse'], types: ['UrnOptions', 'UrnParts', 'UrnSyntax'] },
  'lib/nfkc.ts': { values: ['nfkc', 'nfkd'], types: [] },
  'lib/polyfill.ts': { values: ['conforms', 'polyfill'], types: ['PolyfillAction', 'PolyfillResult'] },
  'lib/polyfill-auto.ts': { values: ['conforms', 'polyfill', 'result'], types: ['PolyfillAction', 'PolyfillResult'] },
  'lib/urlpattern.ts': {
    values: ['URLPattern'],
    types: ['URLPatternComponent', 'URLPatternComponentResult', 'URLPatternInit', 'URLPatternInput', 'URLPatternOptions', 'URLPatternResult'],
  },
  'lib/urlpattern-polyfill.ts': { values: ['conforms', 'polyfill'], types: ['URLPatternPolyfillAction'] },
  'lib/safety.ts': {
    values: ['classifyHost', 'confusable', 'displayHost', 'isGloballyReachable', 'safeHref', 'skeleton'],
    types: ['AddressRange', 'DisplayHostOptions', 'DisplayHostResult', 'DisplayLabel', 'DisplayReason', 'HostClassification', 'SafeHrefOptions'],
  },
  'lib/react-native.ts': { values: ['URL', 'URLSearchParams', 'setupURLPolyfill'], types: [] },
  'lib/react-native-auto.ts': { values: [], types: [] },
};

const RUNTIME: { [entry: string]: object } = {
  'lib/index.ts': index, 'idna': index.idna, 'urn': index.urn, 'lib/nfkc.ts': nfkc, 'lib/polyfill.ts': polyfill, 'lib/polyfill-auto.ts': polyfillAuto,
  'lib/urlpattern.ts': urlpattern, 'lib/urlpattern-polyfill.ts': urlpatternPolyfill, 'lib/safety.ts': safety, 'lib/react-native.ts': reactNative,
  // (lib/react-native-auto.ts is not imported here: importing it installs; it exports nothing.)
  'lib/react-native-auto.ts': {},
};

/** Every export (values and types) of each entry and namespace, as the type checker sees them. */
function typeExports(): { [entry: string]: { values: string[]; types: string[] } } {
  const files = ['lib/index.ts', 'lib/nfkc.ts', 'lib/polyfill.ts', 'lib/polyfill-auto.ts', 'lib/urlpattern.ts', 'lib/urlpattern-polyfill.ts', 'lib/safety.ts',
    'lib/react-native.ts', 'lib/react-native-auto.ts'].map((f) => join(root, f));
  const program = ts.createProgram(files, { strict: true, noEmit: true, types: [], lib: ['lib.es2022.d.ts'], module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler });
  const checker = program.getTypeChecker();
  const out: { [entry: string]: { values: string[]; types: string[] } } = {};
  const split = (symbols: ts.Symbol[]) => {
    const values: string[] = [], types: string[] = [];
    for (const s of symbols) {
      const target = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
      if (target.flags & ts.SymbolFlags.Value) values.push(s.name);
      else types.push(s.name);
    }
    return { values: values.sort(), types: types.sort() };
  };
  for (const f of files) {
    const sym = checker.getSymbolAtLocation(program.getSourceFile(f)!)!;
    const exports = checker.getExportsOfModule(sym);
    const rel = f.slice(root.length + 1);
    out[rel] = split(exports);
    for (const ns of ['idna', 'urn']) {
      const e = exports.find((x) => x.name === ns);
      if (e) out[ns] = split(checker.getExportsOfModule(checker.getAliasedSymbol(e)));
    }
  }
  return out;
}

describe('exports of every entry point', () => {
  it('run-time exports are exactly the expected lists', () => {
    for (const entry of Object.keys(EXPECTED)) {
      expect(Object.keys(RUNTIME[entry]).sort(), entry).toEqual(EXPECTED[entry].values.slice().sort());
    }
  });

  it('type-level exports (values and types) are exactly the expected lists', () => {
    const got = typeExports();
    for (const entry of Object.keys(EXPECTED)) {
      expect(got[entry], entry).toEqual({ values: EXPECTED[entry].values.slice().sort(), types: EXPECTED[entry].types.slice().sort() });
    }
  });
});

describe('docs/api.md documents every export', () => {
  const qualified = (entry: string, name: string) => (entry === 'idna' || entry === 'urn' ? `${entry}.${name}` : name);

  it('names each export (namespace members as idna.x and urn.x) in code', () => {
    const missing: string[] = [];
    for (const entry of Object.keys(EXPECTED)) {
      for (const name of [...EXPECTED[entry].values, ...EXPECTED[entry].types]) {
        const q = qualified(entry, name);
        if (!new RegExp('(^|[^\\w.])' + q.replace(/\./g, '\\.') + '(?!\\w)').test(PAGES[entry] ?? code)) missing.push(`${entry}: ${q}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names no namespace member that is not exported', () => {
    const stray: string[] = [];
    for (const m of code.matchAll(/(?<![\w/.-])(idna|urn)\.([A-Za-z_][A-Za-z0-9_]*)/g)) {
      if (m[2] === 'ts') continue; // a file name (lib/api/idna.ts)
      const e = EXPECTED[m[1]];
      if (!e.values.includes(m[2]) && !e.types.includes(m[2])) stray.push(m[0]);
    }
    expect(stray).toEqual([]);
  });

  it('offers none of the names that were dropped from the surface as imports', () => {
    for (const name of ['parseUrn', 'urnEquivalent', 'checkUrn', 'RFC_ERRORS', 'removeDotSegments', 'idna2008Lookup', 'idna2008Register', 'uts46ToASCII', 'uts46ToUnicode']) {
      expect(new RegExp('\\b' + name + '\\b').test(code), name).toBe(false);
    }
  });
});
