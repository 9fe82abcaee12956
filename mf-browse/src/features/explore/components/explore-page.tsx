import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { useNewestListings } from '../hooks/use-newest-listings.ts';
import styles from './explore-page.module.css';
import { carouselFrameClass, RecommendedSlide } from './recommended-slide.tsx';

// Swiper comes with the carousel, only on the pages that show one. Its download starts with the
// page, the listings are read at the same time, and the first slide shows (without Swiper) as
// soon as they arrive.
const loadCarousel = () => import('./recommended-carousel.tsx');
const RecommendedCarousel = lazy(() => loadCarousel().then((m) => ({ default: m.RecommendedCarousel })));

function Recommended() {
  const query = useNewestListings();
  if (query.isPending) return <Loading label="Loading recommended listings" />;
  const listings = query.data ?? [];
  const [first] = listings;
  if (!first) return null;
  const firstSlide = (
    <div className={carouselFrameClass}>
      <RecommendedSlide listing={first} first />
    </div>
  );
  return (
    <Suspense fallback={firstSlide}>
      <RecommendedCarousel listings={listings} />
    </Suspense>
  );
}

export function ExplorePage() {
  useEffect(() => {
    document.title = 'Explore';
    loadCarousel().catch(() => {}); // early start only (the module loader keeps the result)
  }, []);
  return (
    <section>
      <h1 className={styles.title}>Explore</h1>
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
