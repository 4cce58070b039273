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
  /** Not the spec's: where a path ends, the path states' "?" (query state) or "#" (fragment state). */
  QueryOrFragment,
}
