import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { remoteExposes, remoteFederationOptions, serverOptions } from '../tooling/app-config.ts';
import { compactContainerEntry } from '../tooling/compact-container-entry.ts';
import { compileHints } from '../tooling/compile-hints.ts';
import { linguiPlugins } from '../tooling/lingui-macros.ts';
import { exposeEntryInManifest } from '../tooling/expose-entry-in-manifest.ts';
import { publishRoutes } from '../tooling/publish-routes.ts';
import { standalonePage } from '../tooling/standalone-page.ts';
import * as declared from './src/app/contract.ts';

export default defineConfig(({ command }) => ({
  plugins: [
    // Its words in the visitor's language (issue 88): src/locales/, from lingui.config.ts.
    ...linguiPlugins(import.meta.dirname, { failOnMissing: command === 'build' }),
    react(),
    standalonePage(),
    federation(remoteFederationOptions('mf_listing_editor', import.meta.dirname, command)),
    compactContainerEntry('remote'),
    compileHints(),
    exposeEntryInManifest(remoteExposes('mf_listing_editor')),
    publishRoutes('mf_listing_editor', declared),
  ],
  ...serverOptions('mf_listing_editor'),
  build: { target: 'es2022' },
}));
