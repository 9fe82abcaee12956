import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Listing } from 'shared-firebase';
import { carouselFrameClass, RecommendedSlide } from './recommended-slide.tsx';

/** The newest listings as a swipeable carousel (this module brings Swiper: loaded lazily). */
export function RecommendedCarousel({ listings }: { listings: readonly Listing[] }) {
  return (
    <Swiper
      className={carouselFrameClass}
      modules={[Pagination, A11y]}
      slidesPerView={1}
      pagination={{ clickable: true }}
      aria-label="Recommended listings"
    >
      {listings.map((listing, index) => (
        <SwiperSlide key={listing.id}>
          <RecommendedSlide listing={listing} first={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
