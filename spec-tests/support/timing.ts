// Growth checks for the tests that prove an algorithm linear (issue 13: speed is measured in the
// bench, never asserted as absolute time; a test may only compare the time of n with the time of
// k x n). What keeps such a ratio meaningful on a loaded machine (the wall-clock versions failed
// at load averages of 7-9, with other test files and processes on both cores):
// - CPU time of this process (process.cpuUsage), not wall time: time spent waiting for a core
//   while another process runs is not counted; quadratic work itself is.
// - A full garbage collection before each sample, so that no sample pays for the garbage of the
//   previous one (or finds the old generation full of it).
// - Samples of equal work: one run at k x n against k runs at n back to back, so both sizes are
//   measured over the same span and the timer's granularity weighs the same on both.
// - The best of seven samples per size, the two sizes interleaved, so that a burst of load (or a
//   collection of the test runner's own) spoils a sample, not the comparison.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** gc(): the global one under --expose-gc, else one from a context made after setting the flag. */
export const collect: () => void = (() => {
  const g = (globalThis as { gc?: () => void }).gc;
  if (typeof g === 'function') return g;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
})();

/** CPU time of this process so far, user and system, in milliseconds. */
export function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** CPU time of `reps` runs of run(n), after a full collection. */
export function sample(run: (n: number) => unknown, n: number, reps: number): number {
  collect();
  const t = cpuMs();
  for (let r = 0; r < reps; r++) run(n);
  return cpuMs() - t;
}

/**
 * time(k x n) / time(n), each the best of seven samples (see the top of the file). Linear is
 * about k, quadratic k x k. SCALING_REPORT=1 prints each measurement under `label`.
 */
export function scalingRatio(run: (n: number) => unknown, n: number, k: number, label = ''): number {
  run(n); run(k * n); // warm up
  let small = Infinity, large = Infinity;
  for (let s = 0; s < 7; s++) {
    small = Math.min(small, sample(run, n, k) / k);
    large = Math.min(large, sample(run, k * n, 1));
  }
  if (process.env.SCALING_REPORT) console.log(`${label}: ${small.toFixed(3)} ms, ${large.toFixed(3)} ms, ${(large / small).toFixed(1)}x`);
  return large / small;
}
