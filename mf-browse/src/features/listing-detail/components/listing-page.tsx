import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { discountAmount, formatPrice, getListing, priceLabel, roomsLabel } from 'shared-firebase';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { Loading } from '../../../components/loading.tsx';
import { useFailureToast } from '../../../hooks/use-failure-toast.ts';
import { usePainted, type FirstScreen } from '../../../hooks/use-painted.ts';
import { ListingActions } from './listing-actions.tsx';
import { ListingCover, shownImages } from './listing-cover.tsx';
import { ShareButton } from './share-button.tsx';
import styles from './listing-page.module.css';

// Swiper and Leaflet are only needed here: they load with this page, not with the remote, and
// only once the listing's first screen (the details and the cover photo) has painted, so that
// they do not compete with it. Until then the cover shows alone and the map's place a spinner.
const SaveButton = lazy(() => import('../../../components/save-button.tsx').then((m) => ({ default: m.SaveButton })));
const ImageCarousel = lazy(() => import('./image-carousel.tsx').then((m) => ({ default: m.ImageCarousel })));
const ListingMap = lazy(() => import('./listing-map.tsx').then((m) => ({ default: m.ListingMap })));

export function ListingPage() {
  const { listingId = '' } = useParams();
  const query = useQuery({ queryKey: ['listing', listingId], queryFn: () => getListing(listingId) });
  const listing = query.data;
  const [cover, setCover] = useState<FirstScreen>('pending');
  const hasCover = shownImages(listing?.imgUrls ?? []).length > 0;
  const painted = usePainted(!listing ? 'pending' : hasCover ? cover : 'no-photo');

  useEffect(() => {
    if (listing) document.title = listing.name;
  }, [listing]);
  useFailureToast(query.errorUpdateCount);

  if (query.isPending) return <Loading label="Loading listing" />;
  // Not the same as a listing that does not exist: the reader can try again. (A failed refetch
  // keeps showing what the last read found.)
  if (query.isLoadingError) {
    return (
      <section className={styles.notFound}>
        <h1>This listing could not be loaded</h1>
        <LoadFailed
          message="Check your connection and try again."
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      </section>
    );
  }
  if (!listing) {
    return (
      <section className={styles.notFound}>
        <h1>Listing not found</h1>
        <p>This listing does not exist or has been removed.</p>
        <Link to="/">Back to Explore</Link>
      </section>
    );
  }

  const discount = discountAmount(listing);
  const coverAlone = <ListingCover urls={listing.imgUrls} name={listing.name} onReady={setCover} />;
  const mapPending = <Loading label="Loading map" />;

  return (
    <article className={styles.page}>
      {painted ? (
        <Suspense fallback={coverAlone}>
          <ImageCarousel urls={listing.imgUrls} name={listing.name} />
        </Suspense>
      ) : (
        coverAlone
      )}
      <ShareButton />
      <div className={styles.detailSave}>
        <Suspense fallback={null}>
          <SaveButton listing={listing} look="plain" />
        </Suspense>
      </div>
      <div className={styles.details}>
        <h1 className={styles.name}>
          {listing.name} - {priceLabel(listing)}
        </h1>
        <p className={styles.location}>{listing.location}</p>
        <p className={styles.badges}>
          <span className={styles.type}>{listing.type === 'rent' ? 'For Rent' : 'For Sale'}</span>
          {discount !== null && <span className={styles.discount}>${formatPrice(discount)} discount</span>}
        </p>
        <ul className={styles.features}>
          <li>{roomsLabel(listing.bedrooms, 'Bedroom')}</li>
          <li>{roomsLabel(listing.bathrooms, 'Bathroom')}</li>
          {listing.parking && <li>Parking Spot</li>}
          {listing.furnished && <li>Furnished</li>}
        </ul>
        <h2 className={styles.subheading}>Location</h2>
        <div className={styles.map}>
          {painted ? (
            <Suspense fallback={mapPending}>
              <ListingMap position={listing.geolocation} location={listing.location} />
            </Suspense>
          ) : (
            mapPending
          )}
        </div>
        {painted && <ListingActions listing={listing} />}
      </div>
    </article>
  );
}
