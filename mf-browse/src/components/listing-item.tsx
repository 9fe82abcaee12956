import { Link } from 'react-router';
import { isSafeHttpUrl, priceLabel, roomsLabel, type Listing } from 'shared-firebase';
import { lazy, Suspense } from 'react';
import styles from './listing-item.module.css';

// The heart comes after the card (a page without cards, like Explore, never loads it).
const SaveButton = lazy(() => import('./save-button.tsx').then((m) => ({ default: m.SaveButton })));

/**
 * One listing in a list: cover, name, location, price and rooms; opens the detail page. Its heart
 * saves it. `first`: the list's first card, whose photo is the page's largest paint: fetched at
 * once and first, not when layout finds it in view.
 */
export function ListingItem({ listing, first = false }: { listing: Listing; first?: boolean }) {
  const cover = listing.imgUrls.find(isSafeHttpUrl);
  return (
    <li className={styles.item}>
      <Link to={`/category/${listing.type}/${listing.id}`} className={styles.link}>
        {cover ? (
          <img
            className={styles.image}
            src={cover}
            alt={listing.name}
            width={160}
            height={120}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
          />
        ) : (
          <div className={styles.image} aria-hidden="true" />
        )}
        <div className={styles.details}>
          <p className={styles.location}>{listing.location}</p>
          <p className={styles.name}>{listing.name}</p>
          <p className={styles.price}>{priceLabel(listing)}</p>
          <p className={styles.rooms}>
            <span>{roomsLabel(listing.bedrooms, 'Bedroom')}</span>
            <span>{roomsLabel(listing.bathrooms, 'Bathroom')}</span>
          </p>
        </div>
      </Link>
      <Suspense fallback={null}>
        <SaveButton listing={listing} />
      </Suspense>
    </li>
  );
}
