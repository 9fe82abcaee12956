/**
 * Vitest's `test` options of a package's integration tests: its data functions against the local
 * backend (started by the test command), through the real SDK, one file at a time (they share it);
 * and a slice's rules matrix, beside its rules fragment in firebase/ (issue 48).
 */
export const INTEGRATION_TEST_OPTIONS = {
  include: ['src/**/*.integration.test.ts', 'firebase/**/*.integration.test.ts'],
  sequence: { concurrent: false },
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 30_000,
  fileParallelism: false,
};
