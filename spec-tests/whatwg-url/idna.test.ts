// WPT toascii.json and IdnaTestV2*.json through URL (see run-idna.ts).
import { describe, expect, it } from 'vitest';
import { runHostSuite } from './run-idna';

describe('WPT IDNA through URL', () => {
  it('toascii.json', () => {
    expect(runHostSuite('wpt/toascii.json', './toascii.expected-failures.json', true)).toEqual([]);
  });
  it('IdnaTestV2.json (Unicode 17.0.0 + ASCII rule)', () => {
    expect(runHostSuite('wpt/IdnaTestV2.json', './idna-test-v2.expected-failures.json', false)).toEqual([]);
  });
  it('IdnaTestV2-unicode-15.1.0.json with the current ASCII rule', () => {
    expect(runHostSuite('wpt/IdnaTestV2-unicode-15.1.0.json', './idna-test-v2-15.1.expected-failures.json', false, true)).toEqual([]);
  });
});
