import { Link } from 'react-router';
import { FallbackImage } from 'design-system/fallback-image';
import { isSafeHttpUrl, photoSources, priceLabel, roomsLabel, type Listing } from 'listing-domain';
import styles from './search-map.module.css';

/** The small card a map marker opens: photo, name, price and rooms; opens the listing. */
export function MapHomeCard({ listing }: { listing: Listing }) {
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
      <span className={styles.cardPrice}>{priceLabel(listing)}</span>
      <span className={styles.cardRooms}>
        {roomsLabel(listing.bedrooms, 'Bedroom')} · {roomsLabel(listing.bathrooms, 'Bathroom')}
      </span>
    </Link>
  );
}
