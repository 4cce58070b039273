// NormalizationTest.txt of the tables' Unicode version (15.1.0, or 17.0.0 in the unicode-17.0.0 project): the NFC and NFD invariants of every line (parts 0-3), and
// part 1's rule that every code point not listed there is unchanged by NFC and NFD.
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { tableVersion } from '../support/unicode-tables';
import { readConformance, readExpectedFailures, Tally } from '../support/tally';
import { nfc, nfd } from '../../lib/unicode/normalize';

const expectedFile = fileURLToPath(new URL('./normalization.expected-failures.json', import.meta.url));
const hex = (cps: number[]) => cps.map((c) => c.toString(16).toUpperCase().padStart(4, '0')).join(' ');
const same = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

describe(`NormalizationTest.txt ${tableVersion} (NFC, NFD)`, () => {
  it('passes every line and the part 1 rule for unlisted code points', () => {
    const tally = new Tally('NormalizationTest NFC/NFD', readExpectedFailures(expectedFile));
    const text = readConformance(`unicode-${tableVersion}/ucd/NormalizationTest.txt`);
    const listedInPart1 = new Uint8Array(0x110000);
    let part = '';
    let lineNo = 0;
    let lines = 0;
    for (const raw of text.split('\n')) {
      lineNo++;
      if (raw.startsWith('@Part')) {
        part = raw.slice(1, 6);
        continue;
      }
      const line = raw.split('#')[0].trim();
      if (!line) continue;
      lines++;
      const c = line.split(';').slice(0, 5).map((f) => f.trim().split(' ').map((h) => parseInt(h, 16)));
      if (part === 'Part1') listedInPart1[c[0][0]] = 1;
      // NFC: c2 == toNFC(c1) == toNFC(c2) == toNFC(c3); c4 == toNFC(c4) == toNFC(c5)
      const nfcOk = [0, 1, 2].every((i) => same(nfc(c[i]), c[1])) && [3, 4].every((i) => same(nfc(c[i]), c[3]));
      tally.check(`line ${lineNo} NFC`, nfcOk, `${hex(c[0])}: NFC ${hex(nfc(c[0]))}, expected ${hex(c[1])}`);
      // NFD: c3 == toNFD(c1) == toNFD(c2) == toNFD(c3); c5 == toNFD(c4) == toNFD(c5)
      const nfdOk = [0, 1, 2].every((i) => same(nfd(c[i]), c[2])) && [3, 4].every((i) => same(nfd(c[i]), c[4]));
      tally.check(`line ${lineNo} NFD`, nfdOk, `${hex(c[0])}: NFD ${hex(nfd(c[0]))}, expected ${hex(c[2])}`);
    }
    expect(lines).toBeGreaterThan(19000);
    // Part 1 rule: X == toNFC(X) == toNFD(X) for code points not listed (one case per 4096 block).
    for (let block = 0; block < 0x110000; block += 0x1000) {
      const bad: string[] = [];
      for (let cp = block; cp < block + 0x1000; cp++) {
        if (listedInPart1[cp] || (cp >= 0xd800 && cp <= 0xdfff)) continue;
        if (!same(nfc([cp]), [cp]) || !same(nfd([cp]), [cp])) bad.push(hex([cp]));
      }
      tally.check(`part 1 unlisted ${hex([block])}..${hex([block + 0xfff])}`, bad.length === 0, `changed: ${bad.slice(0, 10).join(', ')}`);
    }
    expect(tally.finish()).toEqual([]);
  });
});
