import { Link } from 'react-router';
import { FallbackImage } from 'design-system/fallback-image';
import { useEntryPoint } from 'design-system/use-entry-point';
import { listingEntryUrl } from 'site-contract';
import { currentPrice, formatMoney, isSafeHttpUrl, photoSources, type Listing } from 'listing-domain';
import { ListingTotals } from './listing-totals.tsx';
import { OwnListingStatus } from './own-listing-status.tsx';
import styles from './profile-page.module.css';
import { Plural, Trans, useLingui } from '@lingui/react/macro';

/** One of the user's own listings, with delete and edit icons. */
export function OwnListingItem({ listing, onDelete }: { listing: Listing; onDelete: () => void }) {
  const { t } = useLingui();
  const { name, bedrooms, bathrooms } = listing;
  const price = formatMoney(currentPrice(listing), listing.currency);
  const cover = listing.imgUrls.find(isSafeHttpUrl);
  // The listing's page is the `listing` entry point's (mf-browse, issue 48): never written here.
  const page = useEntryPoint('listing');
  const summary = (
    <>
      {cover ? (
        <FallbackImage
          {...photoSources(cover, 'card')}
          className={styles.itemImage}
          alt={listing.name}
          width={120}
          height={90}
          loading="lazy"
        />
      ) : (
        <div className={styles.itemImage} aria-hidden="true" />
      )}
      <div>
        <p className={styles.itemLocation}>{listing.location}</p>
        <p className={styles.itemName}>{listing.name}</p>
        <p className={styles.itemPrice}>{listing.type === 'rent' ? t`${price} / Month` : price}</p>
        <p className={styles.itemRooms}>
          <span>
            <Plural value={bedrooms} one="# Bedroom" other="# Bedrooms" />
          </span>
          <span>
            <Plural value={bathrooms} one="# Bathroom" other="# Bathrooms" />
          </span>
        </p>
        {/* The care's question (issue 52), answered on the home's page. */}
        {listing.listed === false ? (
          <p className={styles.itemCare}>
            <Trans>Off the lists and search: confirm it is still available on its page.</Trans>
          </p>
        ) : listing.staleAskedAt ? (
          <p className={styles.itemCare}>
            <Trans>Is it still available? Confirm it on its page.</Trans>
          </p>
        ) : null}
      </div>
    </>
  );
  return (
    <li className={styles.item}>
      <div className={styles.itemMain}>
        {page ? (
          <Link to={listingEntryUrl(page, listing.type, listing.id)} className={styles.itemLink}>
            {summary}
          </Link>
        ) : (
          <div className={styles.itemLink}>{summary}</div>
        )}
        <OwnListingStatus listing={listing} />
        <ListingTotals listingId={listing.id} name={listing.name} />
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.iconButton} onClick={onDelete} aria-label={t`Delete ${name}`}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Z" />
          </svg>
        </button>
        <Link to={`/edit-listing/${listing.id}`} className={styles.iconButton} aria-label={t`Edit ${name}`}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="m14.1 5.3 4.6 4.6L8.6 20H4v-4.6L14.1 5.3Zm1.4-1.4 1.8-1.8a1 1 0 0 1 1.4 0l3.2 3.2a1 1 0 0 1 0 1.4l-1.8 1.8-4.6-4.6Z"
            />
          </svg>
        </Link>
      </div>
    </li>
  );
}
