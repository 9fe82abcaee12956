import type { Deployment, DeployedRemote, RouteDeclaration } from 'site-contract';

export const DEPLOYMENT_BLOCK_ID: 'deployment';
export class DeploymentError extends Error {}
export function checkedRoutesFile(json: unknown, remote: string): RouteDeclaration[];
export function pathKey(routePath: string): string;
export function composeDeployment(remotes: Record<string, DeployedRemote & { routes: RouteDeclaration[] }>): Deployment;
export function besideManifest(manifest: string, file: string): string;
export function deploymentJson(deployment: Deployment | null): string;
export function emptyDeploymentBlock(): string;
export function writeDeployment(distDir: string, deployment: Deployment): void;
export function readDeployment(distDir: string): Deployment;
export function remoteRelease(
  remote: string,
  from: { dist?: string; manifest: string },
): Promise<{ entry: string; routes: RouteDeclaration[] }>;
export function deployRemote(
  distDir: string,
  remote: string,
  deployed: DeployedRemote & { routes: RouteDeclaration[] },
): Deployment;
