// The Unicode 15.1.0 build option (IRI_URL_UNICODE=15.1.0, scripts/unicode-version.mjs), built as
// `npm run build` builds it: the <script> polyfill's rollup configuration from rollup.config.mjs,
// bundled in memory (dist/ is left alone) and run in a fresh realm. It must carry the 15.1.0
// tables (its licence banner and a host whose UTS #46 data changed in 16.0) and parse as usual.
// Runs in the unicode-15.1.0 project, where IRI_URL_UNICODE is set before the configuration loads.
import { describe, expect, it } from 'vitest';
import vm from 'node:vm';
import { rollup, type OutputOptions, type RollupOptions } from 'rollup';
import { tableVersion } from '../support/unicode-tables';

describe('the 15.1.0 build option', () => {
  it('builds dist/polyfill.js on the 15.1.0 tables', async () => {
    expect(tableVersion).toBe('15.1.0');
    expect(process.env.IRI_URL_UNICODE).toBe('15.1.0');
    // @ts-expect-error: the rollup configuration is JavaScript
    const configs = (await import('../../rollup.config.mjs')).default as RollupOptions[];
    const config = configs.find((c) => !Array.isArray(c.output) && (c.output as OutputOptions | undefined)?.file === 'dist/polyfill.js');
    if (config === undefined) throw new Error('rollup.config.mjs: no configuration for dist/polyfill.js');
    const bundle = await rollup({ ...config, onwarn: () => {} });
    const { output } = await bundle.generate(config.output as OutputOptions);
    await bundle.close();
    const code = output[0].code;
    expect(code).toContain('Unicode Character Database 15.1.0');
    const realm = vm.createContext({});
    vm.runInContext(code, realm);
    const check = vm.runInContext(`[
      new URL('http://B\\u00FCcher.example/a/../b?q#f').href,
      URL.canParse('http://\\u04C0.com/'),
      URL.canParse('http://a\\u180Eb.com/'),
    ]`, realm);
    // U+04C0 and U+180E are disallowed in 15.1.0 (mapped and ignored from 16.0 on: the 17.0.0
    // build gives xn--s5a.com and ab.com).
    expect(check).toEqual(['http://xn--bcher-kva.example/b?q#f', false, false]);
  });
});
