/** The parameters of `pathname` under the route `pattern`, or null when it is not that route's. */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null;
/** The first of `routes` whose path `pathname` matches, with its parameters, or null. */
export function findRoute<R extends { path: string }>(
  routes: readonly R[],
  pathname: string,
): { route: R; params: Record<string, string> } | null;
