// UTS #39 §5.1 mixed-script detection (augmented script sets, resolved script set, cover) and
// §5.2 restriction-level detection, on Identifier_Status and Script_Extensions (Unicode 17.0.0).
import { allowedScriptExtensions, allowedScriptSetIndex, scriptSet, securityScriptNames } from '../unicode/security';

/** UTS #39 §5.2 restriction levels, from the strictest. */
export const enum RestrictionLevel {
  ASCIIOnly = 1, SingleScript = 2, HighlyRestrictive = 3, ModeratelyRestrictive = 4, MinimallyRestrictive = 5, Unrestricted = 6,
}

/** Script numbers: the indices of securityScriptNames(), then the three §5.1 writing systems. */
interface ScriptIds {
  count: number;
  latin: number; greek: number; cyrillic: number; common: number; inherited: number;
  han: number; hiragana: number; katakana: number; bopomofo: number; hangul: number;
  hanb: number; jpan: number; kore: number;
  byName: { [name: string]: number };
}

let ids: ScriptIds | null = null;

export function scriptIds(): ScriptIds {
  if (ids) return ids;
  const names = securityScriptNames();
  const byName: { [name: string]: number } = {};
  for (let i = 0; i < names.length; i++) byName[names[i]] = i;
  const n = names.length;
  return (ids = {
    count: n + 3, byName,
    latin: byName.Latin, greek: byName.Greek, cyrillic: byName.Cyrillic, common: byName.Common, inherited: byName.Inherited,
    han: byName.Han, hiragana: byName.Hiragana, katakana: byName.Katakana, bopomofo: byName.Bopomofo, hangul: byName.Hangul,
    hanb: n, jpan: n + 1, kore: n + 2,
  });
}

/**
 * UTS #39 §5.1 augmented script set of an allowed code point: its Script_Extensions plus Hanb,
 * Jpan, Kore for Han, Jpan for Hiragana and Katakana, Kore for Hangul, Hanb for Bopomofo; null
 * for ALL (Script_Extensions {Common} or {Inherited}). undefined for a Restricted code point.
 */
export function augmentedScripts(cp: number): readonly number[] | null | undefined {
  const index = allowedScriptSetIndex(cp);
  if (index < 0) return undefined;
  const cached = augmented[index];
  if (cached !== undefined) return cached;
  return (augmented[index] = augment(scriptSet(index)));
}

/** augmentedScripts per Script_Extensions set index. */
const augmented: Array<readonly number[] | null> = [];

function augment(scx: readonly number[]): readonly number[] | null {
  const s = scriptIds();
  if (scx.length === 1 && (scx[0] === s.common || scx[0] === s.inherited)) return null;
  let out: number[] | null = null;
  for (let i = 0; i < scx.length; i++) {
    const x = scx[i];
    const extra = x === s.han ? [s.hanb, s.jpan, s.kore] : x === s.hiragana || x === s.katakana ? [s.jpan] : x === s.hangul ? [s.kore] : x === s.bopomofo ? [s.hanb] : null;
    if (extra) {
      if (!out) out = scx.slice();
      for (let k = 0; k < extra.length; k++) if (out.indexOf(extra[k]) < 0) out.push(extra[k]);
    }
  }
  return out || scx;
}

function intersect(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < a.length; i++) if (b.indexOf(a[i]) >= 0) out.push(a[i]);
  return out;
}

/** Whether every set of the SOSS contains script x. */
function allContain(soss: ReadonlyArray<readonly number[]>, x: number): boolean {
  for (let i = 0; i < soss.length; i++) if (soss[i].indexOf(x) < 0) return false;
  return true;
}

/**
 * UTS #39 §5.2 restriction level of a code point sequence (the logical process under "These
 * levels can be detected..."), with Identifier_Status=Allowed as the Identifier Profile.
 */
export function restrictionLevel(cps: readonly number[]): RestrictionLevel {
  let ascii = true;
  const soss: Array<readonly number[]> = [];
  for (let i = 0; i < cps.length; i++) {
    const cp = cps[i];
    if (cp >= 0x80) ascii = false;
    const set = augmentedScripts(cp);
    if (set === undefined) return RestrictionLevel.Unrestricted; // outside the Identifier Profile
    if (set !== null) soss.push(set);
  }
  if (ascii) return RestrictionLevel.ASCIIOnly;
  if (soss.length === 0) return RestrictionLevel.SingleScript;
  let all: readonly number[] = soss[0];
  for (let i = 1; i < soss.length && all.length; i++) all = intersect(all, soss[i]);
  if (all.length) return RestrictionLevel.SingleScript;
  const s = scriptIds();
  const rest = soss.filter((set) => set.indexOf(s.latin) < 0); // remove the entries that contain Latin
  if (allContain(rest, s.kore) || allContain(rest, s.hanb) || allContain(rest, s.jpan)) return RestrictionLevel.HighlyRestrictive;
  let common: readonly number[] = rest[0];
  for (let i = 1; i < rest.length && common.length; i++) common = intersect(common, rest[i]);
  for (let i = 0; i < common.length; i++) {
    if (common[i] !== s.cyrillic && common[i] !== s.greek) return RestrictionLevel.ModeratelyRestrictive;
  }
  return RestrictionLevel.MinimallyRestrictive;
}

/** The resolved script set (§5.1) of a code point sequence of allowed code points; null for ALL. */
export function resolvedScripts(cps: readonly number[]): readonly number[] | null {
  let all: readonly number[] | null = null;
  for (let i = 0; i < cps.length; i++) {
    const set = augmentedScripts(cps[i]);
    if (!set) continue;
    all = all === null ? set : intersect(all, set);
  }
  return all;
}

/** Whether cp's Script_Extensions contain one of the scripts given (false for Restricted). */
export function hasScript(cp: number, scripts: readonly number[]): boolean {
  const scx = allowedScriptExtensions(cp);
  if (!scx) return false;
  for (let i = 0; i < scx.length; i++) if (scripts.indexOf(scx[i]) >= 0) return true;
  return false;
}
