// Oracle for spec-tests/oracle/oracle.test.ts: lib/whatwg/context.ts as it was before lib/whatwg became one
// parser; imported by that test only, never by lib/. Not edited but to follow what it imports.

// The per-parse state of the basic URL parser (URL §4.4) and of the host parser (URL §3.5): what
// one step hands the next within one parse, in one object that the parse owns. Nothing of a parse
// lives in module variables, so a parse that starts while another runs (re-entrancy) has its own.

import { HostKind, OMITTED } from '../../../lib/core/record';

/** Bytes of a context's href buffer: the longest href the quick path and the one pass write. */
export const HREF_BUFFER = 8192;

/**
 * Where the quick path gave up, when the one pass can take over (one-pass.ts resume): a special
 * URL whose scheme, host and port were read, and whose path, query or fragment needs work.
 */
export class Handover {
  /** The index of the path's first code unit ("/", "?" or "#"), or -1 when the quick path gave up elsewhere. */
  at = -1;
  scheme = '';
  hostStart = 0;
  hostEnd = 0;
  hostUpper = false;
  port = -1;
  /** Where it gave up (fast-path.ts REST_PATH, REST_QUERY, REST_FRAGMENT); the parts before it are as the full parser writes them. */
  part = 0;
  /**
   * With part REST_PATH: where the quick path stopped in the path; s[at, pathStop) needs no
   * change (nothing to encode, no dot segment, no "\\"), and the segment pathStop is in is the
   * one to read again.
   */
  pathStop = -1;
  /**
   * With part REST_QUERY or REST_FRAGMENT: the index of the "?" (OMITTED when there is none);
   * the path before it, and with REST_FRAGMENT the query up to the "#", need no change.
   */
  query = OMITTED;
  /** The serialized host when the quick path ran the host parser (an IP address), else null. */
  host: string | null = null;
  hostKind: HostKind = HostKind.Domain;
  /** Whether the host, s[hostStart, hostEnd), has non-ASCII code points (none a lone surrogate). */
  nonAscii = false;
}

/** What a parse carries from step to step in every build. */
export class ParseContext {
  /** URL §3.5 host parser: the kind of the host it returned last. */
  hostKind: HostKind = HostKind.None;
  /**
   * Whether that host is known to be the input as written (a domain already in lower case, an
   * opaque host, which encoding could only lengthen); false means unknown.
   */
  hostAsWritten = false;
  /**
   * The state machine: the href when its output was its input (or that with only the "/" of an
   * empty special path added), for the serializer to set the offsets without building it again.
   */
  verbatim: string | null = null;
  /** copyPath, when it gave up: where the segment starts that it stopped in. */
  copyStop = 0;
  /** parsePath: whether the path it wrote is the input from the "/" before its start, as written. */
  pathCopied = false;
  /** What the quick path and the one pass carry, made on first use (builds with the speed paths only). */
  speed: SpeedContext | null = null;
}

/**
 * What the quick path (fast-path.ts) and the one pass (one-pass.ts) carry within one parse:
 * only in the builds with the speed paths (core/build.ts SPEED_PATHS).
 */
export class SpeedContext {
  /** URL §3.5 host parser: as in ParseContext. */
  hostKind: HostKind = HostKind.None;
  hostAsWritten = false;
  /** The quick path's scan of a path, query and fragment: the "?" and "#" it found (OMITTED when absent). */
  restQuery = OMITTED;
  restFragment = OMITTED;
  /** When the scan gave up: the part it gave up in (fast-path.ts REST_PATH, ...). */
  restFailed = 0;
  /** When it gave up in the path: where (s[i, restStop) is a path that needs no change). */
  restStop = -1;
  readonly handover = new Handover();

  /** Set when the one pass returned null because the input holds an ASCII tab or newline. */
  stripTabs = false;
  /**
   * The one pass: true while the output so far equals the input's code units at the same
   * offsets (then the href is the input itself, and no string is made from the buffer).
   */
  exact = false;
  /** While `exact`: the first offset of the buffer left unwritten (skipped, not copied), or -1. */
  unwrittenFrom = -1;
  /** The one pass's part writers: where they stopped in the input. */
  stop = 0;

  /** The buffer the quick path and the one pass write an href in (ASCII bytes), made on first use. */
  buf: Uint8Array | null = null;
  /** Views of buf by length (core/ascii-string.ts asciiString). */
  readonly views: Uint8Array[] = [];

  buffer(): Uint8Array {
    return this.buf || (this.buf = new Uint8Array(HREF_BUFFER));
  }
}

/**
 * The context not in use, if any. A parse takes it and gives it back when it ends, so in a
 * program that parses one URL at a time one context (and one buffer) serves every parse; a parse
 * that starts while another runs (the slot is empty) makes its own.
 */
const spare: { ctx: ParseContext | null } = { ctx: null };

export function takeContext(): ParseContext {
  const ctx = spare.ctx;
  if (ctx === null) return new ParseContext();
  spare.ctx = null;
  return ctx;
}

export function giveBack(ctx: ParseContext): void {
  ctx.verbatim = null;
  spare.ctx = ctx;
}
