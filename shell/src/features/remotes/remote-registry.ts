import { loadRemote, registerPlugins, registerRemotes, satisfy } from '@module-federation/runtime';
import { SHARED_FIREBASE_VERSION } from 'shared-firebase';
import type { ComponentType } from 'react';
import { preloadedManifests, takePreloadedRemoteUrls } from './preloaded-remotes.ts';
import { PAGE_CONTRACT_VERSION, REMOTE_NAMES, type PageName, type RemoteName } from './remote-contract.ts';

type RemoteUrls = Record<RemoteName, string>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Parses /remotes.json: remote name → URL of its mf-manifest.json. */
export function parseRemoteUrls(value: unknown, base: string): RemoteUrls {
  if (!isRecord(value)) throw new Error('remotes.json must be an object');
  const urls: Partial<RemoteUrls> = {};
  for (const name of REMOTE_NAMES) {
    const url = value[name];
    if (typeof url !== 'string' || url === '') throw new Error(`remotes.json has no URL for ${name}`);
    urls[name] = new URL(url, base).toString();
  }
  return urls as RemoteUrls;
}

let registration: Promise<RemoteUrls> | undefined;

async function readRemotesJson(): Promise<unknown> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`GET /remotes.json: ${response.status}`);
  return response.json();
}

async function fetchRemoteUrls(): Promise<RemoteUrls> {
  const preloaded = takePreloadedRemoteUrls();
  const json = preloaded ? await preloaded.catch(readRemotesJson) : await readRemotesJson();
  const urls = parseRemoteUrls(json, window.location.origin);
  registerPlugins([preloadedManifests]);
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: urls[name] })));
  return urls;
}

/** Reads /remotes.json once and registers every remote with the federation runtime. */
export function ensureRemotesRegistered(): Promise<RemoteUrls> {
  registration ??= fetchRemoteUrls().catch((error: unknown) => {
    registration = undefined; // let a retry read remotes.json again
    throw error;
  });
  return registration;
}

/** Drops what the runtime cached of a remote, so the next load fetches it afresh (Retry). */
export async function forgetRemote(name: RemoteName): Promise<void> {
  const urls = await ensureRemotesRegistered();
  registerRemotes([{ name, entry: urls[name] }], { force: true });
}

/** A remote built for another version of the page contract or of shared-firebase. */
export class IncompatibleRemoteError extends Error {
  constructor(remote: string, reason: string) {
    super(`${remote} is not compatible with this shell: ${reason}`);
    this.name = 'IncompatibleRemoteError';
  }
}

/** Why a remote's declared contract does not fit this shell, or null when it does. */
export function contractMismatch(contract: unknown): string | null {
  if (!isRecord(contract)) return 'it declares no contract';
  if (contract.pageContract !== PAGE_CONTRACT_VERSION) {
    return `it implements page contract ${String(contract.pageContract)}, the shell speaks ${PAGE_CONTRACT_VERSION}`;
  }
  const range = contract.sharedFirebase;
  if (typeof range !== 'string' || !satisfy(SHARED_FIREBASE_VERSION, range)) {
    return `it needs shared-firebase ${String(range)}, the page runs ${SHARED_FIREBASE_VERSION}`;
  }
  return null;
}

/** Loads one page component of a remote and checks that it is what the contract promises. */
export async function loadRemotePage<R extends RemoteName>(remote: R, page: PageName<R>): Promise<ComponentType> {
  await ensureRemotesRegistered();
  const module: unknown = await loadRemote(`${remote}/pages`);
  const mismatch = contractMismatch(isRecord(module) ? module.contract : undefined);
  if (mismatch) {
    // Module Federation's own version check stays silent for a mismatched singleton: refuse here.
    console.warn(`[shell] not mounting ${remote}: ${mismatch}`);
    throw new IncompatibleRemoteError(remote, mismatch);
  }
  const pages = isRecord(module) ? module.pages : undefined;
  const component = isRecord(pages) ? pages[page] : undefined;
  if (typeof component !== 'function' && !isRecord(component)) {
    throw new Error(`${remote} does not provide the page ${page}`);
  }
  return component as ComponentType;
}
