import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { isSafeHttpUrl } from 'shared-firebase';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { Loading } from '../../../components/loading.tsx';
import { PlaceSearch } from '../../../components/place-search.tsx';
import { usePainted, type FirstScreen } from '../../../hooks/use-painted.ts';
import { useNewestListings } from '../hooks/use-newest-listings.ts';
import styles from './explore-page.module.css';
import { carouselFrameClass, RecommendedSlide } from './recommended-slide.tsx';

// Swiper comes with the carousel, only on the pages that show one. The first slide shows without
// it as soon as the listings arrive; Swiper loads once that has painted, so it does not compete
// with the first slide's photo and render.
const RecommendedCarousel = lazy(() =>
  import('./recommended-carousel.tsx').then((m) => ({ default: m.RecommendedCarousel })),
);

function Recommended() {
  const query = useNewestListings();
  const [photo, setPhoto] = useState<FirstScreen>('pending');
  const listings = query.data ?? [];
  const [first] = listings;
  const painted = usePainted(!first ? 'pending' : first.imgUrls.some(isSafeHttpUrl) ? photo : 'no-photo');
  // In the carousel's box, so that what follows does not move when the listings arrive.
  if (query.isPending) {
    return (
      <div className={carouselFrameClass}>
        <Loading label="Loading recommended listings" fill />
      </div>
    );
  }
  if (query.isLoadingError) {
    return (
      <LoadFailed
        message="The recommended listings could not be loaded."
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!first) return null;
  const firstSlide = (
    <div className={carouselFrameClass}>
      <RecommendedSlide listing={first} first onReady={setPhoto} />
    </div>
  );
  if (!painted) return firstSlide;
  return (
    <Suspense fallback={firstSlide}>
      <RecommendedCarousel listings={listings} />
    </Suspense>
  );
}

export function ExplorePage() {
  useEffect(() => {
    document.title = 'Explore';
  }, []);
  return (
    <section>
      <h1 className={styles.title}>Explore</h1>
      <PlaceSearch />
      <h2 className={styles.heading}>Recommended</h2>
      <Recommended />
      <h2 className={styles.heading}>Categories</h2>
      <div className={styles.categories}>
        <Link to="/category/rent" className={`${styles.tile} ${styles.rent}`}>
          <span className={styles.tileLabel}>Places for rent</span>
        </Link>
        <Link to="/category/sale" className={`${styles.tile} ${styles.sale}`}>
          <span className={styles.tileLabel}>Places for sale</span>
        </Link>
      </div>
    </section>
  );
}
