// The per-parse state of the basic URL parser (URL §4.4) and of the host parser (URL §3.5): what
// one step hands the next within one parse, in one object that the parse owns. Nothing of a parse
// lives in module variables, so a parse that starts while another runs (re-entrancy) has its own.

import { HostKind } from '../core/record';

/** Bytes of a context's href buffer: the longest href the one pass writes. */
export const HREF_BUFFER = 8192;

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

  // The one pass (one-pass.ts), in the builds with the speed paths (core/build.ts SPEED_PATHS).
  /** Set when the one pass returned null because the input holds an ASCII tab or newline. */
  stripTabs = false;
  /**
   * The one pass: true while the output so far equals the input's code units at the same
   * offsets (then the href is the input itself, and no string is made from the buffer).
   */
  exact = false;
  /** While `exact`: the first offset of the buffer left unwritten (skipped, not copied), or -1. */
  unwrittenFrom = -1;
  /**
   * The special scheme when the input writes it with ASCII upper case, else null: the output
   * has it in lower case at the same offsets, and is otherwise the input while `exact`.
   */
  lowered: string | null = null;
  /** The one pass's part writers: where they stopped in the input. */
  stop = 0;

  /** The buffer the one pass writes an href in (ASCII bytes), made on first use. */
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
