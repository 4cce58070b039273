// Types for the CommonJS build of the punycode package (it ships none); only RFC 3492 encode/decode.
declare module 'punycode/punycode.js' {
  const punycode: {
    encode(input: string): string;
    decode(input: string): string;
  };
  export default punycode;
}
