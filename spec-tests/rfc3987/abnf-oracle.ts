// Test-only transcription of the ABNF as regular expressions: RFC 3986 Appendix A
// (URI-reference, URI, relative-ref) and RFC 3987 §2.2 (IRI-reference, IRI, irelative-ref). An independent oracle for the
// strict parser; it knows nothing of the parser's code.

const unreserved = "[A-Za-z0-9\\-._~]";
const pctEncoded = '%[0-9A-Fa-f]{2}';
const subDelims = "[!$&'()*+,;=]";
const decOctet = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])';
const IPv4address = `${decOctet}\\.${decOctet}\\.${decOctet}\\.${decOctet}`;
const h16 = '[0-9A-Fa-f]{1,4}';
const ls32 = `(?:${h16}:${h16}|${IPv4address})`;
const IPv6address = '(?:' + [
  `(?:${h16}:){6}${ls32}`,
  `::(?:${h16}:){5}${ls32}`,
  `(?:${h16})?::(?:${h16}:){4}${ls32}`,
  `(?:(?:${h16}:){0,1}${h16})?::(?:${h16}:){3}${ls32}`,
  `(?:(?:${h16}:){0,2}${h16})?::(?:${h16}:){2}${ls32}`,
  `(?:(?:${h16}:){0,3}${h16})?::${h16}:${ls32}`,
  `(?:(?:${h16}:){0,4}${h16})?::${ls32}`,
  `(?:(?:${h16}:){0,5}${h16})?::${h16}`,
  `(?:(?:${h16}:){0,6}${h16})?::`,
].join('|') + ')';
const IPvFuture = `[vV][0-9A-Fa-f]+\\.(?:${unreserved}|${subDelims}|:)+`;
const IPLiteral = `\\[(?:${IPv6address}|${IPvFuture})\\]`;
const scheme = '[A-Za-z][A-Za-z0-9+\\-.]*';
const port = '[0-9]*';

const ucschar = '[\\u{A0}-\\u{D7FF}\\u{F900}-\\u{FDCF}\\u{FDF0}-\\u{FFEF}\\u{10000}-\\u{1FFFD}\\u{20000}-\\u{2FFFD}\\u{30000}-\\u{3FFFD}' +
  '\\u{40000}-\\u{4FFFD}\\u{50000}-\\u{5FFFD}\\u{60000}-\\u{6FFFD}\\u{70000}-\\u{7FFFD}\\u{80000}-\\u{8FFFD}\\u{90000}-\\u{9FFFD}' +
  '\\u{A0000}-\\u{AFFFD}\\u{B0000}-\\u{BFFFD}\\u{C0000}-\\u{CFFFD}\\u{D0000}-\\u{DFFFD}\\u{E1000}-\\u{EFFFD}]';
const iprivate = '[\\u{E000}-\\u{F8FF}\\u{F0000}-\\u{FFFFD}\\u{100000}-\\u{10FFFD}]';

function grammar(iri: boolean): { reference: RegExp; absolute: RegExp; relative: RegExp } {
  const unres = iri ? `(?:${unreserved}|${ucschar})` : unreserved;
  const pchar = `(?:${unres}|${pctEncoded}|${subDelims}|[:@])`;
  const segment = `${pchar}*`;
  const segmentNz = `${pchar}+`;
  const segmentNzNc = `(?:${unres}|${pctEncoded}|${subDelims}|@)+`;
  const pathAbempty = `(?:/${segment})*`;
  const pathAbsolute = `/(?:${segmentNz}(?:/${segment})*)?`;
  const pathNoscheme = `${segmentNzNc}(?:/${segment})*`;
  const pathRootless = `${segmentNz}(?:/${segment})*`;
  const userinfo = `(?:${unres}|${pctEncoded}|${subDelims}|:)*`;
  const regName = `(?:${unres}|${pctEncoded}|${subDelims})*`;
  const host = `(?:${IPLiteral}|${IPv4address}|${regName})`;
  const authority = `(?:${userinfo}@)?${host}(?::${port})?`;
  const query = iri ? `(?:${pchar}|${iprivate}|[/?])*` : `(?:${pchar}|[/?])*`;
  const fragment = `(?:${pchar}|[/?])*`;
  const hierPart = `(?://${authority}${pathAbempty}|${pathAbsolute}|${pathRootless}|)`;
  const relativePart = `(?://${authority}${pathAbempty}|${pathAbsolute}|${pathNoscheme}|)`;
  const absolute = `${scheme}:${hierPart}(?:\\?${query})?(?:#${fragment})?`;
  const relative = `${relativePart}(?:\\?${query})?(?:#${fragment})?`;
  return {
    reference: new RegExp(`^(?:${absolute}|${relative})$`, 'u'),
    absolute: new RegExp(`^${absolute}$`, 'u'),
    // RFC 3986 §4.2 relative-ref (RFC 3987 irelative-ref)
    relative: new RegExp(`^${relative}$`, 'u'),
  };
}

export const RFC3986_GRAMMAR = grammar(false);
export const RFC3987_GRAMMAR = grammar(true);
