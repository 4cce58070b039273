// The long property run before a release: the security differential against
// whatwg-url and the no-crash fuzz, FUZZ_RUNS cases per property (default 1,000,000), with a new
// seed each time (printed, so a failure can be replayed: FUZZ_SEED=<seed> npm run fuzz).
// Usage: npm run fuzz [-- <runs>]
import { spawnSync } from 'node:child_process';

const runs = Number(process.argv[2] || process.env.FUZZ_RUNS || 1_000_000);
const seed = Number(process.env.FUZZ_SEED) || (Date.now() % 0x7fffffff);
console.log(`fuzz: ${runs} runs per property, seed ${seed} (replay: FUZZ_SEED=${seed} npm run fuzz -- ${runs})`);
const r = spawnSync('npx', ['vitest', 'run', 'spec-tests/security/differential.test.ts', 'spec-tests/robustness/fuzz.test.ts', '--testTimeout=0'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: String(runs), FUZZ_SEED: String(seed) },
});
process.exit(r.status === null ? 1 : r.status);
