import fc from 'fast-check';

// Property tests run the same cases on every machine, so a red CI run can always be replayed.
// Explore new cases with FC_SEED=<any integer> (and FC_RUNS to run more of them).
fc.configureGlobal({
  seed: Number(process.env.FC_SEED ?? 20_261_121),
  ...(process.env.FC_RUNS ? { numRuns: Number(process.env.FC_RUNS) } : {}),
});
