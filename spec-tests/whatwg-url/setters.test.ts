// WPT setters_tests.json through URL and IRI (see run-setters.ts).
import { describe, expect, it } from 'vitest';
import { runSetters } from './run-setters';

describe('WPT URL setters', () => {
  it('setters_tests.json', () => {
    expect(runSetters()).toEqual([]);
  });
});
