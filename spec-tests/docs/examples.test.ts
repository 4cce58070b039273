// Every example in README.md and docs/*.md runs (after `npm run build`), so a stale one fails:
// - a fenced `js` or `ts` block is run as an ES module against dist/ (`iri-url` and its subpaths
//   resolve to dist/*.mjs; a block that imports nothing from `iri-url` gets every export of the
//   main entry). A statement followed by `// → value` checks its result: `value` is a JavaScript
//   expression compared structurally (strict for primitives, prototypes ignored), or
//   `throws Name` (the error's name or code). `dts` blocks are declarations, not examples.
// - in a fenced `sh` block, a line `$ iri …` runs the built command (dist/cli.mjs) in bash, and
//   the lines up to the next `$ ` are its expected stdout; a line that is only `…` stands for any
//   number of lines.
import { describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(root, '.cache/doc-examples');
const pages = ['README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];

interface Block { page: string; line: number; lang: string; text: string }

/** The fenced blocks of a Markdown page, with the line each starts on. */
function fencedBlocks(page: string): Block[] {
  const lines = readFileSync(join(root, page), 'utf8').split('\n');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```([\w.-]*)/.exec(lines[i]);
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !lines[i].startsWith('```'); i++) body.push(lines[i]);
    blocks.push({ page, line: start + 1, lang: open[1], text: body.join('\n') });
  }
  return blocks;
}

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** dist/ file of a package specifier ('iri-url', 'iri-url/urlpattern', ...). */
function distOf(spec: string): string {
  const key = spec === 'iri-url' ? '.' : `.${spec.slice('iri-url'.length)}`;
  const entry = pkg.exports[key];
  if (entry === undefined) throw new Error(`not an export of the package: ${spec}`);
  const target = typeof entry === 'string' ? entry : entry.import?.default ?? entry.import;
  return pathToFileURL(join(root, target)).href;
}

/** The block as a module: imports mapped to dist/, `// →` lines turned into checks. */
function toModule(block: Block): string {
  let src = block.text;
  if (block.lang === 'ts') src = ts.transpileModule(src, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext } }).outputText;
  const out: string[] = [];
  src.split('\n').forEach((line, n) => {
    const where = JSON.stringify(`${block.page}:${block.line + 1 + n}`);
    // `// → value` alone on a line checks the statement on the line before it.
    const alone = /^\s*\/\/ → (.*)$/.exec(line);
    const m = alone ? /^(\s*)(.*?);?\s*$/.exec(out.pop() ?? '') : /^(\s*)(.*?);?\s*\/\/ → (.*)$/.exec(line);
    if (!m) { out.push(line); return; }
    const [indent, code, expected] = alone ? [m[1], m[2], alone[1]] : [m[1], m[2], m[3]];
    if (code.trim() === '') throw new Error(`${where}: "// →" with no statement before it`);
    const thrown = /^throws (\S+)/.exec(expected);
    const decl = /^(const|let|var)\s+([\w$]+)\s*=\s*([\s\S]*)$/.exec(code);
    if (thrown) out.push(`${indent}__throws(() => { ${code}; }, ${JSON.stringify(thrown[1])}, ${where});`);
    else if (decl) out.push(`${indent}${decl[1]} ${decl[2]} = ${decl[3]}; __check(${decl[2]}, (${expected}), ${where});`);
    else out.push(`${indent}__check((${code}), (${expected}), ${where});`);
  });
  const lines = out;
  src = lines.join('\n').replace(/from\s+'(iri-url(?:\/[\w.-]+)?)'/g, (_, spec: string) => `from ${JSON.stringify(distOf(spec))}`)
    .replace(/import\s+'(iri-url(?:\/[\w.-]+)?)'/g, (_, spec: string) => `import ${JSON.stringify(distOf(spec))}`);
  const prelude = [`import { __check, __throws } from ${JSON.stringify(pathToFileURL(join(root, 'spec-tests/docs/check.mjs')).href)};`];
  if (!/from\s+'iri-url'|from\s+"file:[^"]*\/dist\/index\.mjs"/.test(src)) {
    prelude.push(`import { URL, URLSearchParams, IRI, IRIError, idna, urn, domainToASCII, domainToUnicode, polyfill } from ${JSON.stringify(distOf('iri-url'))};`);
  }
  return `${prelude.join('\n')}\n${src}\n`;
}

const blocks = pages.flatMap(fencedBlocks);
const code = blocks.filter((b) => b.lang === 'js' || b.lang === 'ts');
const shell = blocks.filter((b) => b.lang === 'sh' && /^\$ iri /m.test(b.text));

describe('documentation examples run', () => {
  it('dist/ is built and the docs have examples', () => {
    expect(existsSync(join(root, 'dist/index.mjs')), 'run `npm run build` first').toBe(true);
    expect(code.length).toBeGreaterThan(10);
    expect(shell.length).toBeGreaterThan(5);
  });

  let checks = 0;
  for (const block of code) {
    it(`${block.page}:${block.line} (${block.lang})`, async () => {
      mkdirSync(outDir, { recursive: true });
      const file = join(outDir, `${block.page.replace(/\W/g, '_')}-${block.line}.mjs`);
      writeFileSync(file, toModule(block));
      await import(`${pathToFileURL(file).href}?t=${Date.now()}`);
      checks += (block.text.match(/\/\/ → /g) ?? []).length;
    });
  }

  for (const block of shell) {
    const steps: { cmd: string; out: string[]; line: number }[] = [];
    block.text.split('\n').forEach((l, n) => {
      if (l.startsWith('$ ')) steps.push({ cmd: l.slice(2), out: [], line: block.line + 1 + n });
      else if (steps.length > 0) steps[steps.length - 1].out.push(l);
    });
    for (const step of steps) {
      it(`${block.page}:${step.line} $ ${step.cmd.slice(0, 60)}`, () => {
        const script = `iri() { node ${JSON.stringify(join(root, 'dist/cli.mjs'))} "$@"; }\n${step.cmd}\n`;
        const r = spawnSync('bash', ['-c', script], { cwd: root, encoding: 'utf8', input: '', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '' } });
        expect(r.error).toBeUndefined();
        const actual = r.stdout.replace(/\n+$/, '').split('\n').map((l) => l.trimEnd());
        const expected = step.out.map((l) => l.trimEnd());
        while (expected.length > 0 && expected[expected.length - 1] === '') expected.pop();
        expect(matchLines(actual, expected), `${step.cmd}\n--- actual stdout ---\n${r.stdout}\n--- stderr ---\n${r.stderr}`).toBe(true);
      });
    }
  }

  it('counts', () => {
    console.log(`[docs] ${code.length} code blocks (${checks} checked results), ${shell.reduce((n, b) => n + (b.text.match(/^\$ iri /gm) ?? []).length, 0)} CLI commands, in ${pages.length} pages`);
  });
});

/** Lines equal, where an expected line `…` matches any run of lines. */
function matchLines(actual: string[], expected: string[]): boolean {
  const memo = new Map<string, boolean>();
  const go = (a: number, e: number): boolean => {
    const key = `${a},${e}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let r: boolean;
    if (e === expected.length) r = a === actual.length;
    else if (expected[e].trim() === '…') r = go(a, e + 1) || (a < actual.length && go(a + 1, e));
    else r = a < actual.length && actual[a] === expected[e] && go(a + 1, e + 1);
    memo.set(key, r);
    return r;
  };
  return go(0, 0);
}
