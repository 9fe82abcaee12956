import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { APP_UNIT_TEST_OPTIONS } from '../tooling/app-config.ts';
import { linguiCatalogues, linguiMacros } from '../tooling/lingui-macros.ts';

export default defineConfig({
  plugins: [linguiMacros(import.meta.dirname), react(), linguiCatalogues(import.meta.dirname)],
  test: APP_UNIT_TEST_OPTIONS,
});
