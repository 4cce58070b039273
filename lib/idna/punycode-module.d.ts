// Types for the punycode package's ES module file (it ships none); only RFC 3492 encode/decode.
declare module 'punycode/punycode.es6.js' {
  export function encode(input: string): string;
  export function decode(input: string): string;
}
