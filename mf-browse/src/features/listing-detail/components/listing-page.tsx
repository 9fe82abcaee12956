import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { discountAmount, formatPrice, getListing, priceLabel, roomsLabel } from 'shared-firebase';
import { Loading } from '../../../components/loading.tsx';
import { useSessionUser } from '../../../hooks/use-session-user.ts';
import { ListingCover } from './listing-cover.tsx';
import { ShareButton } from './share-button.tsx';
import styles from './listing-page.module.css';

// Swiper and Leaflet are only needed here: load them with this page, not with the remote. Their
// download starts with the page, while the listing is read; the cover shows without Swiper.
const loadCarousel = () => import('./image-carousel.tsx');
const loadMap = () => import('./listing-map.tsx');
const ImageCarousel = lazy(() => loadCarousel().then((m) => ({ default: m.ImageCarousel })));
const ListingMap = lazy(() => loadMap().then((m) => ({ default: m.ListingMap })));

export function ListingPage() {
  const { listingId = '' } = useParams();
  const viewer = useSessionUser();
  const query = useQuery({ queryKey: ['listing', listingId], queryFn: () => getListing(listingId) });
  const listing = query.data;

  useEffect(() => {
    // Early start only (the module loader keeps the result); a failure shows where they render.
    loadCarousel().catch(() => {});
    loadMap().catch(() => {});
  }, []);
  useEffect(() => {
    if (listing) document.title = listing.name;
  }, [listing]);
  useEffect(() => {
    if (query.isError) toast.error('Could not fetch listings');
  }, [query.isError]);

  if (query.isPending) return <Loading label="Loading listing" />;
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
  const showContact = viewer !== undefined && viewer?.uid !== listing.userRef;

  return (
    <article className={styles.page}>
      <Suspense fallback={<ListingCover urls={listing.imgUrls} name={listing.name} />}>
        <ImageCarousel urls={listing.imgUrls} name={listing.name} />
      </Suspense>
      <ShareButton />
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
          <Suspense fallback={<Loading label="Loading map" />}>
            <ListingMap position={listing.geolocation} location={listing.location} />
          </Suspense>
        </div>
        {showContact && (
          <Link
            className={styles.contact}
            to={`/contact/${encodeURIComponent(listing.userRef)}?listingName=${encodeURIComponent(listing.name)}`}
          >
            Contact Landlord
          </Link>
        )}
      </div>
    </article>
  );
}
