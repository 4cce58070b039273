// Tree shaking of the built package (run after `npm run build`) by esbuild, the other common
// bundler beside rollup: each app of scripts/size.mjs (one export of 'iri-url', or one entry
// point) bundled and minified by esbuild must stay within its esbuild budget and within 10% of
// the rollup budget of the same app. esbuild keeps every top-level statement that may have a
// side effect, and all it reaches, in a module a bundle imports from: one such statement on a
// class's prototype brings that class, and everything it uses, into every bundle.
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { apps, bundleAppEsbuild, BUDGETS, ESBUILD_BUDGETS } from '../../scripts/size.mjs';

const dist = fileURLToPath(new URL('../../dist/index.mjs', import.meta.url));

describe('esbuild tree-shakes every entry of dist/', () => {
  it('each app within its esbuild budget and within 10% of its rollup budget', async () => {
    if (!existsSync(dist)) throw new Error(`${dist} is missing: run \`npm run build\` first`);
    const problems: string[] = [];
    const all = apps() as Record<string, string>;
    for (const [name, source] of Object.entries(all)) {
      const { min } = await bundleAppEsbuild(source);
      const size = gzipSync(Buffer.from(min), { level: 9 }).length;
      const rollupBudget = (BUDGETS as Record<string, number>)[name];
      const budget = (ESBUILD_BUDGETS as Record<string, number>)[name];
      if (size > budget) problems.push(`${name}: ${size} B gzip, over its esbuild budget ${budget}`);
      if (size > rollupBudget * 1.1) problems.push(`${name}: ${size} B gzip with esbuild, rollup's budget is ${rollupBudget}`);
    }
    expect(Object.keys(all).length).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });
});
