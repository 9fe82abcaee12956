import { buttonClass } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';
import { LoadFailed } from 'design-system/load-failed';
import { Spinner } from 'design-system/spinner';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { type Listing } from 'listing-domain';
import { useDeleteOwnListing, useOwnListings } from '../../../api/listings/own-listings-query.ts';
import { OwnListingItem } from './own-listing-item.tsx';
import styles from './profile-page.module.css';
import { Trans, useLingui } from '@lingui/react/macro';

/** The signed-in user's listings, newest first, with delete and edit. */
export function UserListings({ uid }: { uid: string }) {
  const { t } = useLingui();
  const load = useOwnListings(uid);
  const removal = useDeleteOwnListing(uid);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // After a delete: the listing that took the deleted one's place (or the one before it), else the heading.
  const focusAfterDelete = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterDelete.current;
    if (index === null) return;
    focusAfterDelete.current = null;
    // Each listing's link: the first link of its item.
    const items = [...(listRef.current?.querySelectorAll<HTMLElement>(':scope > li') ?? [])].map((item) =>
      item.querySelector<HTMLElement>('a'),
    );
    const next = items[Math.min(index, items.length - 1)];
    (next ?? headingRef.current)?.focus();
  }, [load.data]);

  // The spec's toast, once for each failed read (a failed Retry says it again).
  useEffect(() => {
    if (load.errorUpdatedAt) toast.error(t`Could not fetch listings`);
  }, [load.errorUpdatedAt, t]);

  async function remove(listing: Listing) {
    if (!window.confirm(t`Are you sure you want to delete?`)) return;
    // Set before the list drops it (the mutation's success changes the list, and the focus follows).
    focusAfterDelete.current = Math.max(load.data?.findIndex((l) => l.id === listing.id) ?? 0, 0);
    try {
      await removal.mutateAsync(listing);
      toast.success(t`Successfully deleted listing`);
    } catch {
      focusAfterDelete.current = null;
      toast.error(t`Could not delete listing`);
    }
  }

  if (load.isPending) return <Spinner label={t`Loading your listings`} />;
  // Not the same as having no listings: say so, and keep the button (and its focus) while retrying.
  if (load.isError) {
    return (
      <section>
        <h2 className={styles.subtitle}>
          <Trans>Your Listings</Trans>
        </h2>
        <LoadFailed
          message={t`Your listings could not be loaded.`}
          labels={{ retry: t`Retry`, retrying: t`Retrying…` }}
          retrying={load.isFetching}
          onRetry={() => void load.refetch()}
        />
      </section>
    );
  }
  const listings = load.data;
  if (listings.length === 0) {
    return (
      <section className={styles.empty} aria-labelledby="no-listings">
        <EmptyState
          action={
            <Link to="/create-listing" className={buttonClass('primary')}>
              <Trans>List your first home</Trans>
            </Link>
          }
        >
          <h2 id="no-listings" ref={headingRef} tabIndex={-1} className={styles.subtitle}>
            <Trans>No listings yet</Trans>
          </h2>
          <p>
            <Trans>Homes you publish show here, where you can edit or delete them.</Trans>
          </p>
        </EmptyState>
      </section>
    );
  }
  return (
    <section>
      <h2 ref={headingRef} tabIndex={-1} className={styles.subtitle}>
        <Trans>Your Listings</Trans>
      </h2>
      <ul ref={listRef} className={styles.list}>
        {listings.map((listing) => (
          <OwnListingItem key={listing.id} listing={listing} onDelete={() => void remove(listing)} />
        ))}
      </ul>
    </section>
  );
}
