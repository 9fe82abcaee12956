import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { linguiPlugins } from '../../tooling/lingui-macros.ts';

// The server code's pure parts, in Node; the triggers themselves run in the Functions emulator
// (vitest.integration.config.ts, and the E2E). Its e-mails' words compiled as the build does.
export default defineConfig({
  plugins: [...linguiPlugins(import.meta.dirname), ...linguiPlugins(path.resolve(import.meta.dirname, '..'))],
  test: { environment: 'node', include: ['src/**/*.test.ts'], exclude: ['src/**/*.integration.test.ts'] },
});
