// Types for the punycode package's ES module file (it ships none): the oracle of spec-tests/uts46/punycode.test.ts.
declare module 'punycode/punycode.es6.js' {
  export function encode(input: string): string;
  export function decode(input: string): string;
}
