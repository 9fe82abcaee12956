import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { isSafeHttpUrl, listNewestListings, priceLabel, RECOMMENDED_COUNT } from 'shared-firebase';
import { Loading } from '../../../components/loading.tsx';
import { FETCH_ERROR } from '../../../components/paged-listings.tsx';
import styles from './recommended-carousel.module.css';

/** The 5 newest listings; choosing a slide opens it. */
export function RecommendedCarousel() {
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: ['listings', 'newest', RECOMMENDED_COUNT],
    queryFn: () => listNewestListings(RECOMMENDED_COUNT),
  });
  useEffect(() => {
    if (query.isError) toast.error(FETCH_ERROR);
  }, [query.isError]);

  if (query.isPending) return <Loading label="Loading recommended listings" />;
  const listings = query.data ?? [];
  if (listings.length === 0) return null;

  return (
    <Swiper
      className={styles.swiper}
      modules={[Pagination, A11y]}
      slidesPerView={1}
      pagination={{ clickable: true }}
      aria-label="Recommended listings"
    >
      {listings.map((listing, index) => {
        const cover = listing.imgUrls.find(isSafeHttpUrl);
        return (
          <SwiperSlide key={listing.id}>
            <button
              type="button"
              className={styles.slide}
              onClick={() => navigate(`/category/${listing.type}/${listing.id}`)}
              aria-label={`${listing.name}, ${priceLabel(listing)}`}
            >
              {cover && (
                <img
                  className={styles.image}
                  src={cover}
                  alt={listing.name}
                  width={960}
                  height={600}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  loading={index === 0 ? 'eager' : 'lazy'}
                />
              )}
              <span className={styles.caption}>
                <span className={styles.name}>{listing.name}</span>
                <span className={styles.price}>{priceLabel(listing)}</span>
              </span>
            </button>
          </SwiperSlide>
        );
      })}
    </Swiper>
  );
}
