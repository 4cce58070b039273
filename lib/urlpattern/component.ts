// URL Pattern §1.5 "compile a component" and the component struct: the pattern string, the
// group name list, has regexp groups, and how it matches: our linear matcher (matcher.ts) for
// part lists without custom regexp groups, else the engine's RegExp on the generated regexp
// (flags "v"/"vi" where the engine has them, else "u"/"ui", else the ES5 dialect of regexp.ts).
import { EncodingCallback, Part, PartType, PatternOptions, parsePatternString } from './parser';
import { generatePatternString } from './pattern-string';
import { Dialect, generateRegexp, unsupportedRegexp } from './regexp';
import { compileProgram, hasRegexpPart, Program, runProgram } from './matcher';

export interface Component {
  patternString: string;
  /** The regexp URL Pattern §2.2 generates (spec syntax), as the spec would hand to RegExpCreate. */
  regexpSource: string;
  groupNames: string[];
  hasRegExpGroups: boolean;
  parts: Part[];
  /** The engine's RegExp (custom regexp groups), or null. */
  regexp: RegExp | null;
  /** Our matcher's program (no custom regexp groups), or null. */
  program: Program | null;
}

/** The regexp flags this engine offers for the spec's regexps: "v", else "u", else none (ES5). */
let flavor: string | null = null;
export function regexpFlavor(): string {
  if (flavor === null) {
    flavor = '';
    const flags = ['v', 'u'];
    for (let i = 0; i < flags.length && flavor === ''; i++) {
      try {
        new RegExp('', flags[i]);
        flavor = flags[i];
      } catch (e) { /* not supported */ }
    }
  }
  return flavor;
}

/** URL Pattern §1.5 compile a component (its "create a component match result" is in url-pattern.ts). */
export function compileComponent(input: string, encode: EncodingCallback, options: PatternOptions): Component {
  const parts = parsePatternString(input, options, encode);
  const generated = generateRegexp(parts, options, Dialect.Spec);
  let regexp: RegExp | null = null;
  let program: Program | null = null;
  const hasRegExpGroups = hasRegexpPart(parts);
  if (hasRegExpGroups) {
    // RegExpCreate(regular expression string, flags); "If this throws an exception, catch it, and
    // throw a TypeError."
    const f = regexpFlavor();
    if (f !== 'v') {
      for (let i = 0; i < parts.length; i++) {
        const why = parts[i].type === PartType.Regexp ? unsupportedRegexp(parts[i].value, f) : null;
        if (why !== null) throw new TypeError(`URLPattern: the regexp group (${parts[i].value}) ${why}`);
      }
    }
    const source = generateRegexp(parts, options, f === '' ? Dialect.ES5 : Dialect.Engine).source;
    try {
      regexp = new RegExp(source, options.ignoreCase ? f + 'i' : f);
    } catch (e) {
      throw new TypeError(`URLPattern: invalid regular expression /${generated.source}/: ${(e as Error).message}`);
    }
  } else {
    program = compileProgram(parts, options);
  }
  return {
    patternString: generatePatternString(parts, options),
    regexpSource: generated.source,
    groupNames: generated.names,
    hasRegExpGroups,
    parts,
    regexp,
    program,
  };
}

/**
 * RegExpBuiltinExec as a function of (regexp, input), taken from the built-ins when this module
 * loads: later changes to RegExp.prototype.exec, to a regexp's own exec or to
 * Function.prototype.call do not reach it (URL Pattern §2.3 calls RegExpBuiltinExec, not exec).
 */
const builtinExec = /* @__PURE__ */ uncurryExec();
function uncurryExec(): (re: RegExp, input: string) => RegExpExecArray | null {
  const fp = Function.prototype;
  return fp.bind.call(fp.call, RegExp.prototype.exec) as (re: RegExp, input: string) => RegExpExecArray | null;
}

/** RegExpBuiltinExec(component's regular expression, input), by whichever matcher the component has. */
export function execComponent(c: Component, input: string): Array<string | undefined> | null {
  if (c.program !== null) return runProgram(c.program, input);
  const re = c.regexp!;
  re.lastIndex = 0;
  const m = builtinExec(re, input);
  if (m === null) return null;
  const out: Array<string | undefined> = [];
  for (let i = 0; i < m.length; i++) out.push(m[i]);
  return out;
}
