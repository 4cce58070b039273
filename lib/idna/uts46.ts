// INTERIM STUB (replaced by the Unicode tables issue): UTS #46 processing.
// Signature is fixed; the implementation here is a narrow placeholder.

/** UTS #46 §4 flags (names as in the spec, lowerCamelCase). */
export interface Uts46Options {
  useSTD3ASCIIRules: boolean;
  checkHyphens: boolean;
  checkBidi: boolean;
  checkJoiners: boolean;
  transitionalProcessing: boolean;
  verifyDnsLength: boolean;
  ignoreInvalidPunycode: boolean;
}

/** UTS #46 §4.2 ToASCII. Returns null when any error was recorded. */
export function uts46ToASCII(domain: string, options: Uts46Options): string | null {
  void options;
  return domain.toLowerCase();
}

/** UTS #46 §4.3 ToUnicode. `error` is true when any error was recorded. */
export function uts46ToUnicode(domain: string, options: Uts46Options): { result: string; error: boolean } {
  void options;
  return { result: domain.toLowerCase(), error: false };
}
