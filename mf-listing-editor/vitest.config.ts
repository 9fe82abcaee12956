import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { APP_UNIT_TEST_OPTIONS } from '../tooling/app-config.ts';
import { linguiPlugins } from '../tooling/lingui-macros.ts';

export default defineConfig({ plugins: [...linguiPlugins(import.meta.dirname), react()], test: APP_UNIT_TEST_OPTIONS });
