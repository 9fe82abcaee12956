import { Link } from 'react-router';
import type { Listing } from 'shared-firebase';
import { buttonRole } from '../../../components/button-role.ts';
import { useSessionUser } from '../../../hooks/use-session-user.ts';
import styles from './listing-page.module.css';

/**
 * What the viewer can do with the listing (needs the viewer's session: Auth loads for it): its
 * owner edits it; anyone else contacts the landlord (the spec's 'Contact Landlord').
 */
export function ListingActions({ listing }: { listing: Listing }) {
  const viewer = useSessionUser();
  if (viewer === undefined) return null;
  if (viewer?.uid === listing.userRef) {
    return (
      <Link {...buttonRole} className={styles.contact} to={`/edit-listing/${encodeURIComponent(listing.id)}`}>
        Edit listing
      </Link>
    );
  }
  return (
    <Link
      {...buttonRole}
      className={styles.contact}
      to={`/contact/${encodeURIComponent(listing.userRef)}?listingName=${encodeURIComponent(listing.name)}`}
    >
      Contact Landlord
    </Link>
  );
}
