// What the shell expects of each remote's `./pages` entry: router-free pages without props in an
// object named `pages`, and a `contract` naming the page contract version it implements. Which
// pages exist, and on which routes, is the remotes' to say (the deployment, deployment.ts).

/** Version of the page contract the shell speaks. */
export const PAGE_CONTRACT_VERSION = 1;
