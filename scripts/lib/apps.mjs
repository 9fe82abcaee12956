// The site's apps as tooling/apps.json lists them (tooling/apps.ts is the same for TypeScript).
import { readFileSync } from 'node:fs';

/** @type {Record<string, { folder: string, port: number, label: string, exposes?: Record<string, string> }>} */
export const APPS = JSON.parse(readFileSync(new URL('../../tooling/apps.json', import.meta.url), 'utf8'));

/** The remotes' names (every app but the shell). */
export const REMOTE_NAMES = Object.keys(APPS).filter((name) => name !== 'shell');
