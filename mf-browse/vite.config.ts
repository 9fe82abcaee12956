import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { APP_PORTS, REMOTE_EXPOSES, remoteFederationOptions, serverOptions } from '../tooling/app-config.ts';
import { exposeEntryInManifest } from '../tooling/expose-entry-in-manifest.ts';

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    federation(remoteFederationOptions('mf_browse', import.meta.dirname, command)),
    exposeEntryInManifest(REMOTE_EXPOSES),
  ],
  ...serverOptions(APP_PORTS.mf_browse),
  build: { target: 'es2022' },
}));
