// The one internal representation shared by every mode: the serialized href plus the offsets
// of its components (URL §4.5 URL serializer layout). Getters only slice. The design follows
// ada's url_aggregator / url_components (one buffer plus offsets, an omitted sentinel, the offset
// diagram below); the code is our own.
//
//   https://user:pass@example.com:8080/a/b?q=1#frag
//        ^          ^ ^          ^    ^    ^   ^
//   schemeEnd  usernameEnd hostStart hostEnd pathStart queryStart fragmentStart
//
// - schemeEnd: index of the ":" after the scheme.
// - With a host (hostKind !== None) the authority starts at schemeEnd + 3 ("://").
//   username = [schemeEnd + 3, usernameEnd); password, when present, follows a ":" at
//   usernameEnd and ends at hostStart - 1, where an "@" is; without credentials
//   usernameEnd = hostStart = schemeEnd + 3.
// - host = [hostStart, hostEnd); a port, when port !== -1, follows a ":" at hostEnd.
// - Without a host: usernameEnd = hostStart = hostEnd = schemeEnd + 1 and pathStart is
//   schemeEnd + 1, or schemeEnd + 3 when the serializer wrote "/." (URL §4.5 step 3).
// - path = [pathStart, queryStart or fragmentStart or href.length).
// - queryStart / fragmentStart: index of "?" / "#", or OMITTED.

import { shapeAnchors } from './v8';

/** What a parsed host is (URL §3.1 host representation; RFC 3986 §3.2.2 host kinds); None = null host. */
export const enum HostKind { None = 0, Domain = 1, IPv4 = 2, IPv6 = 3, Opaque = 4, Empty = 5 }

export const OMITTED = -1;

export class IriRecord {
  href: string;
  schemeEnd: number;
  usernameEnd: number;
  hostStart: number;
  hostEnd: number;
  port: number;
  pathStart: number;
  queryStart: number;
  fragmentStart: number;
  /**
   * hostKind (bits 0-2), hasOpaquePath (bit 3) and mode (bits 4 and up) in one field, read and
   * written through the accessors below: 16 bytes less per URL than three fields (so that the
   * bytes retained per URL stay at or below native URL's).
   */
  bits: number;

  constructor() {
    this.href = '';
    this.schemeEnd = 0;
    this.usernameEnd = 0;
    this.hostStart = 0;
    this.hostEnd = 0;
    this.port = OMITTED;
    this.pathStart = 0;
    this.queryStart = OMITTED;
    this.fragmentStart = OMITTED;
    this.bits = 0; // HostKind.None, no opaque path, mode 0
  }

  get hostKind(): HostKind {
    return this.bits & 7;
  }

  set hostKind(kind: HostKind) {
    this.bits = (this.bits & ~7) | kind;
  }

  get hasOpaquePath(): boolean {
    return (this.bits & 8) !== 0;
  }

  set hasOpaquePath(opaque: boolean) {
    this.bits = opaque ? this.bits | 8 : this.bits & ~8;
  }

  /** The mode that made the record (core/mode.ts ModeKind): 0 = WHATWG. */
  get mode(): number {
    return this.bits >> 4;
  }

  set mode(kind: number) {
    this.bits = (this.bits & 15) | (kind << 4);
  }

  get scheme(): string {
    return this.href.slice(0, this.schemeEnd);
  }

  get username(): string {
    return this.hostKind === HostKind.None ? '' : this.href.slice(this.schemeEnd + 3, this.usernameEnd);
  }

  get password(): string {
    return this.usernameEnd < this.hostStart && this.href.charCodeAt(this.usernameEnd) === 0x3a
      ? this.href.slice(this.usernameEnd + 1, this.hostStart - 1)
      : '';
  }

  /** The serialized host, or null. */
  get host(): string | null {
    return this.hostKind === HostKind.None ? null : this.href.slice(this.hostStart, this.hostEnd);
  }

  get pathEnd(): number {
    return this.queryStart !== OMITTED ? this.queryStart : this.fragmentStart !== OMITTED ? this.fragmentStart : this.href.length;
  }

  /** URL path serializer. */
  get path(): string {
    return this.href.slice(this.pathStart, this.pathEnd);
  }

  get query(): string | null {
    if (this.queryStart === OMITTED) return null;
    return this.href.slice(this.queryStart + 1, this.fragmentStart !== OMITTED ? this.fragmentStart : this.href.length);
  }

  get fragment(): string | null {
    return this.fragmentStart === OMITTED ? null : this.href.slice(this.fragmentStart + 1);
  }
}

// Anchor the record's shape (core/v8.ts shapeAnchors).
shapeAnchors.push(new IriRecord());
