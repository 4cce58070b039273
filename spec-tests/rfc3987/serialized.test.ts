// The recognizer in front of the strict parser (lib/rfc/serialized.ts) against the parser's
// component reading (parseComponents): whenever it reads a string, the parser finds no error in
// it and makes the same record (every field), in both strict modes; on the URL corpora and on
// generated strings built from the pieces that decide each branch.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RFC3986, RFC3987, type Mode } from '../../lib/core/mode';
import { parseComponents } from '../../lib/rfc/parse';
import { recognizeSerialized } from '../../lib/rfc/serialized';
import type { IriRecord } from '../../lib/core/record';

const FIELDS = ['href', 'schemeEnd', 'usernameEnd', 'hostStart', 'hostEnd', 'port', 'pathStart', 'queryStart', 'fragmentStart', 'hostKind'] as const;
const fields = (r: IriRecord) => FIELDS.map((f) => r[f]);

/** Checks one string; returns whether the recognizer read it. */
function agree(s: string, mode: Mode): boolean {
  const fast = recognizeSerialized(s);
  if (fast === null) return false;
  const errors: string[] = [];
  const slow = parseComponents(s, mode, (issue) => { if (issue.severity === 'error') errors.push(issue.code); }, false);
  expect({ s, errors }).toEqual({ s, errors: [] });
  expect(fields(fast)).toEqual(fields(slow));
  return true;
}

const corpus = (file: string) => readFileSync(new URL(`../../../shared/bench/${file}`, import.meta.url), 'utf8').replace(/^\ufeff/, '').split('\n').filter((l) => l !== '');

describe('the serialized-IRI recognizer reads as the parser does', () => {
  for (const file of ['ada-kasztp.txt', 'ada-node_files.txt', 'ada-isaacs_files.txt', 'iri.txt']) {
    it(file, () => {
      const lines = corpus(file);
      let read = 0;
      for (const l of lines) for (const mode of [RFC3986, RFC3987]) if (agree(l, mode)) read++;
      // It reads the most of the ASCII http(s) corpora (and leaves non-ASCII to the parser).
      if (file === 'ada-kasztp.txt') expect(read).toBeGreaterThan(lines.length);
    });
  }

  it('generated strings', () => {
    const PIECES = [
      'a', 'Z', '0', '9', '.', '-', '--', 'xn--', 'XN--a', '_', '~', '!', '$', '&', "'", '(', '*', '+', ',', ';', '=', ':', '@', '/', '//',
      '?', '#', '%', '%4', '%41', '%zz', '[', ']', '[::1]', ' ', '"', '<', '\\', '^', '`', '{', '|', '}', 'é', '\ue000', '1.2.3.4',
      '256.1.1.1', '01.2.3.4', '1.2.3', '80', 'user', 'u:p',
    ];
    const pieces = fc.array(fc.constantFrom(...PIECES), { maxLength: 10 }).map((a) => a.join(''));
    const strings = fc.tuple(fc.constantFrom('http://', 'HTTPS://', 'a+b.c-d://', '1a://', 'foo:', '://', 'x://u@', 'x://u:p@h:', 'ws://'), pieces, pieces)
      .map(([a, b, c]) => a + b + c);
    let read = 0;
    fc.assert(fc.property(strings, fc.constantFrom(RFC3986, RFC3987), (s, mode) => { if (agree(s, mode)) read++; }), { numRuns: 100000, seed: 3986 });
    expect(read).toBeGreaterThan(2000);
  });
});
