import { A11y, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { imageFrameClass, ListingImage, shownImages } from './listing-cover.tsx';

/** Every image of the listing, in stored order (first = cover). This module brings Swiper. */
export function ImageCarousel({ urls, name }: { urls: readonly string[]; name: string }) {
  const images = shownImages(urls);
  return (
    <Swiper
      className={imageFrameClass}
      modules={[Pagination, Navigation, A11y]}
      slidesPerView={1}
      pagination={{ clickable: true }}
      aria-label="Listing images"
    >
      {images.map((url, index) => (
        <SwiperSlide key={url}>
          <ListingImage url={url} name={name} index={index} count={images.length} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
