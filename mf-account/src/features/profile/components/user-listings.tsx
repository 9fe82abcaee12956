import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { deleteListing, listUserListings, type Listing } from 'shared-firebase';
import { Loading } from '../../../components/loading.tsx';
import { OwnListingItem } from './own-listing-item.tsx';
import styles from './profile-page.module.css';

export const DELETE_CONFIRM = 'Are you sure you want to delete?';
export const DELETE_SUCCESS = 'Successfully deleted listing';

type Load = { kind: 'loading' } | { kind: 'failed'; retrying: boolean } | { kind: 'loaded'; listings: Listing[] };

/** The signed-in user's listings, newest first, with delete and edit. */
export function UserListings({ uid }: { uid: string }) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    listUserListings(uid).then(
      (found) => {
        if (active) setLoad({ kind: 'loaded', listings: found });
      },
      () => {
        if (!active) return;
        setLoad({ kind: 'failed', retrying: false });
        toast.error('Could not fetch listings');
      },
    );
    return () => {
      active = false;
    };
  }, [uid, attempt]);

  async function remove(listing: Listing) {
    if (!window.confirm(DELETE_CONFIRM)) return;
    try {
      await deleteListing(listing);
      setLoad((current) =>
        current.kind === 'loaded'
          ? { kind: 'loaded', listings: current.listings.filter((l) => l.id !== listing.id) }
          : current,
      );
      toast.success(DELETE_SUCCESS);
    } catch {
      toast.error('Could not delete listing');
    }
  }

  if (load.kind === 'loading') return <Loading label="Loading your listings" />;
  // Not the same as having no listings: say so, and keep the button (and its focus) while retrying.
  if (load.kind === 'failed') {
    return (
      <section>
        <h2 className={styles.subtitle}>Your Listings</h2>
        <p>Your listings could not be loaded.</p>
        <button
          type="button"
          className={styles.retry}
          aria-disabled={load.retrying}
          onClick={() => {
            if (load.retrying) return;
            setLoad({ kind: 'failed', retrying: true });
            setAttempt((n) => n + 1);
          }}
        >
          {load.retrying ? 'Retrying…' : 'Retry'}
        </button>
      </section>
    );
  }
  const { listings } = load;
  if (listings.length === 0) {
    return (
      <section className={styles.empty} aria-labelledby="no-listings">
        <h2 id="no-listings" className={styles.subtitle}>
          No listings yet
        </h2>
        <p>Homes you publish show here, where you can edit or delete them.</p>
        <Link to="/create-listing" className={styles.emptyAction}>
          List your first home
        </Link>
      </section>
    );
  }
  return (
    <section>
      <h2 className={styles.subtitle}>Your Listings</h2>
      <ul className={styles.list}>
        {listings.map((listing) => (
          <OwnListingItem key={listing.id} listing={listing} onDelete={() => void remove(listing)} />
        ))}
      </ul>
    </section>
  );
}
