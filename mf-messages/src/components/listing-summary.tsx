import { FallbackImage } from 'design-system/fallback-image';
import { useEntryPoint } from 'design-system/use-entry-point';
import { Link } from 'react-router';
import { listingEntryUrl } from 'site-contract';
import styles from './listing-summary.module.css';

/**
 * The home a conversation is about: its cover photo and name, linking to its page (the `listing`
 * entry point of whichever remote serves it, issue 48; just the name when none does, standalone).
 */
export function ListingSummary({
  name,
  photo,
  listingType,
  listingId,
  aside,
}: {
  name: string;
  photo: string;
  listingType: string;
  listingId: string;
  aside?: string;
}) {
  const listing = useEntryPoint('listing');
  return (
    <div className={styles.summary}>
      {photo ? (
        // A photo gone since shows a placeholder, not a broken image.
        <FallbackImage className={styles.photo} src={photo} fallbackSrc={photo} alt={name} width={96} height={72} />
      ) : null}
      <div>
        {listing ? (
          <Link to={listingEntryUrl(listing, listingType, listingId)} className={styles.name}>
            {name}
          </Link>
        ) : (
          <p className={styles.name}>{name}</p>
        )}
        {aside ? <p className={styles.aside}>{aside}</p> : null}
      </div>
    </div>
  );
}
