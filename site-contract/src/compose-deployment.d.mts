import type { Deployment, DeployedRemote, EntryPoints, NavEntry, RemoteRelease, RouteDeclaration } from './index.ts';

/** What a remote brings to a deployment: where it lives and what its release declares. */
export type RemoteToDeploy = Omit<DeployedRemote, 'label'> & {
  label?: string;
  routes: RouteDeclaration[];
  nav?: NavEntry[];
  entries?: EntryPoints;
};

export class DeploymentError extends Error {}
export function checkedRelease(json: unknown, remote: string): RemoteRelease;
export function checkedRoutesFile(json: unknown, remote: string): RouteDeclaration[];
export function checkedDeployment(json: unknown): Deployment;
export function pathKey(routePath: string): string;
export function entryPath(point: string | { path: string }): string;
export function composeDeployment(remotes: Record<string, RemoteToDeploy>): Deployment;
