import { PageHeader } from 'design-system/page-header';
import { SearchBox } from 'design-system/search-box';
import { searchEntryUrl } from 'site-contract';
import { entries } from '../../../app/entries.ts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isSafeHttpUrl } from 'listing-domain';
import { LoadFailed } from 'design-system/load-failed';
import { Spinner } from 'design-system/spinner';
import { usePainted, type FirstScreen } from '../../../hooks/use-painted.ts';
import { useNewestListings } from '../hooks/use-newest-listings.ts';
import styles from './explore-page.module.css';
import { RecommendedCarousel } from './recommended-carousel.tsx';
import { carouselFrameClass } from './recommended-slide.tsx';

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
        <Spinner label="Loading recommended listings" fill />
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
  // The other slides' photos and the hearts load once the first slide has painted, so they do not
  // compete with its photo.
  return <RecommendedCarousel listings={listings} painted={painted} onFirstReady={setPhoto} />;
}

export function ExplorePage() {
  const navigate = useNavigate();
  return (
    <section>
      <PageHeader title="Explore" />
      {/* Phones only: on a desktop the header has the same search (issue 35, defect 11). */}
      <div className={styles.phoneSearch}>
        <SearchBox onSearch={(place) => navigate(searchEntryUrl(entries.search, place))} />
      </div>
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
