// Linear-time matching of the regexps URL Pattern §2.2 generates for part lists without custom
// regexp groups (fixed text, segment wildcards, full wildcards, their prefixes, suffixes and
// modifiers). The part list compiles to a small program that a Pike VM (Thompson's NFA
// simulation, with the threads of each step kept in priority order) runs over the component
// string once: O(input length x program size), no backtracking, so a pattern such as
// "**.google.com" cannot take exponential time (kenchris/urlpattern-polyfill#121). That bound
// holds whatever the number of groups: a thread's captures are a persistent list that a Save
// extends in O(1) and threads share (not an array copied per Save), and Split/Jmp are followed
// with an explicit stack (no recursion as deep as the program).
//
// The result is the one the engine's RegExp gives for the spec's regexp, groups included: a
// backtracking engine returns the first successful path in priority order (greedy "*" tries one
// more iteration first, lazy "+?" one fewer), and a Pike VM that adds the threads of a split in
// that order and keeps only the first thread to reach each instruction at each position returns
// the same path (the simulation RE2 uses for its Perl-compatible submatches), given that no loop
// body can match the empty string. In the spec's regexps only "((?:.*)*)", "((?:.*)+)" (the
// pattern "**" or "(.*)+") and "(.*)?" have such a body. ECMA-262 RepeatMatcher fails an
// iteration that matches the empty string when the minimum is already met, so the first two
// match and capture exactly what "(.*)" does (the capture ends at the same positions in the same
// order) and compile as "(.*)", and "(.*)?" compiles as "(.+)?" (it never captures "").
// spec-tests/urlpattern/linear.test.ts compares the two on generated patterns and inputs, and on
// patterns of many groups.
import { Modifier, Part, PartType, PatternOptions } from './parser';

const enum Op {
  /** An ASCII code unit (case-folded when ignoring case). */
  Lit,
  /** Any code point but the delimiter (-1: any code point): "[^/]", "[^.]", "[^]". */
  Seg,
  /** "." under "v": any code point but a line terminator. */
  Dot,
  /** Try a, then b. */
  Split,
  Jmp,
  /** Record the position in capture slot k. */
  Save,
  /** "$": succeeds at the end of the input. */
  Match,
}

/** The compiled program: [op, a, b] triples; `shape` names the shapes matched without the VM. */
export interface Program {
  code: number[];
  groups: number;
  ignoreCase: boolean;
  /** Shape.Text: `text` only; Shape.Any: "^(.*)$"; Shape.General: run the VM. */
  shape: Shape;
  text: string;
}

/**
 * The commonest components, matched directly with the same result: fixed text only (with no
 * part at all, the empty string), "^<text>$"; and the lone wildcard "*", "^(.*)$", any string
 * without a line terminator, captured whole.
 */
export const enum Shape { General, Text, Any }

/** True when the part list needs the engine's RegExp (a custom regexp group). */
export function hasRegexpPart(parts: Part[]): boolean {
  for (let i = 0; i < parts.length; i++) if (parts[i].type === PartType.Regexp) return true;
  return false;
}

/** Unicode simple case folding of an ASCII letter or of the two non-ASCII code points that fold to one. */
function fold(cp: number): number {
  if (cp >= 0x41 && cp <= 0x5a) return cp + 0x20;
  if (cp === 0x212a) return 0x6b; // KELVIN SIGN -> k
  if (cp === 0x17f) return 0x73; // LATIN SMALL LETTER LONG S -> s
  return cp;
}

/** Compiles a part list without regexp parts (the shapes of URL Pattern §2.2, step by step). */
export function compileProgram(parts: Part[], options: PatternOptions): Program {
  const code: number[] = [];
  const ignoreCase = options.ignoreCase;
  const delimiter = options.delimiter === '' ? -1 : options.delimiter.charCodeAt(0);
  const emit = (op: Op, a = 0, b = 0): number => {
    code.push(op, a, b);
    return code.length / 3 - 1;
  };
  const patch = (at: number, slot: 1 | 2, target: number): void => {
    code[at * 3 + slot] = target;
  };
  const here = (): number => code.length / 3;
  const literal = (s: string): void => {
    for (let i = 0; i < s.length; i++) emit(Op.Lit, ignoreCase ? fold(s.charCodeAt(i)) : s.charCodeAt(i));
  };
  // One match of the part's regexp value: "[^d]+?" or ".*".
  const value = (type: PartType): void => {
    if (type === PartType.SegmentWildcard) {
      const start = emit(Op.Seg, delimiter);
      emit(Op.Split, here() + 1, start); // lazy: leave first
    } else {
      const loop = emit(Op.Split, 0, 0); // greedy: one more first
      emit(Op.Dot);
      emit(Op.Jmp, loop);
      patch(loop, 1, loop + 1);
      patch(loop, 2, here());
    }
  };
  let group = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const m = part.modifier;
    if (part.type === PartType.FixedText) {
      if (m === Modifier.None) { literal(part.value); continue; }
      // "(?:<text>)<modifier>"
      if (m === Modifier.OneOrMore) {
        const start = here();
        literal(part.value);
        emit(Op.Split, start, here() + 1); // greedy: one more first
      } else {
        const split = emit(Op.Split, 0, 0);
        literal(part.value);
        if (m === Modifier.ZeroOrMore) emit(Op.Jmp, split);
        patch(split, 1, split + 1);
        patch(split, 2, here());
      }
      continue;
    }
    const open = 2 * ++group, close = open + 1;
    const repeating = m === Modifier.ZeroOrMore || m === Modifier.OneOrMore;
    if (part.prefix === '' && part.suffix === '') {
      if (!repeating || part.type === PartType.FullWildcard) {
        // "(<value>)<modifier>"; "((?:.*)*)" and "((?:.*)+)" match as "(.*)" (see above).
        const split = m === Modifier.Optional ? emit(Op.Split, 0, 0) : -1;
        emit(Op.Save, open);
        // ECMA-262 RepeatMatcher: an iteration of "?" that matches the empty string fails, so
        // "(.*)?" captures one code point or more, or does not take part (undefined): "(.+)?".
        if (split >= 0 && part.type === PartType.FullWildcard) emit(Op.Dot);
        value(part.type);
        emit(Op.Save, close);
        if (split >= 0) { patch(split, 1, split + 1); patch(split, 2, here()); }
      } else {
        // "((?:[^d]+?)<modifier>)"
        emit(Op.Save, open);
        if (m === Modifier.OneOrMore) {
          const start = here();
          value(part.type);
          emit(Op.Split, start, here() + 1);
        } else {
          const split = emit(Op.Split, 0, 0);
          value(part.type);
          emit(Op.Jmp, split);
          patch(split, 1, split + 1);
          patch(split, 2, here());
        }
        emit(Op.Save, close);
      }
      continue;
    }
    // "(?:<prefix>(<value>)<suffix>)<modifier>" or the repeating form
    // "(?:<prefix>((?:<value>)(?:<suffix><prefix>(?:<value>))*)<suffix>)?"
    const optional = m === Modifier.Optional || m === Modifier.ZeroOrMore ? emit(Op.Split, 0, 0) : -1;
    literal(part.prefix);
    emit(Op.Save, open);
    value(part.type);
    if (repeating) {
      const loop = emit(Op.Split, 0, 0);
      literal(part.suffix);
      literal(part.prefix);
      value(part.type);
      emit(Op.Jmp, loop);
      patch(loop, 1, loop + 1);
      patch(loop, 2, here());
    }
    emit(Op.Save, close);
    literal(part.suffix);
    if (optional >= 0) { patch(optional, 1, optional + 1); patch(optional, 2, here()); }
  }
  emit(Op.Match);
  let shape = Shape.General, text = '';
  if (parts.length === 0 || (parts.length === 1 && parts[0].type === PartType.FixedText && parts[0].modifier === Modifier.None && !ignoreCase)) {
    shape = Shape.Text;
    text = parts.length ? parts[0].value : '';
  } else if (parts.length === 1 && parts[0].type === PartType.FullWildcard && parts[0].modifier === Modifier.None &&
      parts[0].prefix === '' && parts[0].suffix === '') {
    shape = Shape.Any;
  }
  return { code, groups: group, ignoreCase, shape, text };
}

/**
 * Runs the program on the whole of `input` (the regexp is anchored at both ends). Returns what
 * RegExpBuiltinExec returns: [match, group 1, ...] with undefined for a group that did not take
 * part, or null.
 */
export function runProgram(p: Program, input: string): Array<string | undefined> | null {
  if (p.shape === Shape.Text) return input === p.text ? [input] : null;
  if (p.shape === Shape.Any) {
    for (let i = 0; i < input.length; i++) {
      const c = input.charCodeAt(i);
      if (c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029) return null;
    }
    return [input, input];
  }
  const code = p.code;
  const size = code.length / 3;
  const n = input.length;
  // A thread's captures are a persistent list of its Saves, the latest first, that threads share:
  // a Save adds node i (slot saveSlot[i], position savePos[i], the node before it saveNext[i],
  // -1: none; always an older node), in O(1) whatever the number of groups (a copy of a capture
  // array per Save would make a step O(threads x groups)), and -1 is the empty list. The nodes
  // live in arrays of numbers, not objects (no garbage collector work on them), compacted to the
  // ones the threads still use when `limit` nodes have been added (amortized O(1) per node).
  const saveSlot: number[] = [], savePos: number[] = [], saveNext: number[] = [];
  let nodes = 0, limit = 4096;
  // The threads of this step and of the next, in priority order: their pc and captures.
  let cpcs: number[] = [], ccaps: number[] = [];
  let npcs: number[] = [], ncaps: number[] = [];
  // (A loop, not fill(): ES5 engines with typed arrays may lack TypedArray.prototype.fill.)
  const seen = new Int32Array(size);
  for (let k = 0; k < size; k++) seen[k] = -1;
  let generation = 0;
  // The branches of Split still to follow, latest on top (an explicit stack: no recursion as
  // deep as the program).
  const spcs: number[] = [], scaps: number[] = [];
  // Adds the thread at pc with its captures, following Jmp/Split/Save in priority order: depth
  // first, a Split's first branch and all it reaches before its second, and the first thread to
  // reach an instruction at this position keeps it.
  const add = (pcs: number[], caps: number[], pc: number, c: number, pos: number): void => {
    let top = 0;
    for (;;) {
      if (seen[pc] !== generation) {
        seen[pc] = generation;
        const op = code[pc * 3];
        if (op === Op.Jmp) { pc = code[pc * 3 + 1]; continue; }
        if (op === Op.Split) {
          spcs[top] = code[pc * 3 + 2]; // b, once a and all it reaches are added
          scaps[top++] = c;
          pc = code[pc * 3 + 1];
          continue;
        }
        if (op === Op.Save) {
          saveSlot[nodes] = code[pc * 3 + 1];
          savePos[nodes] = pos;
          saveNext[nodes] = c;
          c = nodes++;
          pc++;
          continue;
        }
        pcs.push(pc);
        caps.push(c);
      }
      if (top === 0) return;
      pc = spcs[--top];
      c = scaps[top];
    }
  };
  add(cpcs, ccaps, 0, -1, 0);
  let pos = 0;
  for (;;) {
    let cp = -1, w = 1;
    if (pos < n) {
      cp = input.charCodeAt(pos);
      if (cp >= 0xd800 && cp <= 0xdbff && pos + 1 < n) {
        const d = input.charCodeAt(pos + 1);
        if (d >= 0xdc00 && d <= 0xdfff) { cp = (cp - 0xd800) * 0x400 + d - 0xdc00 + 0x10000; w = 2; }
      }
    }
    generation++;
    const next = pos + w;
    for (let t = 0; t < cpcs.length; t++) {
      const pc = cpcs[t];
      const op = code[pc * 3];
      if (op === Op.Match) {
        if (pos === n) return captures(input, ccaps[t], saveSlot, savePos, saveNext, p.groups);
        continue;
      }
      if (cp < 0) continue;
      let ok: boolean;
      if (op === Op.Lit) ok = (p.ignoreCase ? fold(cp) : cp) === code[pc * 3 + 1];
      else if (op === Op.Seg) ok = cp !== code[pc * 3 + 1];
      else ok = cp !== 0x0a && cp !== 0x0d && cp !== 0x2028 && cp !== 0x2029; // Dot
      if (ok) add(npcs, ncaps, pc + 1, ccaps[t], next);
    }
    if (pos >= n || npcs.length === 0) return null;
    const tp = cpcs, tc = ccaps;
    cpcs = npcs; ccaps = ncaps;
    npcs = tp; ncaps = tc;
    npcs.length = 0; ncaps.length = 0;
    pos = next;
    if (nodes >= limit) {
      // Compaction: mark the nodes the threads reach, then move them down in order (a node's
      // next is older, so already moved: forward[i] - 1 is node i's new index).
      const forward = new Int32Array(nodes);
      for (let t = 0; t < ccaps.length; t++) {
        for (let i = ccaps[t]; i >= 0 && forward[i] === 0; i = saveNext[i]) forward[i] = 1;
      }
      let kept = 0;
      for (let i = 0; i < nodes; i++) {
        if (forward[i] === 0) continue;
        saveSlot[kept] = saveSlot[i];
        savePos[kept] = savePos[i];
        saveNext[kept] = saveNext[i] < 0 ? -1 : forward[saveNext[i]] - 1;
        forward[i] = ++kept;
      }
      for (let t = 0; t < ccaps.length; t++) if (ccaps[t] >= 0) ccaps[t] = forward[ccaps[t]] - 1;
      nodes = kept;
      if (limit < 2 * kept) limit = 2 * kept;
    }
  }
}

/** The match array of the winning thread: each slot's latest Save (the first in its list). */
function captures(input: string, saved: number, slot: number[], pos: number[], next: number[], groups: number): Array<string | undefined> {
  const c: number[] = [];
  for (let k = 0; k < 2 * groups + 2; k++) c.push(-1);
  for (let i = saved; i >= 0; i = next[i]) if (c[slot[i]] < 0) c[slot[i]] = pos[i];
  const out: Array<string | undefined> = [input];
  for (let g = 1; g <= groups; g++) {
    const a = c[2 * g], b = c[2 * g + 1];
    out.push(a >= 0 && b >= 0 ? input.slice(a, b) : undefined);
  }
  return out;
}
