// The layering of lib/ (../shared/STYLE.md §2, docs/architecture.md): imports point downwards only.
//   entry points (lib/*.ts) → api/, urlpattern/ → whatwg/, rfc/ → encoding/, idna/ → unicode/ → core/
// urlpattern/ (the URL Pattern Standard) sits beside api/: it is built on whatwg/ and imports no api/.
// lib/tools/ sits beside the entry points and imports only the public entries (lib/index.ts,
// lib/safety.ts) or api/.
// whatwg/ and rfc/ do not import each other; core/ imports nothing of ours; nothing below api/
// imports api/ (the public barrels live there); generated tables import nothing.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const lib = resolve(dirname(fileURLToPath(import.meta.url)), '../../lib');
const RANK: Record<string, number> = { entry: 5, tools: 5, api: 4, urlpattern: 4, safety: 4, whatwg: 3, rfc: 3, encoding: 2, idna: 2, unicode: 1, core: 0 };

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

function layer(file: string): string {
  const rel = relative(lib, file).split('/');
  return rel.length === 1 ? 'entry' : rel[0];
}

describe('lib/ layering', () => {
  it('every import points downwards', () => {
    const bad: string[] = [];
    let edges = 0;
    for (const f of files(lib)) {
      const from = layer(f);
      expect(RANK[from], `${relative(lib, f)}: a folder outside the layering`).toBeDefined();
      const src = readFileSync(f, 'utf8');
      for (const m of src.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']*)'/g)) {
        const target = resolve(dirname(f), m[1]);
        if (!target.startsWith(lib)) { bad.push(`${relative(lib, f)} imports outside lib: ${m[1]}`); continue; }
        const to = layer(target + '.ts');
        edges++;
        const where = `${relative(lib, f)} → ${relative(lib, target)}`;
        if (f.includes('/generated/')) bad.push(`${where}: generated files import nothing`);
        // lib/tools/ (the iri command, the viewer) uses the library as a user would: the public
        // entry points lib/index.ts and lib/safety.ts, or api/; never the layers under it.
        if (from === 'tools' && to !== 'tools' && !(to === 'entry' && ['index', 'safety'].includes(relative(lib, target))) && to !== 'api') bad.push(`${where}: tools may import only ../index, ../safety or api/`);
        if (from === 'tools' && to === 'entry') continue;
        if (from === to) continue;
        if (RANK[to] >= RANK[from]) bad.push(`${where}: ${from} may not import ${to}`);
      }
    }
    console.log(`[layering] ${edges} imports checked`);
    expect(bad).toEqual([]);
  });
});
