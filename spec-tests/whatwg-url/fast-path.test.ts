// The quick path (lib/whatwg/fast-path.ts) must never change an answer: WPT urltestdata runs
// again with it turned off (every case through the full state machine), and on the benchmark
// corpora the quick path and the full machine give the same record for every line.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a script of the repository, with no types
import { typedCorpus } from '../../scripts/gen-typed-corpus.mjs';
import { afterAll, describe, expect, it } from 'vitest';
import { fastParse, setFastPathEnabled } from '../../lib/whatwg/fast-path';
import { parseURL } from '../../lib/whatwg/setters';
import { runSuite } from './run-urltestdata';
import { assertRecordInvariants } from '../support/invariants';
import type { IriRecord } from '../../lib/core/record';

describe('quick path', () => {
  afterAll(() => setFastPathEnabled(true));

  it('urltestdata.json with the quick path off', () => {
    setFastPathEnabled(false);
    expect(runSuite('wpt/urltestdata.json', './urltestdata.expected-failures.json', 'urltestdata.json (full machine only)')).toEqual([]);
    setFastPathEnabled(true);
  });

  it('agrees with the full machine on the corpora (and hands over to it without changing an answer)', () => {
    const mismatches: string[] = [];
    let fast = 0, total = 0;
    for (const f of ['ada-kasztp.txt', 'ada-node_files.txt', 'ada-isaacs_files.txt', 'iri.txt', 'typed']) {
      // "typed": the bench's corpus of URLs as people type them (scripts/gen-typed-corpus.mjs),
      // where the quick path repairs case and default ports.
      const lines = f === 'typed'
        ? typedCorpus(fileURLToPath(new URL('../../../shared/bench', import.meta.url)))
        : readFileSync(new URL(`../../../shared/bench/${f}`, import.meta.url), 'utf8').replace(/^\uFEFF/, '').split('\n');
      for (const line of lines) {
        if (line === '') continue;
        total++;
        setFastPathEnabled(true);
        const quick = fastParse(line);
        if (quick === null) {
          // The full machine, or the quick path's hand-over to it (parse.ts resume), against
          // the full machine alone.
          const withQuick = parseURL(line, null);
          setFastPathEnabled(false);
          const full = parseURL(line, null);
          setFastPathEnabled(true);
          if (JSON.stringify(full) !== JSON.stringify(withQuick)) mismatches.push(`${line}: ${JSON.stringify(withQuick)} vs ${JSON.stringify(full)}`);
          continue;
        }
        fast++;
        assertRecordInvariants(quick);
        setFastPathEnabled(false);
        const full = parseURL(line, null);
        setFastPathEnabled(true);
        if (full === null || JSON.stringify(full) !== JSON.stringify(quick)) mismatches.push(`${line}: ${JSON.stringify(quick)} vs ${JSON.stringify(full)}`);
      }
    }
    console.log(`[quick path] ${fast} of ${total} corpus lines take the quick path; mismatches: ${mismatches.length}`);
    expect(mismatches).toEqual([]);
  });
});
