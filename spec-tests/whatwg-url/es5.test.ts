// The WHATWG parser of the library build (recognizer and state machine: lib/whatwg/) on an
// ES5 engine with typed arrays but none of ES2015's built-ins (IE 11, old WebViews, through a
// bundler): compiled to ES5 with TypeScript and run without Symbol, Map, Set, ..., the ES2015
// statics and prototype methods (TypedArray fill among them), it loads and gives the same records
// as here, through every path.
import { describe, expect, it } from 'vitest';
import { compileES5, loadES5, withoutES2015 } from '../support/es5';
import { parseURL } from '../../lib/whatwg/setters';

const inputs = [
  'https://example.com/a/b?c=d#e', // the recognizer
  'HTTPS://Ex.com:443/a/./b/../c d?q=\u00e9#f', // the recognizer's hand-over
  '  http:\\\\u:p@b\u00fccher.de\\\u00e4/%2e%2E/x ', // the state machine from the start
  ' file:\\\\h\\x\\..\\y ', // the state machine, file
  'http://a\tb.com/p\nq', // the state machine, reading past tabs and newlines
  'file:///C:/x/../..', // the state machine (drive letter)
  'http://[::1]:8080/ x', // the state machine (IPv6)
  ' https://ex.com/a/b?c=d#e', // the state machine, which writes nothing until the output changes
  'https://ex.com:8080/a/b/c?d=\u00e9', // the same, then changes in the query
  'foo://h/ a?b#c', // the state machine (not special)
  'http://\ud800.com/', // failure
];
/** References, with their base. */
const references: [string, string][] = [
  ['../c d?e#f', 'https://u:p@h.example:8443/a/b/x?q#r'], // the state machine (relative to the base)
  ['//H.example/\u00e9', 'http://h/'], // the state machine (scheme-relative)
  ['?\u00e9', 'ws://h/a/b'], // the state machine (a query)
  ['x', 'file:///C:/a/'], // the state machine (a file base)
];

describe('the WHATWG parser compiled to ES5, without ES2015 built-ins', () => {
  it('loads and gives the same records', () => {
    const compiled = compileES5('whatwg/setters');
    const es5 = withoutES2015(() => {
      const { parseURL: parse } = loadES5(compiled) as { parseURL: typeof parseURL };
      return inputs.map((line) => JSON.stringify(parse(line, null)))
        .concat(references.map(([ref, base]) => JSON.stringify(parse(ref, parse(base, null)))));
    });
    expect(es5).toEqual(inputs.map((line) => JSON.stringify(parseURL(line, null)))
      .concat(references.map(([ref, base]) => JSON.stringify(parseURL(ref, parseURL(base, null))))));
    expect(es5.filter((r) => r === 'null')).toHaveLength(1);
  });
});
