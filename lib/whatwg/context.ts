// The per-parse state of the basic URL parser (URL §4.4) and of the host parser (URL §3.5): what
// one step hands the next within one parse, in one object that the parse owns. Nothing of a parse
// lives in module variables, so a parse that starts while another runs (re-entrancy) has its own.

import { HostKind } from '../core/record';

/** Bytes of a context's href buffer kept from parse to parse. */
const KEPT_BUFFER = 1 << 16;

export class ParseContext {
  /** URL §3.5 host parser: the kind of the host it returned last. */
  hostKind: HostKind = HostKind.None;
  /** Where the last run a state wrote ended in its input (and where the recognizer stopped). */
  stop = 0;
  /** The scheme of the input, when the recognizer stopped after it (recognizer.ts handOver). */
  scheme = '';
  /** Then how much of the input the output has in ASCII lower case (its scheme, or up to its host's end). */
  lowerTo = 0;
  /** Then how many code units after the host the output leaves out (a default port and its ":"). */
  cut = 0;
  /** The buffer the parser writes an href in (ASCII bytes). */
  buf: Uint8Array | null = null;
  /** Views of buf by length (core/ascii-string.ts asciiString and asciiInto). */
  readonly views: Uint8Array[] = [];

  /** The buffer, with room for n bytes at least (what it held is not kept when it is replaced). */
  buffer(n: number): Uint8Array {
    const buf = this.buf;
    return buf !== null && buf.length >= n ? buf : this.use(new Uint8Array(n > 8192 ? n : 8192));
  }

  /** Makes buf the buffer. */
  use(buf: Uint8Array): Uint8Array {
    this.views.length = 0;
    return (this.buf = buf);
  }
}

/** The context not in use: parses one at a time share it (and its buffer); one that starts during another makes its own. */
const spare: { ctx: ParseContext | null } = { ctx: null };

export function takeContext(): ParseContext {
  const ctx = spare.ctx;
  if (ctx === null) return new ParseContext();
  spare.ctx = null;
  return ctx;
}

export function giveBack(ctx: ParseContext): void {
  if (ctx.buf !== null && ctx.buf.length > KEPT_BUFFER) ctx.use(new Uint8Array(8192)); // (a huge input's buffer is not kept)
  spare.ctx = ctx;
}
