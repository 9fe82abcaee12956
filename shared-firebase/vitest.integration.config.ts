import { defineConfig } from 'vitest/config';

// Runs against the local backend (started by the test command) through the real SDK.
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
