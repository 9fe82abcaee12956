import { defineConfig } from 'vitest/config';

// The server code's pure parts, in Node; the triggers themselves run in the Functions emulator
// (vitest.integration.config.ts, and the E2E).
export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.ts'], exclude: ['src/**/*.integration.test.ts'] },
});
