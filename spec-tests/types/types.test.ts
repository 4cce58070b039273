// Type tests (issue 11.2): ./api.ts, a consumer of 'iri-url', 'iri-url/nfkc' and
// 'iri-url/polyfill', must compile without error (every `@ts-expect-error` in it must be used)
// against the sources in lib/ and, after `npm run build`, against the declarations in dist/.
// Module resolution is pinned with `paths`, so these tests cover the signatures only; the
// exports map is spec-tests/runtimes/dist.test.ts's business.
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function typeErrors(fixture: string, entries: { [specifier: string]: string }, lib: string[]): string[] {
  const paths: ts.MapLike<string[]> = {};
  for (const k of Object.keys(entries)) paths[k] = [join(root, entries[k])];
  const program = ts.createProgram([join(root, 'spec-tests/types', fixture)], {
    strict: true, noEmit: true, types: [], lib, target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, paths, skipLibCheck: false,
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file && d.start !== undefined ? `${d.file.fileName.slice(root.length + 1)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1}: ` : '';
    return where + ts.flattenDiagnosticMessageText(d.messageText, '\n');
  });
}

const SOURCES = {
  'iri-url': 'lib/index.ts', 'iri-url/nfkc': 'lib/nfkc.ts', 'iri-url/polyfill': 'lib/polyfill-auto.ts',
  'iri-url/urlpattern': 'lib/urlpattern.ts', 'iri-url/urlpattern-polyfill': 'lib/urlpattern-polyfill.ts', 'iri-url/safety': 'lib/safety.ts',
};
const DIST = {
  'iri-url': 'dist/index.d.ts', 'iri-url/nfkc': 'dist/nfkc.d.ts', 'iri-url/polyfill': 'dist/polyfill.d.ts',
  'iri-url/urlpattern': 'dist/urlpattern.d.ts', 'iri-url/urlpattern-polyfill': 'dist/urlpattern-polyfill.d.ts', 'iri-url/safety': 'dist/safety.d.ts',
};
const ES = ['lib.es2022.d.ts'];
const DOM = ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'];

describe('public signatures (spec-tests/types/api.ts)', () => {
  it('against the sources', () => {
    expect(typeErrors('api.ts', SOURCES, ES)).toEqual([]);
  });
  it('against the sources, with the DOM library loaded (drop-in for its URL)', () => {
    expect(typeErrors('api.ts', SOURCES, DOM)).toEqual([]);
    expect(typeErrors('dom.ts', SOURCES, DOM)).toEqual([]);
  });
  it('URLPattern (spec-tests/types/urlpattern.ts) against the sources, with and without the DOM library', () => {
    expect(typeErrors('urlpattern.ts', SOURCES, ES)).toEqual([]);
    expect(typeErrors('urlpattern.ts', SOURCES, DOM)).toEqual([]);
  });
  it('URLPattern against the built declarations (dist/)', () => {
    if (!existsSync(join(root, 'dist/urlpattern.d.ts'))) throw new Error('dist/urlpattern.d.ts is missing: run `npm run build` first');
    expect(typeErrors('urlpattern.ts', DIST, ES)).toEqual([]);
  });
  it('iri-url/safety (spec-tests/types/safety.ts) against the sources and the built declarations', () => {
    expect(typeErrors('safety.ts', SOURCES, DOM)).toEqual([]);
    if (!existsSync(join(root, 'dist/safety.d.ts'))) throw new Error('dist/safety.d.ts is missing: run `npm run build` first');
    expect(typeErrors('safety.ts', DIST, DOM)).toEqual([]);
  });
  it('against the built declarations (dist/)', () => {
    if (!existsSync(join(root, 'dist/index.d.ts'))) throw new Error('dist/index.d.ts is missing: run `npm run build` first');
    expect(typeErrors('api.ts', DIST, ES)).toEqual([]);
    expect(typeErrors('dom.ts', DIST, DOM)).toEqual([]);
  });
});
