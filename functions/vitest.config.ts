import { defineConfig } from 'vitest/config';

// The functions' pure parts, in Node; the triggers themselves run in the Functions emulator (E2E).
export default defineConfig({ test: { environment: 'node', include: ['src/**/*.test.ts'] } });
