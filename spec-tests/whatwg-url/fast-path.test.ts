// The quick path (lib/whatwg/fast-path.ts) must never change an answer: WPT urltestdata runs
// again with it turned off (every case through the full state machine), and on the benchmark
// corpora the quick path and the full machine give the same record for every line.
import { readFileSync } from 'node:fs';
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

  it('agrees with the full machine on the corpora', () => {
    const mismatches: string[] = [];
    let fast = 0, total = 0;
    for (const f of ['ada-kasztp.txt', 'ada-node_files.txt', 'ada-isaacs_files.txt', 'iri.txt']) {
      const lines = readFileSync(new URL(`../../../shared/bench/${f}`, import.meta.url), 'utf8').replace(/^\uFEFF/, '').split('\n');
      for (const line of lines) {
        if (line === '') continue;
        total++;
        setFastPathEnabled(true);
        const quick = fastParse(line);
        if (quick === null) continue;
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
