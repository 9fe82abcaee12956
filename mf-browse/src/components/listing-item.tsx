import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { FallbackImage } from 'design-system/fallback-image';
import { isSafeHttpUrl, photoSources, type Listing } from 'listing-domain';
import {
  bathroomsText,
  bedroomsText,
  cardFactsText,
  priceCutText,
  priceText,
  statusBadgeText,
  wasPriceText,
  weeklyRentText,
} from './listing-words.ts';
import { Badge } from 'design-system/badge';
import { VisuallyHidden } from 'design-system/visually-hidden';
import { lazy, memo, Suspense } from 'react';
import type { FirstScreen } from '../hooks/use-painted.ts';
import { photoLoadingProps, photoReadyProps } from './photo-ready.ts';
import styles from './listing-item.module.css';

// The heart comes after the card (a page without cards, like Explore, never loads it).
const SaveButton = lazy(() => import('./save-button.tsx').then((m) => ({ default: m.SaveButton })));

interface ListingItemProps {
  listing: Listing;
  /** The list's first card, whose photo is the page's largest paint: fetched at once and first. */
  first?: boolean;
  /** Told when the first card's photo is ready to paint (or failed), see usePainted. */
  onFirstReady?: (state: Exclude<FirstScreen, 'pending'>) => void;
  /**
   * False while the page's first screen is still coming: a later card keeps its photo's place
   * (same box) without downloading it, and its heart waits. A list without a first screen to
   * protect (saved homes) leaves it true.
   */
  painted?: boolean;
  /**
   * The name as a heading (h2), to move from one result to the next: the search's results (issue
   * 35, defect 10). The spec's lists keep the headings they have (their page's title alone).
   */
  heading?: boolean;
  /** A line under the rooms: how far the home is, in a search around a place (issue 51). */
  note?: string | undefined;
  /**
   * The price converted to the currency a search shows ("≈ €694,000", issue 53); '' while the
   * rates load (the line is kept); undefined when the listing is priced in that currency.
   */
  converted?: string | undefined;
}

/**
 * One listing in a list: cover, name, location, price and rooms; opens the detail page. Its heart
 * saves it. Drawn again only when what it shows changes (its props are the listing as the query
 * keeps it, and strings): a search's page re-renders as its count, prices and place arrive, and ten
 * cards drawn five times over were about 50 ms of script on a slow phone (issue 50).
 */
export const ListingItem = memo(function ListingItem({
  listing,
  first = false,
  onFirstReady,
  painted = true,
  heading = false,
  note,
  converted,
}: ListingItemProps) {
  const { t, i18n } = useLingui();
  const Name = heading ? 'h2' : 'p';
  const cover = listing.imgUrls.find(isSafeHttpUrl);
  const showCover = cover && (first || painted);
  const wasPrice = wasPriceText(i18n, listing);
  const weekly = weeklyRentText(i18n, listing);
  const facts = cardFactsText(i18n, listing);
  // Where the home stands when it is not simply available (issue 36).
  const badge = statusBadgeText(i18n, listing.status);
  // A recent reduction, noted by the server (issue 37).
  const reduced = priceCutText(i18n, listing);
  return (
    <li className={styles.item}>
      {showCover ? (
        <FallbackImage
          className={styles.image}
          {...photoSources(cover, 'card')}
          alt={listing.name}
          width={160}
          height={120}
          {...photoLoadingProps(first)}
          {...photoReadyProps(onFirstReady)}
        />
      ) : (
        <div className={styles.image} aria-hidden="true" />
      )}
      <Link to={`/category/${listing.type}/${listing.id}`} className={`${styles.details} ${styles.link}`}>
        <p className={styles.location}>{listing.location}</p>
        <Name className={styles.name}>{listing.name}</Name>
        {badge && (
          <p className={styles.status}>
            <Badge tone="neutral">{badge}</Badge>
          </p>
        )}
        <p className={styles.price}>
          {priceText(i18n, listing)}
          {wasPrice && (
            <>
              {' '}
              <s className={styles.wasPrice}>
                <VisuallyHidden>{t`instead of`} </VisuallyHidden>
                {wasPrice}
              </s>
            </>
          )}
        </p>
        {/* Its own line, there from the first render (empty until the rates come): nothing moves. */}
        {converted !== undefined && <p className={styles.converted}>{converted || '\u00a0'}</p>}
        {weekly && <p className={styles.converted}>{weekly}</p>}
        {reduced && <p className={styles.reduced}>{reduced}</p>}
        {facts.length > 0 && (
          <p className={styles.facts}>
            {facts.map((fact) => (
              <span key={fact}>{fact}</span>
            ))}
          </p>
        )}
        <p className={styles.rooms}>
          <span>{bedroomsText(i18n, listing.bedrooms)}</span>
          <span>{bathroomsText(i18n, listing.bathrooms)}</span>
        </p>
        {note && <p className={styles.facts}>{note}</p>}
      </Link>
      {painted && (
        <Suspense fallback={null}>
          <SaveButton listing={listing} />
        </Suspense>
      )}
    </li>
  );
});
