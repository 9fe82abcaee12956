import { A11y, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { isSafeHttpUrl } from 'shared-firebase';
import styles from './image-carousel.module.css';

/** Every image of the listing, in stored order (first = cover). */
export function ImageCarousel({ urls, name }: { urls: readonly string[]; name: string }) {
  const images = urls.filter(isSafeHttpUrl);
  return (
    <Swiper
      className={styles.swiper}
      modules={[Pagination, Navigation, A11y]}
      slidesPerView={1}
      pagination={{ clickable: true }}
      aria-label="Listing images"
    >
      {images.map((url, index) => (
        <SwiperSlide key={url}>
          <img
            className={styles.image}
            src={url}
            alt={`${name} – image ${index + 1} of ${images.length}`}
            width={960}
            height={600}
            loading={index === 0 ? 'eager' : 'lazy'}
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
