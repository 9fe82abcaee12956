import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../tooling/vitest-setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
