/**
 * What this remote needs of the shell that mounts it: the page contract (router-free pages
 * without props, in an object named `pages`) and the range of shared-firebase it was built for.
 */
export const contract = { pageContract: 1, sharedFirebase: '^3.4.0' } as const;
