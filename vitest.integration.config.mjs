import { defineConfig } from 'vitest/config';
import { INTEGRATION_TEST_OPTIONS } from './tooling/integration-test-options.ts';

// The site's own servers against the local backend (started by the test command): the root's
// integration tests, beside the scripts they test (the packages keep theirs).
export default defineConfig({
  test: {
    ...INTEGRATION_TEST_OPTIONS,
    include: ['scripts/**/*.integration.test.mjs', 'backend/**/*.integration.test.mjs'],
  },
});
