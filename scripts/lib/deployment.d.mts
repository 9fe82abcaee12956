import type { Deployment, RemoteRelease } from 'site-contract';
import type { RemoteToDeploy } from 'site-contract/deployment';

export {
  checkedDeployment,
  checkedRelease,
  checkedRoutesFile,
  composeDeployment,
  DeploymentError,
  pathKey,
} from 'site-contract/deployment';

export const DEPLOYMENT_BLOCK_ID: 'deployment';
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
