import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const [photo, setPhoto] = useState<FirstScreen>('pending');
  const listings = query.data ?? [];
  const [first] = listings;
  const painted = usePainted(!first ? 'pending' : first.imgUrls.some(isSafeHttpUrl) ? photo : 'no-photo');
  // In the carousel's box, so that what follows does not move when the listings arrive.
  if (query.isPending) {
    return (
      <div className={carouselFrameClass}>
        <Spinner label={t`Loading recommended listings`} fill />
      </div>
    );
  }
  if (query.isLoadingError) {
    return (
      <LoadFailed
        message={t`The recommended listings could not be loaded.`}
        labels={{ retry: t`Retry`, retrying: t`Retrying…` }}
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
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <section>
      <PageHeader title={t`Explore`} />
      {/* Phones only: on a desktop the header has the same search (issue 35, defect 11). */}
      <div className={styles.phoneSearch}>
        <SearchBox
          label={t`Search by place`}
          placeholder={t`City, district or street`}
          button={t`Search`}
          onSearch={(place) => navigate(searchEntryUrl(entries.search, place))}
        />
      </div>
      <h2 className={styles.heading}>
        <Trans>Recommended</Trans>
      </h2>
      <Recommended />
      <h2 className={styles.heading}>
        <Trans>Categories</Trans>
      </h2>
      <div className={styles.categories}>
        <Link to="/category/rent" className={`${styles.tile} ${styles.rent}`}>
          <span className={styles.tileLabel}>
            <Trans>Places for rent</Trans>
          </span>
        </Link>
        <Link to="/category/sale" className={`${styles.tile} ${styles.sale}`}>
          <span className={styles.tileLabel}>
            <Trans>Places for sale</Trans>
          </span>
        </Link>
      </div>
    </section>
  );
}
