import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import styles from './explore-page.module.css';

// Swiper is loaded with the carousel, only by the pages that show one.
const RecommendedCarousel = lazy(() =>
  import('./recommended-carousel.tsx').then((m) => ({ default: m.RecommendedCarousel })),
);

export function ExplorePage() {
  useEffect(() => {
    document.title = 'Explore';
  }, []);
  return (
    <section>
      <h1 className={styles.title}>Explore</h1>
      <h2 className={styles.heading}>Recommended</h2>
      <Suspense fallback={<Loading label="Loading recommended listings" />}>
        <RecommendedCarousel />
      </Suspense>
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
