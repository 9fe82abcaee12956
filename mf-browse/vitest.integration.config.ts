import { defineConfig } from 'vitest/config';

// This remote's data functions against the local backend (started by the test command), through
// the real SDK, as shared-firebase's integration tests run.
export default defineConfig({
  test: {
    include: ['src/**/*.integration.test.ts'],
    sequence: { concurrent: false },
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    fileParallelism: false,
  },
});
