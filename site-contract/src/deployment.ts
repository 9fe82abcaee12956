import type * as v from 'valibot';
import type { deployedRemoteSchema, deploymentSchema } from './contract-schema.ts';

/**
 * Where a deployed remote lives: its mf-manifest.json (the first-load script preloads what it
 * declares) and its remoteEntry.js (the federation runtime loads it), and its name for people.
 */
export type DeployedRemote = v.InferOutput<typeof deployedRemoteSchema>;

/**
 * A deployment of the site: the remotes, every route they serve, the navigation and the entry
 * points (contract-schema.ts). Written by the deploy step (scripts/lib/deployment.mjs) into the
 * shell's /remotes.json and into a JSON block of its index.html.
 */
export type Deployment = v.InferOutput<typeof deploymentSchema>;

/** A route of the deployment: a remote's declaration and the remote that serves it. */
export type DeployedRoute = Deployment['routes'][number];

/** A navigation entry of the deployment, with the remote that declared it. */
export type DeployedNavEntry = Deployment['nav'][number];

/** The id of index.html's JSON block holding the deployment. */
export type DeploymentBlockId = 'deployment';
