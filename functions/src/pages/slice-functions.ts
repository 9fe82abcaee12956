// How the site's server asks a slice's server function (issue 48): over HTTP, by the name the
// deployment gives (a route's `firstScreenFunction`, the `sitemap` entry point), with a deadline.
// In production a function's address is https://<region>-<project>.cloudfunctions.net/<name>;
// locally SLICE_FUNCTIONS_URL (functions/.env.local) names the Functions emulator's.
import { projectId } from '../../../shared-firebase/server/firestore-rest.ts';
import { FUNCTION_NAME } from '../../../site-contract/src/contract-schema.ts';

const REGION = 'us-central1';

/** The address of the slice function `name`. */
export function sliceFunctionUrl(name: string): string {
  if (!FUNCTION_NAME.test(name)) throw new Error(`${JSON.stringify(name)} names no function`);
  const base = process.env.SLICE_FUNCTIONS_URL || `https://${REGION}-${projectId()}.cloudfunctions.net`;
  return `${base.replace(/\/$/, '')}/${name}`;
}

/** GET the slice function `name` with `query`, within `waitMs`. */
export function askSliceFunction(name: string, query: Record<string, string>, waitMs: number): Promise<Response> {
  return fetch(`${sliceFunctionUrl(name)}?${new URLSearchParams(query).toString()}`, {
    signal: AbortSignal.timeout(waitMs),
  });
}
