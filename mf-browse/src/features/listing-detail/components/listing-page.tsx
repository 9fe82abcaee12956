import { useQuery } from '@tanstack/react-query';
import { MissingPage } from 'design-system/missing-page';
import { PageHeader, useDocumentTitle } from 'design-system/page-header';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { PAGE_START_ATTRIBUTE } from 'site-contract';
import { BackToExplore } from '../../../components/back-to-explore.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Listing } from 'listing-domain';
import {
  bathroomsText,
  bedroomsText,
  discountText,
  priceCutText,
  mayBeGoneNote,
  priceText,
  statusBadgeText,
  typeBadge,
  wasPriceText,
  weeklyRentText,
} from '../../../components/listing-words.ts';
import { listingQuery } from '../../../api/listings/listing-query.ts';
import { Badge } from 'design-system/badge';
import { cardClass } from 'design-system/card';
import { Price } from 'design-system/price';
import { Skeleton, SkeletonGroup } from 'design-system/skeleton';
import { LoadFailed } from 'design-system/load-failed';
import { Spinner } from 'design-system/spinner';
import { useFailureToast } from '../../../hooks/use-failure-toast.ts';
import { usePainted, type FirstScreen } from '../../../hooks/use-painted.ts';
import { imageFrameClass, ListingCover, shownImages } from './listing-cover.tsx';
import { KeyFacts, ListingDescription } from './listing-about.tsx';
import { ShareButton } from './share-button.tsx';
import styles from './listing-page.module.css';

// Swiper and Leaflet are only needed here: they load with this page, not with the remote, and
// only once the listing's first screen (the details and the cover photo) has painted, so that
// they do not compete with it. Until then the cover shows alone and the map's place a spinner.
const SaveButton = lazy(() => import('../../../components/save-button.tsx').then((m) => ({ default: m.SaveButton })));
const ListingGallery = lazy(() => import('./listing-gallery.tsx').then((m) => ({ default: m.ListingGallery })));
const ListingActions = lazy(() => import('./listing-actions.tsx'));
const ListingMap = lazy(() => import('./listing-map.tsx').then((m) => ({ default: m.ListingMap })));

export function ListingPage() {
  const { listingId = '' } = useParams();
  const query = useQuery(listingQuery(listingId));
  const listing = query.data;
  const { t } = useLingui();

  useDocumentTitle(listing?.name);
  useFailureToast(query.errorUpdateCount);

  if (query.isPending) {
    // The page's frame in its shape while the listing is read: the photo box, the heading's lines.
    return (
      <SkeletonGroup label={t`Loading listing`} className={styles.page}>
        <div className={styles.gallery}>
          <Skeleton className={imageFrameClass} />
        </div>
        <div className={styles.details}>
          <Skeleton width="80%" height="2rem" />
          <Skeleton width="55%" height="1.25rem" className={styles.location} />
          <Skeleton width="40%" height="1.75rem" />
        </div>
      </SkeletonGroup>
    );
  }
  // Not the same as a listing that does not exist: the reader can try again. (A failed refetch
  // keeps showing what the last read found.)
  if (query.isLoadingError) {
    return (
      <section>
        <PageHeader title={t`This listing could not be loaded`} />
        <LoadFailed
          message={t`Check your connection and try again.`}
          labels={{ retry: t`Retry`, retrying: t`Retrying…` }}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      </section>
    );
  }
  if (!listing) {
    return (
      <MissingPage title={t`Listing not found`} action={<BackToExplore />}>
        <p>
          <Trans>This listing does not exist or has been removed.</Trans>
        </p>
      </MissingPage>
    );
  }

  return <ListingBody listing={listing} />;
}

interface ListingBodyProps {
  listing: Listing;
  /**
   * A draft's preview (issue 52): shown where a visitor's actions would be; the page's share and
   * heart are drawn as visitors will see them but do nothing (a draft has no address to share or
   * save), and no view is counted.
   */
  preview?: ReactNode;
  /** The preview's note, first in the page (where the shell moves focus after a route change). */
  note?: ReactNode;
}

/** A listing's page once it is read: photos, facts, map, price and what the viewer can do. */
export function ListingBody({ listing, preview, note }: ListingBodyProps) {
  const { t, i18n } = useLingui();
  const [cover, setCover] = useState<FirstScreen>('pending');
  const hasCover = shownImages(listing.imgUrls).length > 0;
  const painted = usePainted(hasCover ? cover : 'no-photo');
  const discount = discountText(i18n, listing);
  const wasPrice = wasPriceText(i18n, listing) ?? undefined;
  const reduced = priceCutText(i18n, listing);
  // UK rents by the week too (issue 86).
  const weekly = weeklyRentText(i18n, listing);
  const price = priceText(i18n, listing);
  const status = statusBadgeText(i18n, listing.status);
  const coverAlone = (
    <ListingCover urls={listing.imgUrls} name={listing.name} hasFloorPlan={!!listing.floorPlanUrl} onReady={setCover} />
  );
  const mapPending = <Spinner label={t`Loading map`} />;

  return (
    // The page starts at its photos (the shell focuses here after a route change, not at the title
    // below them), so Tab reaches the gallery and the heart first (issue 35, defect 9).
    <article
      className={note ? `${styles.page} ${styles.withNote}` : styles.page}
      {...{ [PAGE_START_ATTRIBUTE]: '' }}
      tabIndex={-1}
      aria-labelledby="listing-title"
    >
      {note ? <div className={styles.note}>{note}</div> : null}
      <div className={styles.gallery}>
        {painted ? (
          <Suspense fallback={coverAlone}>
            <ListingGallery urls={listing.imgUrls} name={listing.name} floorPlanUrl={listing.floorPlanUrl} />
          </Suspense>
        ) : (
          coverAlone
        )}
        <div className={styles.overlayShare} inert={!!preview}>
          <ShareButton />
        </div>
        <div className={styles.detailSave} inert={!!preview}>
          {/* Not in the first screen the server renders (import.meta.env.SSR), as it is not at the
              page's first render in the browser, before its chunk has loaded. */}
          <Suspense fallback={null}>
            {import.meta.env.SSR ? null : <SaveButton listing={listing} look="plain" />}
          </Suspense>
        </div>
      </div>
      <div className={styles.details}>
        <h1 id="listing-title" className={styles.name}>
          {listing.name} - {price}
        </h1>
        <p className={styles.location}>{listing.location}</p>
        <p className={styles.badges}>
          <Badge>{typeBadge(i18n, listing.type)}</Badge>
          {discount !== null && <Badge tone="dark">{discount}</Badge>}
          {status && <Badge tone="neutral">{status}</Badge>}
        </p>
        {/* A home the server took off the lists (issue 52): its page still opens from a link. */}
        {listing.listed === false ? (
          <p className={styles.mayBeGone} role="note">
            {mayBeGoneNote(i18n)}
          </p>
        ) : null}
        <ul className={styles.features}>
          <li>{bedroomsText(i18n, listing.bedrooms)}</li>
          <li>{bathroomsText(i18n, listing.bathrooms)}</li>
          {listing.parking && (
            <li>
              <Trans>Parking Spot</Trans>
            </li>
          )}
          {listing.furnished && (
            <li>
              <Trans>Furnished</Trans>
            </li>
          )}
        </ul>
        <KeyFacts listing={listing} />
        <ListingDescription description={listing.description} />
        <h2 className={styles.subheading}>
          <Trans>Location</Trans>
        </h2>
        <div className={styles.map}>
          {painted ? (
            <Suspense fallback={mapPending}>
              <ListingMap position={listing.geolocation} location={listing.location} />
            </Suspense>
          ) : (
            mapPending
          )}
        </div>
      </div>
      {/* Beside the photos and facts on a desktop (sticky), after them on a phone. */}
      <aside className={`${cardClass()} ${styles.aside}`} aria-label={t`Price and actions`}>
        <Price amount={price} regular={wasPrice} size="lg" insteadOf={t`instead of`} />
        {weekly ? <p className={styles.weekly}>{weekly}</p> : null}
        {reduced ? <p className={styles.reduced}>{reduced}</p> : null}
        <div className={styles.actionsSlot}>
          {preview ??
            (painted && (
              <Suspense fallback={null}>
                <ListingActions listing={listing} />
              </Suspense>
            ))}
        </div>
        <div className={styles.inlineShare} inert={!!preview}>
          <ShareButton look="inline" />
        </div>
      </aside>
    </article>
  );
}
