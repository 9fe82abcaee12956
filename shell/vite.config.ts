import path from 'node:path';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { APP_PORTS, serverOptions, shellFederationOptions } from '../tooling/app-config.ts';

// `vite build --mode monolith` builds the same pages without federation (for the benchmark only).
export default defineConfig(({ mode }) => {
  const monolith = mode === 'monolith';
  return {
    plugins: [react(), ...(monolith ? [] : [federation(shellFederationOptions(import.meta.dirname))])],
    resolve: monolith
      ? {
          alias: [
            {
              find: /^\.\/remote-registry\.ts$/,
              replacement: path.resolve(import.meta.dirname, '../bench/monolith-registry.ts'),
            },
          ],
        }
      : undefined,
    ...serverOptions(APP_PORTS.shell),
    build: { target: 'es2022', outDir: monolith ? 'dist-monolith' : 'dist' },
  };
});
