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
  // React Query is this remote's own (not shared): served as its ES modules in dev, so the
  // federation plugin points its React imports at the shared React. Pre-bundled, it kept the
  // pre-bundle's view of react/jsx-runtime and failed ('jsx is not a function').
  optimizeDeps: { exclude: ['@tanstack/react-query'] },
  build: { target: 'es2022' },
}));
