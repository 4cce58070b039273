import { it } from 'vitest';
import { uts46ToASCIIWithErrors } from '../../lib/idna/uts46';
import { idnaStatus } from '../../lib/unicode/idna-mapping';
it('debug', () => {
  const o = { useSTD3ASCIIRules: true, checkHyphens: true, checkBidi: true, checkJoiners: true, transitionalProcessing: false, verifyDnsLength: true, ignoreInvalidPunycode: false };
  for (const s of ['≠.ᠿ', '\u0644\u0670\u200C\u06ED\u06EF']) { const e: any[] = []; console.log(s, uts46ToASCIIWithErrors(s, o, e), JSON.stringify(e)); }
  console.log([0x2260, 0x2231, 0x22F1, 0x3d, 0x338].map(c => c.toString(16) + ':' + idnaStatus(c)));
});
