// lib/tools/ is compiled with its own settings (lib/tools/tsconfig.json: Node and DOM types, ES2020),
// outside the library's ES5 program (tsconfig.json excludes it): `npm test`'s tsc does not see it,
// so this test type-checks it.
import { describe, expect, it } from 'vitest';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('lib/tools types', () => {
  it('lib/tools/tsconfig.json compiles without a diagnostic', () => {
    const file = join(root, 'lib/tools/tsconfig.json');
    const config = ts.getParsedCommandLineOfConfigFile(file, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(String(d.messageText)); } });
    if (!config) throw new Error('lib/tools/tsconfig.json does not parse');
    const program = ts.createProgram(config.fileNames, { ...config.options, noEmit: true });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => `${d.file ? d.file.fileName : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(config.fileNames.filter((f) => f.includes('/lib/tools/')).length).toBeGreaterThanOrEqual(6);
    expect(diagnostics).toEqual([]);
  });
});
