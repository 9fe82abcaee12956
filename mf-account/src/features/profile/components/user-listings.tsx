import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { deleteListing, listUserListings, type Listing } from 'shared-firebase';
import { Loading } from '../../../components/loading.tsx';
import { OwnListingItem } from './own-listing-item.tsx';
import styles from './profile-page.module.css';

export const DELETE_CONFIRM = 'Are you sure you want to delete?';
export const DELETE_SUCCESS = 'Successfully deleted listing';

/** The signed-in user's listings, newest first, with delete and edit. */
export function UserListings({ uid }: { uid: string }) {
  const [listings, setListings] = useState<Listing[] | null>(null);

  useEffect(() => {
    let active = true;
    listUserListings(uid).then(
      (found) => {
        if (active) setListings(found);
      },
      () => {
        if (!active) return;
        setListings([]);
        toast.error('Could not fetch listings');
      },
    );
    return () => {
      active = false;
    };
  }, [uid]);

  async function remove(listing: Listing) {
    if (!window.confirm(DELETE_CONFIRM)) return;
    try {
      await deleteListing(listing);
      setListings((current) => current?.filter((l) => l.id !== listing.id) ?? null);
      toast.success(DELETE_SUCCESS);
    } catch {
      toast.error('Could not delete listing');
    }
  }

  if (listings === null) return <Loading label="Loading your listings" />;
  if (listings.length === 0) return null;
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
