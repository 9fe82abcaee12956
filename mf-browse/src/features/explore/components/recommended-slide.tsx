import { Link } from 'react-router';
import { FallbackImage } from 'design-system/fallback-image';
import { isSafeHttpUrl, photoSources, type Listing } from 'listing-domain';
import { useLingui } from '@lingui/react/macro';
import { priceText } from '../../../components/listing-words.ts';
import { photoLoadingProps, photoReadyProps } from '../../../components/photo-ready.ts';
import type { FirstScreen } from '../../../hooks/use-painted.ts';
import styles from './recommended-slide.module.css';

export const carouselFrameClass = styles.frame;

/**
 * One slide of the carousel: the cover photo, name and price; a link to the listing (it can be
 * opened in a new tab; a swipe scrolls the carousel instead of following it).
 * `onReady` as in photoReadyProps (the page knows when there is no photo).
 */
export function RecommendedSlide({
  listing,
  first,
  photo = true,
  onReady,
}: {
  listing: Listing;
  first: boolean;
  /** Whether to show the photo yet (a later slide's waits for the first one's paint). */
  photo?: boolean;
  onReady?: (state: FirstScreen) => void;
}) {
  const { i18n } = useLingui();
  const price = priceText(i18n, listing);
  const cover = listing.imgUrls.find(isSafeHttpUrl);
  return (
    <Link
      to={`/category/${listing.type}/${listing.id}`}
      className={styles.slide}
      aria-label={`${listing.name}, ${price}`}
    >
      {cover && photo && (
        <FallbackImage
          {...photoReadyProps(onReady)}
          className={styles.image}
          {...photoSources(cover, 'view')}
          alt={listing.name}
          width={960}
          height={600}
          {...photoLoadingProps(first)}
        />
      )}
      <span className={styles.caption}>
        <span className={styles.name}>{listing.name}</span>
        {/* A word break between them as read (the page lays them out apart): "House 680 £GB", not
            "House680 £GB", where a language writes the currency after the figure. */}{' '}
        <span className={styles.price}>{price}</span>
      </span>
    </Link>
  );
}
