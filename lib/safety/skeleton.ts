// UTS #39 §4 Confusable Detection: skeleton(X) and "X is confusable with Y" (skeleton(X) =
// skeleton(Y)), on the confusables.txt prototypes and the library's NFD.
import { appendPrototype, isDefaultIgnorable } from '../unicode/security';
import { nfd } from '../unicode/normalize';
import { fromCodePoints, toCodePoints } from '../unicode/code-points';

/**
 * UTS #39 §4 skeleton of a code point sequence: NFD; remove Default_Ignorable_Code_Point
 * characters; replace each character by its prototype; NFD again.
 */
export function skeletonOf(cps: number[]): number[] {
  const d = nfd(cps);
  const out: number[] = [];
  for (let i = 0; i < d.length; i++) {
    if (!isDefaultIgnorable(d[i])) appendPrototype(d[i], out);
  }
  return nfd(out);
}

/**
 * UTS #39 §4 skeleton(X): an intermediate form for comparing strings (like a hash code), not for
 * display. Two strings are confusable when their skeletons are equal. Lone surrogates stay as
 * they are.
 */
export function skeleton(s: string): string {
  const str = String(s);
  return fromCodePoints(skeletonOf(toCodePoints(str)));
}

/** UTS #39 §4: whether a and b are confusable (skeleton(a) === skeleton(b)). */
export function confusable(a: string, b: string): boolean {
  return skeleton(a) === skeleton(b);
}
