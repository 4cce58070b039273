// RFC 3986 §5.4.1 and §5.4.2: every reference resolution example, read from
// ../shared/specs/rfc3986.txt, with its strict result and (for "http:g") the non-strict one.
// Used by spec-tests/rfc3986/resolution.test.ts and by the runtime matrix's ES module runner.
import { readFileSync } from 'node:fs';

/** The base URI of every example (RFC 3986 §5.4). */
export const BASE = 'http://a/b/c/d;p?q';

/** @returns {{ ref: string, strict: string, nonStrict: string }[]} */
export function examples() {
  const text = readFileSync(new URL('../../../shared/specs/rfc3986.txt', import.meta.url), 'utf8');
  const start = text.lastIndexOf('\n5.4.1.  Normal Examples'); // the heading, not the contents entry
  const section = text.slice(start, text.indexOf('\n6.  Normalization and Comparison', start));
  const out = [];
  const lines = section.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^\s+"([^"]*)"\s+=\s+"([^"]*)"(\s+; for strict parsers)?/.exec(lines[i]);
    if (!m) continue;
    let nonStrict = m[2];
    if (m[3]) {
      const next = /^\s+\/\s+"([^"]*)"\s+; for backward compatibility/.exec(lines[i + 1]);
      if (next) nonStrict = next[1];
    }
    out.push({ ref: m[1], strict: m[2], nonStrict });
  }
  return out;
}
