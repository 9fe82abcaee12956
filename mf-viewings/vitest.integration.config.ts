import { defineConfig } from 'vitest/config';
import { INTEGRATION_TEST_OPTIONS } from '../tooling/integration-test-options.ts';

// This package's data functions against the local backend (started by the test command).
export default defineConfig({ test: INTEGRATION_TEST_OPTIONS });
