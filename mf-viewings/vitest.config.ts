import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { APP_UNIT_TEST_OPTIONS } from '../tooling/app-config.ts';

export default defineConfig({ plugins: [react()], test: APP_UNIT_TEST_OPTIONS });
