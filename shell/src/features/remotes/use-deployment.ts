import { useEffect, useState } from 'react';
import type { Deployment } from 'site-contract';
import { knownDeployment, loadDeployment } from './deployment.ts';

export type DeploymentStatus =
  { state: 'ready'; deployment: Deployment } | { state: 'loading' } | { state: 'failed'; retry: () => void };

/**
 * The site's deployment for the router: at once on a built page (its block), after /remotes.json
 * elsewhere (the dev server); `failed` with a retry when that cannot be read.
 */
export function useDeployment(): DeploymentStatus {
  const [deployment, setDeployment] = useState(knownDeployment);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (deployment || failed) return;
    let live = true;
    loadDeployment().then(
      (loaded) => {
        if (live) setDeployment(loaded);
      },
      (error: unknown) => {
        console.warn('[shell] the deployment could not be read', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [deployment, failed]);

  if (deployment) return { state: 'ready', deployment };
  if (failed)
    return {
      state: 'failed',
      retry: () => setFailed(false),
    };
  return { state: 'loading' };
}
