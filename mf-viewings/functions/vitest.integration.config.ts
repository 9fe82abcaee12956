import { defineConfig } from 'vitest/config';
import { INTEGRATION_TEST_OPTIONS } from '../../tooling/integration-test-options.ts';

// The triggers in the Functions emulator, against the local backend (started by the test command).
export default defineConfig({ test: INTEGRATION_TEST_OPTIONS });
