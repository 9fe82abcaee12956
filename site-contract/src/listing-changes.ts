// A listing changed in one remote, and another remote may hold it in its cache: the editor saves
// an edit that mf-browse's listing page showed a minute ago, the profile (mf-account) deletes a
// listing mf-browse's lists hold. The remote that writes announces the change on the page, as
// data; a remote that caches listings forgets them. Neither loads the other's code.

const EVENT = 'marketplace:listing-changed';

export interface ListingChange {
  id: string;
  change: 'saved' | 'deleted';
}

/** Tells every remote of the page that a listing was written or deleted. */
export function announceListingChange(change: ListingChange): void {
  if (typeof window === 'undefined') return; // Node (tests, scripts): no page to tell
  window.dispatchEvent(new CustomEvent<ListingChange>(EVENT, { detail: change }));
}

/** Hears every listing change announced on the page; returns how to stop hearing. */
export function onListingChange(listener: (change: ListingChange) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const handle = (event: Event) => {
    const detail: unknown = (event as CustomEvent<unknown>).detail;
    if (typeof detail !== 'object' || detail === null) return;
    const { id, change } = detail as Partial<ListingChange>;
    if (typeof id === 'string' && (change === 'saved' || change === 'deleted')) listener({ id, change });
  };
  window.addEventListener(EVENT, handle);
  return () => window.removeEventListener(EVENT, handle);
}
