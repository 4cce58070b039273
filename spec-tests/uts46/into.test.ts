// UTS #46 ToASCII into a caller's buffer (lib/idna/uts46.ts uts46ToASCIIInto, as the URL parser's
// host state writes a host into the href's bytes): the same bytes as uts46ToASCII,
// by its quick path or by §4 Processing, -1 where that records an error, and -2, with nothing
// written past the end, where the buffer has no room.
import { describe, expect, it } from 'vitest';
import { uts46ToASCII, uts46ToASCIIInto, type Uts46Options } from '../../lib/idna/uts46';

const URL_FLAGS: Uts46Options = {
  useSTD3ASCIIRules: false, checkHyphens: false, checkBidi: true, checkJoiners: true,
  transitionalProcessing: false, verifyDnsLength: false, ignoreInvalidPunycode: false,
};

const NAMES = [
  'bücher.example', 'BÜCHER.example', 'faß.de', 'ﷺ.com', 'x\u00ad.y', 'a\u0308.b', 'שלום.ישראל', 'xn--nxasmq6b.com',
  '\u0661.a', 'a\u200dz.com', '日本語。ＪＰ', 'é'.repeat(60) + '.fr', 'xn--a.x', '-bad-.com', 'a..b', '',
];

describe('uts46ToASCIIInto', () => {
  it('writes what uts46ToASCII returns, at an offset, or -1 where it returns null', () => {
    for (const name of NAMES) {
      const want = uts46ToASCII(name, URL_FLAGS);
      const out = new Uint8Array(4096);
      const at = 7;
      const s = '<<<' + name + '>>>';
      const e = uts46ToASCIIInto(s, 3, 3 + name.length, out, at, URL_FLAGS);
      if (want === null) expect([name, e]).toEqual([name, -1]);
      else expect([name, String.fromCharCode(...out.subarray(at, e))]).toEqual([name, want]);
    }
  });

  it('gives -2 and writes nothing past the end when the buffer is one byte short', () => {
    for (const name of NAMES) {
      const want = uts46ToASCII(name, URL_FLAGS);
      if (want === null || want.length === 0) continue;
      const backing = new Uint8Array(want.length + 8);
      const out = backing.subarray(0, want.length - 1);
      expect([name, uts46ToASCIIInto(name, 0, name.length, out, 0, URL_FLAGS)]).toEqual([name, -2]);
      for (let j = want.length - 1; j < backing.length; j++) expect([name, j, backing[j]]).toEqual([name, j, 0]);
    }
  });
});
