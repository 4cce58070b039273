// The Unicode Character Database facts the generators need, as per-code-point arrays, plus a
// small reference normalizer (UAX #15) used at generation time only (RFC 5892 category B needs NFKC).
import { readSource, parseRanges } from './gen-unicode-sources.mjs';

export const MAX = 0x110000;
const S_BASE = 0xac00, L_BASE = 0x1100, V_BASE = 0x1161, T_BASE = 0x11a7;
const L_COUNT = 19, V_COUNT = 21, T_COUNT = 28, N_COUNT = V_COUNT * T_COUNT, S_COUNT = L_COUNT * N_COUNT;

export async function loadUcd() {
  const ccc = new Uint8Array(MAX);
  /** cp -> { compat: boolean, cps: number[] } (one level, as in UnicodeData.txt field 5). */
  const decomposition = new Map();
  parseRanges(await readSource('UnicodeData.txt'), (cp, _last, f) => {
    ccc[cp] = parseInt(f[2], 10);
    if (f[4]) {
      const compat = f[4].startsWith('<');
      const cps = f[4].replace(/^<[^>]*>\s*/, '').split(' ').map((h) => parseInt(h, 16));
      decomposition.set(cp, { compat, cps });
    }
  });

  const fullCompositionExclusion = new Uint8Array(MAX);
  const nfcQuickCheck = new Uint8Array(MAX); // 0 Yes, 1 No, 2 Maybe
  const nfdQuickCheck = new Uint8Array(MAX);
  const nfkcQuickCheck = new Uint8Array(MAX); // 0 Yes, 1 No, 2 Maybe
  parseRanges(await readSource('DerivedNormalizationProps.txt'), (a, b, f) => {
    for (let cp = a; cp <= b; cp++) {
      if (f[0] === 'Full_Composition_Exclusion') fullCompositionExclusion[cp] = 1;
      else if (f[0] === 'NFC_QC') nfcQuickCheck[cp] = f[1] === 'N' ? 1 : 2;
      else if (f[0] === 'NFD_QC') nfdQuickCheck[cp] = 1;
      else if (f[0] === 'NFKC_QC') nfkcQuickCheck[cp] = f[1] === 'N' ? 1 : 2;
    }
  });

  /** Full case folding (statuses C and F). */
  const caseFolding = new Map();
  parseRanges(await readSource('CaseFolding.txt'), (cp, _b, f) => {
    if (f[0] === 'C' || f[0] === 'F') caseFolding.set(cp, f[1].split(' ').map((h) => parseInt(h, 16)));
  });

  const hangulSyllableType = new Array(MAX).fill('NA');
  parseRanges(await readSource('HangulSyllableType.txt'), (a, b, f) => {
    for (let cp = a; cp <= b; cp++) hangulSyllableType[cp] = f[0];
  });

  // Canonical composition pairs: primary composites (two-code-point canonical decompositions that
  // are not Full_Composition_Exclusion).
  const composition = new Map();
  for (const [cp, d] of decomposition) {
    if (!d.compat && d.cps.length === 2 && !fullCompositionExclusion[cp]) composition.set(d.cps[0] * MAX + d.cps[1], cp);
  }

  function decompose(cps, compat) {
    const out = [];
    const push = (cp) => {
      if (cp >= S_BASE && cp < S_BASE + S_COUNT) {
        const s = cp - S_BASE;
        out.push(L_BASE + Math.floor(s / N_COUNT), V_BASE + Math.floor((s % N_COUNT) / T_COUNT));
        if (s % T_COUNT) out.push(T_BASE + (s % T_COUNT));
        return;
      }
      const d = decomposition.get(cp);
      if (d && (compat || !d.compat)) for (const c of d.cps) push(c);
      else out.push(cp);
    };
    for (const cp of cps) push(cp);
    // Canonical ordering (a stable sort of each run of non-starters).
    for (let i = 0; i < out.length; i++) {
      if (ccc[out[i]] === 0) continue;
      let j = i;
      while (j < out.length && ccc[out[j]] !== 0) j++;
      const run = out.slice(i, j).map((cp, k) => [cp, k]).sort((x, y) => ccc[x[0]] - ccc[y[0]] || x[1] - y[1]);
      for (let k = i; k < j; k++) out[k] = run[k - i][0];
      i = j;
    }
    return out;
  }

  function composePair(a, b) {
    if (a >= L_BASE && a < L_BASE + L_COUNT && b >= V_BASE && b < V_BASE + V_COUNT) {
      return S_BASE + ((a - L_BASE) * V_COUNT + (b - V_BASE)) * T_COUNT;
    }
    if (a >= S_BASE && a < S_BASE + S_COUNT && (a - S_BASE) % T_COUNT === 0 && b > T_BASE && b < T_BASE + T_COUNT) {
      return a + (b - T_BASE);
    }
    return composition.get(a * MAX + b);
  }

  function compose(cps) {
    const out = [];
    let starter = -1;
    let lastClass = -1;
    for (const cp of cps) {
      const cc = ccc[cp];
      if (starter >= 0 && (lastClass === -1 || (lastClass !== 0 && lastClass < cc))) {
        const c = composePair(out[starter], cp);
        if (c !== undefined) {
          out[starter] = c;
          continue;
        }
      }
      if (cc === 0) {
        starter = out.length;
        lastClass = -1;
      } else lastClass = cc;
      out.push(cp);
    }
    return out;
  }

  const nfkc = (cps) => compose(decompose(cps, true));
  const caseFold = (cps) => cps.flatMap((cp) => caseFolding.get(cp) ?? [cp]);

  return {
    ccc, decomposition, fullCompositionExclusion, nfcQuickCheck, nfdQuickCheck, nfkcQuickCheck, caseFolding, hangulSyllableType,
    composition, nfkc, caseFold, nfc: (cps) => compose(decompose(cps, false)), nfd: (cps) => decompose(cps, false),
  };
}
