import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { APP_PORTS, serverOptions, shellFederationOptions } from '../tooling/app-config.ts';

export default defineConfig({
  plugins: [react(), federation(shellFederationOptions(import.meta.dirname))],
  ...serverOptions(APP_PORTS.shell),
  build: { target: 'es2022' },
});
