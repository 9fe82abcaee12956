import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { APP_PORTS, remoteFederationOptions, serverOptions } from '../tooling/app-config.ts';

export default defineConfig(({ command }) => ({
  plugins: [react(), federation(remoteFederationOptions('mf_browse', import.meta.dirname, command))],
  ...serverOptions(APP_PORTS.mf_browse),
  build: { target: 'es2022' },
}));
