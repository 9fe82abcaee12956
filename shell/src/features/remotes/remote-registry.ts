import { loadRemote, registerRemotes, satisfy } from '@module-federation/runtime';
import { SHARED_FIREBASE_VERSION } from 'shared-firebase';
import type { ComponentType } from 'react';
import type { PageCode } from 'site-contract';
import { loadDeployment } from './deployment.ts';
import { PAGE_CONTRACT_VERSION } from './remote-contract.ts';

/**
 * A remote as the runtime loads it: its ES module entry, not its manifest. The shell's runtime is
 * built without manifest support (disableSnapshot, decision record 008); the first-load script
 * reads the manifest for what to preload.
 */
const remoteEntry = (name: string, entry: string) => ({ name, entry, type: 'module' as const });

let registration: Promise<void> | undefined;

/** Registers every remote of the deployment with the federation runtime, once. */
export function ensureRemotesRegistered(): Promise<void> {
  registration ??= loadDeployment()
    .then((deployment) => {
      registerRemotes(Object.entries(deployment.remotes).map(([name, { entry }]) => remoteEntry(name, entry)));
    })
    .catch((error: unknown) => {
      registration = undefined; // let a retry read the deployment again
      throw error;
    });
  return registration;
}

/** Drops what the runtime cached of a remote, so the next load fetches it afresh (Retry). */
export async function forgetRemote(name: string): Promise<void> {
  await ensureRemotesRegistered();
  const remote = (await loadDeployment()).remotes[name];
  if (remote) registerRemotes([remoteEntry(name, remote.entry)], { force: true });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
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
export async function loadRemotePage(remote: string, page: string): Promise<ComponentType> {
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
  // A page whose own code loads apart: loaded before it mounts, so what the page area shows
  // meanwhile (the server's first screen, or the spinner) stays until the page has its content.
  const { loadCode } = component as PageCode;
  if (typeof loadCode === 'function') await loadCode();
  return component as ComponentType;
}

/**
 * Loads a badge of a remote's navigation entry: a component of its exposed `badges` object
 * (site-contract's NavEntry.badge), with the same contract check as its pages.
 */
export async function loadRemoteBadge(remote: string, name: string): Promise<ComponentType> {
  await ensureRemotesRegistered();
  const module: unknown = await loadRemote(`${remote}/badges`);
  const mismatch = contractMismatch(isRecord(module) ? module.contract : undefined);
  if (mismatch) throw new IncompatibleRemoteError(remote, mismatch);
  const badges = isRecord(module) ? module.badges : undefined;
  const component = isRecord(badges) ? badges[name] : undefined;
  if (typeof component !== 'function' && !isRecord(component)) {
    throw new Error(`${remote} does not provide the badge ${name}`);
  }
  return component as ComponentType;
}
