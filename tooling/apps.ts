// The one registry of the site's apps (tooling/apps.json): name (also the federation name),
// folder, local port, label and exposed entries. Vite configs, scripts, ESLint, hosting config,
// benchmark and E2E all read it; scripts/lib/apps.mjs is the same for plain Node scripts.
import apps from './apps.json' with { type: 'json' };

export interface AppEntry {
  folder: string;
  port: number;
  label: string;
  exposes?: Record<string, string>;
}

export type AppName = keyof typeof apps;
export type RemoteName = Exclude<AppName, 'shell'>;

export const APPS: Record<AppName, AppEntry> = apps;
export const REMOTE_NAMES = (Object.keys(APPS) as AppName[]).filter((name): name is RemoteName => name !== 'shell');
