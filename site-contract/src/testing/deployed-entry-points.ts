// For a remote's tests: the page's deployment block with the entry points of the site it is part of
// (as a built page has it), so that its links to other remotes' pages render as they do deployed.
import type { DeploymentBlockId } from '../deployment.ts';
import type { EntryPoints, NavEntry } from '../routes.ts';

const BLOCK_ID: DeploymentBlockId = 'deployment';

/** mf-browse's listing page, as the deployment declares it. */
export const LISTING_ENTRY_POINT = {
  path: '/category/:categoryName/:listingId',
  type: 'categoryName',
  id: 'listingId',
} as const satisfies EntryPoints['listing'];

/** Puts a deployment block with `entries` (and `nav`) in the document; returns what removes it. */
export function showDeployedEntryPoints(
  entries: EntryPoints = { listing: LISTING_ENTRY_POINT },
  nav: readonly (NavEntry & { remote: string })[] = [],
): () => void {
  document.getElementById(BLOCK_ID)?.remove();
  const block = document.createElement('script');
  block.id = BLOCK_ID;
  block.type = 'application/json';
  block.textContent = JSON.stringify({ entries, nav });
  document.head.append(block);
  return () => block.remove();
}
