import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { FallbackImage } from 'design-system/fallback-image';
import { isSafeHttpUrl, photoSources, type Listing } from 'listing-domain';
import { bathroomsText, bedroomsText, priceText } from '../../../components/listing-words.ts';
import styles from './search-map.module.css';

/** The small card a map marker opens: photo, name, price and rooms; opens the listing. */
export function MapHomeCard({ listing }: { listing: Listing }) {
  const { i18n } = useLingui();
  const cover = listing.imgUrls.find(isSafeHttpUrl);
  return (
    <Link to={`/category/${listing.type}/${listing.id}`} className={styles.card}>
      {cover ? (
        <FallbackImage
          {...photoSources(cover, 'card')}
          alt={listing.name}
          width={200}
          height={120}
          className={styles.cardImage}
        />
      ) : null}
      <span className={styles.cardName}>{listing.name}</span>
      <span className={styles.cardPrice}>{priceText(i18n, listing)}</span>
      <span className={styles.cardRooms}>
        {bedroomsText(i18n, listing.bedrooms)} · {bathroomsText(i18n, listing.bathrooms)}
      </span>
    </Link>
  );
}
