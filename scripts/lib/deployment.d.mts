import type { Deployment, DeployedRemote, EntryPoints, NavEntry, RemoteRelease, RouteDeclaration } from 'site-contract';

/** What a remote brings to a deployment: where it lives and what its release declares. */
type RemoteToDeploy = Omit<DeployedRemote, 'label'> & {
  label?: string;
  routes: RouteDeclaration[];
  nav?: NavEntry[];
  entries?: EntryPoints;
};

export const DEPLOYMENT_BLOCK_ID: 'deployment';
export class DeploymentError extends Error {}
export function checkedRelease(json: unknown, remote: string): RemoteRelease;
export function checkedRoutesFile(json: unknown, remote: string): RouteDeclaration[];
export function checkedDeployment(json: unknown): Deployment;
export function pathKey(routePath: string): string;
export function composeDeployment(remotes: Record<string, RemoteToDeploy>): Deployment;
export function besideManifest(manifest: string, file: string): string;
export function deploymentJson(deployment: Deployment | null): string;
export function emptyDeploymentBlock(): string;
export function bootNav(deployment: Deployment): string;
export function writeDeployment(distDir: string, deployment: Deployment): void;
export function readDeployment(distDir: string): Deployment;
export function remoteRelease(
  remote: string,
  from: { dist?: string; manifest: string },
): Promise<{ entry: string } & Omit<RemoteRelease, 'remote'>>;
export function deployRemote(distDir: string, remote: string, deployed: RemoteToDeploy): Deployment;
