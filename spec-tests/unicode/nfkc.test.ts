// NormalizationTest.txt of the tables' Unicode version (15.1.0, or 17.0.0 in the unicode-17.0.0 project), NFKC and NFKD columns: c4 == toNFKC(c1..c5) and
// c5 == toNFKD(c1..c5) for every line (the normalize() 'nfkc' option), and part 1's rule for
// unlisted code points.
import { describe, expect, it } from 'vitest';
import { tableVersion } from '../support/unicode-tables';
import { readConformance, Tally } from '../support/tally';
import { nfkcString, nfkdString } from '../../lib/unicode/nfkc';

const str = (cps: number[]) => String.fromCodePoint(...cps);
const hex = (s: string) => [...s].map((c) => c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')).join(' ');

describe(`NormalizationTest.txt ${tableVersion} (NFKC, NFKD)`, () => {
  it('passes every line and the part 1 rule', () => {
    const tally = new Tally('NormalizationTest NFKC/NFKD');
    const text = readConformance(`unicode-${tableVersion}/ucd/NormalizationTest.txt`);
    const listed = new Uint8Array(0x110000);
    let part = '';
    let lineNo = 0;
    for (const raw of text.split('\n')) {
      lineNo++;
      if (raw.startsWith('@Part')) { part = raw.slice(1, 6); continue; }
      const line = raw.split('#')[0].trim();
      if (!line) continue;
      const c = line.split(';').slice(0, 5).map((f) => str(f.trim().split(' ').map((h) => parseInt(h, 16))));
      if (part === 'Part1') listed[c[0].codePointAt(0)!] = 1;
      const kc = c.every((x) => nfkcString(x) === c[3]);
      tally.check(`line ${lineNo} NFKC`, kc, `${hex(c[0])}: NFKC ${hex(nfkcString(c[0]))}, expected ${hex(c[3])}`);
      const kd = c.every((x) => nfkdString(x) === c[4]);
      tally.check(`line ${lineNo} NFKD`, kd, `${hex(c[0])}: NFKD ${hex(nfkdString(c[0]))}, expected ${hex(c[4])}`);
    }
    for (let block = 0; block < 0x110000; block += 0x1000) {
      const bad: string[] = [];
      for (let cp = block; cp < block + 0x1000; cp++) {
        if (listed[cp] || (cp >= 0xd800 && cp <= 0xdfff)) continue;
        const s = String.fromCodePoint(cp);
        if (nfkcString(s) !== s || nfkdString(s) !== s) bad.push(hex(s));
      }
      tally.check(`part 1 unlisted block ${block.toString(16)}`, bad.length === 0, bad.slice(0, 5).join(', '));
    }
    expect(tally.finish()).toEqual([]);
  });
});
