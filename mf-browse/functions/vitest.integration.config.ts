import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { INTEGRATION_TEST_OPTIONS } from '../../tooling/integration-test-options.ts';
import { linguiPlugins } from '../../tooling/lingui-macros.ts';

// The triggers in the Functions emulator, against the local backend (started by the test command);
// the modules they share with the tests with their e-mails' words compiled as the build does.
export default defineConfig({
  plugins: [...linguiPlugins(import.meta.dirname), ...linguiPlugins(path.resolve(import.meta.dirname, '..'))],
  test: INTEGRATION_TEST_OPTIONS,
});
