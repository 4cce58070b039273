// Oracle for spec-tests/oracle/oracle.test.ts: lib/whatwg/states.ts as it was before lib/whatwg became one
// parser; imported by that test only, never by lib/. Not edited but to follow what it imports.

// URL §4.4 basic URL parser states (names as in the spec); None = no state override.

export const enum State {
  None = 0,
  SchemeStart,
  Scheme,
  NoScheme,
  SpecialRelativeOrAuthority,
  PathOrAuthority,
  Relative,
  RelativeSlash,
  SpecialAuthoritySlashes,
  SpecialAuthorityIgnoreSlashes,
  Authority,
  Host,
  Hostname,
  Port,
  File,
  FileSlash,
  FileHost,
  PathStart,
  Path,
  OpaquePath,
  Query,
  Fragment,
}
