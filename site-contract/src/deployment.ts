import type { RouteDeclaration } from './routes.ts';

/**
 * Where a deployed remote lives: its mf-manifest.json (the first-load script preloads what it
 * declares) and its remoteEntry.js (the federation runtime loads it), and its name for people.
 */
export interface DeployedRemote {
  manifest: string;
  entry: string;
  label: string;
}

/** A route of the deployment: a remote's declaration and the remote that serves it. */
export interface DeployedRoute extends RouteDeclaration {
  remote: string;
}

/**
 * A deployment of the site: the remotes and every route they serve. Written by the deploy step
 * (scripts/lib/deployment.mjs) into the shell's /remotes.json and into a JSON block of its
 * index.html; the shell builds its router from it at run time, so a remote ships a new page, or
 * rolls back, with no shell release.
 */
export interface Deployment {
  remotes: Record<string, DeployedRemote>;
  routes: DeployedRoute[];
}

/** The id of index.html's JSON block holding the deployment. */
export type DeploymentBlockId = 'deployment';
