// Which route an address belongs to: one rule (issue 48) for the first-load script in the page
// (inlined into it by shell/build/first-load-script.mjs, so this file imports nothing), the site's
// server (functions/) and the local server (scripts/lib/site.mjs). The router's own rule, as
// react-router applies it: static parts match without regard to case, a parameter is one
// non-empty segment (percent-decoded; one that does not decode matches nothing), one trailing
// slash is allowed, an empty segment is not.

/**
 * The parameters of `pathname` (an address's path) under the route `pattern` ("/category/:type"),
 * or null when it is not that route's.
 */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  if (!pathname.startsWith('/')) return null;
  const want = pattern.split('/').slice(1);
  const have = pathname.split('/').slice(1);
  if (want.length === 1 && want[0] === '') want.pop();
  if (have.length > 0 && have[have.length - 1] === '') have.pop();
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const part = want[i] ?? '';
    const value = have[i] ?? '';
    if (value === '') return null;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (part.toLowerCase() !== value.toLowerCase()) {
      return null;
    }
  }
  return params;
}

/** The first of `routes` whose path `pathname` matches, with its parameters, or null. */
export function findRoute<R extends { path: string }>(
  routes: readonly R[],
  pathname: string,
): { route: R; params: Record<string, string> } | null {
  for (const route of routes) {
    const params = matchRoute(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}
