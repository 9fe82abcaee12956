// The read a first screen is rendered from (issue 38), made by this slice's own server code (issue
// 48): the same request the page's first-load read makes in the browser (the route's declared
// read, its request from first-reads.ts; a search's from its early-read module), to Firestore's
// REST API without credentials, so the answer is what a visitor may read and what the page takes.
import type { RouteDeclaration } from '../../../../site-contract/src/index.ts';
import type { FirstReadName } from '../../../src/api/listings/first-reads.ts';
import { FIRST_READS } from '../../../src/api/listings/first-reads.ts';
import { firstRead as addressRead } from '../../../src/first-screen/render-first-screen.tsx';

/** The most a read may take: past it, the site's server shows the plain page. */
const WAIT_MS = 2_500;

export interface FirstScreenRead {
  key: string;
  method: string;
  url: string;
  body?: string;
}

/** The first read of `route` at `url` (its parameters `params`), or undefined when the address gets none. */
export function firstReadOf(
  route: RouteDeclaration<string, FirstReadName>,
  params: Record<string, string>,
  url: URL,
  documentsUrl: string,
): FirstScreenRead | undefined {
  const read = route.read;
  if (!read) {
    const byAddress = addressRead({ route: route.path, url, documentsUrl });
    return byAddress ? { key: byAddress.key, ...byAddress.request } : undefined;
  }
  const request = FIRST_READS[read.name];
  const arg = read.param ? params[read.param] : undefined;
  if (read.param && !arg) return undefined;
  if (read.values && !read.values.includes(arg ?? '')) return undefined;
  return {
    key: read.param ? `${read.name}/${arg}` : read.name,
    method: request.method,
    url: request.url.replace('{documents}', () => documentsUrl).replace('{arg}', () => encodeURIComponent(arg ?? '')),
    body: request.body?.replace('{arg}', () => JSON.stringify(arg ?? '').slice(1, -1)),
  };
}

/**
 * The read's JSON answer: what the browser's read would have got (an error answer for a document
 * that is not there, which the page shows as not found), or undefined when it failed.
 */
export async function readAnswer(read: FirstScreenRead): Promise<unknown> {
  const response = await fetch(read.url, {
    method: read.method,
    body: read.body,
    headers: read.body ? { 'Content-Type': 'application/json' } : undefined,
    signal: AbortSignal.timeout(WAIT_MS),
  });
  if (!response.ok && response.status !== 404) return undefined;
  return (await response.json()) as unknown;
}
