import { useEntryPoint } from 'design-system/use-entry-point';
import { listingEntryUrl } from 'site-contract';
import { Link } from 'react-router';
import type { ListingType } from 'listing-domain';
import styles from './viewing-pages.module.css';

/** The home a viewing page is about: its name (a link to its page, where the site has one) and address. */
export function ListingHeading({
  id,
  name,
  type,
  address,
}: {
  id: string;
  name: string;
  type: ListingType;
  address: string;
}) {
  const listing = useEntryPoint('listing');
  return (
    <div className={styles.home}>
      <p className={styles.homeName}>{listing ? <Link to={listingEntryUrl(listing, type, id)}>{name}</Link> : name}</p>
      <p className={styles.muted}>{address}</p>
    </div>
  );
}
