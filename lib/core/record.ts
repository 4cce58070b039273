// The one internal representation shared by every mode: the serialized href plus the offsets
// of its components (URL §4.5 URL serializer layout). Getters only slice.
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

import { HostKind } from '../host/host';

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
  hostKind: HostKind;
  hasOpaquePath: boolean;
  /** The mode that made the record (core/mode.ts ModeKind): 0 = WHATWG. */
  mode: number;

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
    this.hostKind = HostKind.None;
    this.hasOpaquePath = false;
    this.mode = 0;
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

  /** The href without the fragment (URL serializer with exclude fragment). */
  get hrefWithoutFragment(): string {
    return this.fragmentStart === OMITTED ? this.href : this.href.slice(0, this.fragmentStart);
  }

  /** Throws when the offsets do not describe href (tests call this after every case). */
  assertInvariants(): void {
    const h = this.href;
    const fail = (what: string) => {
      throw new Error(`IriRecord invariant violated: ${what} in ${JSON.stringify(h)} ${JSON.stringify(this)}`);
    };
    if (this.schemeEnd < 1 || h.charCodeAt(this.schemeEnd) !== 0x3a) fail('scheme not followed by ":"');
    for (let i = 0; i < this.schemeEnd; i++) {
      const c = h.charCodeAt(i);
      const ok = (c >= 0x61 && c <= 0x7a) || (i > 0 && ((c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e));
      if (!ok) fail('scheme code point');
    }
    if (this.hostKind === HostKind.None) {
      const e = this.schemeEnd + 1;
      if (this.usernameEnd !== e || this.hostStart !== e || this.hostEnd !== e) fail('hostless offsets');
      if (this.port !== OMITTED) fail('port without host');
      if (this.pathStart !== e && !(this.pathStart === e + 2 && h.slice(e, e + 2) === '/.')) fail('pathStart');
      if (this.pathStart === e + 2 && !(!this.hasOpaquePath && h.slice(this.pathStart, this.pathStart + 2) === '//')) fail('"/." without "//" path');
      if (this.pathStart === e && !this.hasOpaquePath && h.slice(e, e + 2) === '//') fail('hostless path starting with "//"');
    } else {
      if (h.slice(this.schemeEnd + 1, this.schemeEnd + 3) !== '//') fail('missing "//"');
      const a = this.schemeEnd + 3;
      if (this.usernameEnd < a || this.hostStart < this.usernameEnd || this.hostEnd < this.hostStart) fail('authority order');
      if (this.hostStart > a) {
        if (h.charCodeAt(this.hostStart - 1) !== 0x40) fail('credentials not ended by "@"');
        if (this.usernameEnd < this.hostStart - 1 && h.charCodeAt(this.usernameEnd) !== 0x3a) fail('password not after ":"');
        if (this.username === '' && this.password === '') fail('empty credentials serialized');
      } else if (this.usernameEnd !== a) fail('usernameEnd without credentials');
      if ((this.hostKind === HostKind.Empty) !== (this.hostEnd === this.hostStart)) fail('empty host kind');
      if (this.port !== OMITTED) {
        if (h.charCodeAt(this.hostEnd) !== 0x3a || h.slice(this.hostEnd + 1, this.pathStart) !== String(this.port)) fail('port');
      } else if (this.pathStart !== this.hostEnd) fail('pathStart after host');
      if (this.hasOpaquePath) fail('opaque path with host');
      if (this.pathStart < h.length && this.pathEnd > this.pathStart && h.charCodeAt(this.pathStart) !== 0x2f) fail('path after host not starting with "/"');
    }
    if (this.queryStart !== OMITTED && (h.charCodeAt(this.queryStart) !== 0x3f || this.queryStart < this.pathStart)) fail('queryStart');
    if (this.fragmentStart !== OMITTED) {
      if (h.charCodeAt(this.fragmentStart) !== 0x23) fail('fragmentStart');
      if (this.queryStart !== OMITTED && this.fragmentStart < this.queryStart) fail('fragment before query');
      if (this.fragmentStart < this.pathStart) fail('fragment before path');
    }
    const pathEnd = this.pathEnd;
    for (let i = this.pathStart; i < pathEnd; i++) {
      const c = h.charCodeAt(i);
      if (c === 0x3f || c === 0x23) fail('"?" or "#" inside the path');
    }
    if (this.queryStart !== OMITTED) {
      const qEnd = this.fragmentStart !== OMITTED ? this.fragmentStart : h.length;
      for (let i = this.queryStart; i < qEnd; i++) if (h.charCodeAt(i) === 0x23) fail('"#" inside the query');
    }
  }
}
