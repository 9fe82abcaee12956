import { Trans, useLingui } from '@lingui/react/macro';
import { FallbackImage } from 'design-system/fallback-image';
import { StepButtons, stepOnArrowKeys } from 'design-system/step-buttons';
import { VisuallyHidden } from 'design-system/visually-hidden';
import { lazy, Suspense, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { isSafeHttpUrl, photoSources } from 'listing-domain';
import { imageFrameClass, ListingImage, shownImages } from './listing-cover.tsx';
import styles from './listing-gallery.module.css';

// The full-screen viewer comes when it is opened.
const PhotoViewer = lazy(() => import('./photo-viewer.tsx'));

/**
 * Every photo of the listing, in stored order (first = cover), shown whole: a swipeable carousel
 * (arrows from tablet widths, arrow keys when it has the focus), a photo count (instead of dots:
 * "2 / 5" says more, and leaves the photo's corners to its buttons), a strip of thumbnails and a
 * full-screen viewer. The floor plan, when there is one, comes last and says so (issue 35). This
 * module brings Swiper, after the page's first paint.
 */
export function ListingGallery({
  urls,
  name,
  floorPlanUrl,
}: {
  urls: readonly string[];
  name: string;
  floorPlanUrl?: string | undefined;
}) {
  const plan = floorPlanUrl && isSafeHttpUrl(floorPlanUrl) ? floorPlanUrl : null;
  const images = plan ? [...shownImages(urls), plan] : shownImages(urls);
  const isPlan = (index: number) => plan !== null && index === images.length - 1;
  const { t } = useLingui();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const [viewing, setViewing] = useState(false);
  const count = images.length;
  const showPhotoLabel = (position: number) => t`Show photo ${position} of ${count}`;
  const show = (index: number) => swiper?.slideTo(Math.max(0, Math.min(count - 1, index)));

  return (
    <section
      className={styles.gallery}
      aria-label={t`Listing images`}
      onKeyDown={(event) => stepOnArrowKeys(event, (step) => show(active + step))}
    >
      <div className={styles.stage}>
        <Swiper
          className={imageFrameClass}
          modules={[A11y]}
          slidesPerView={1}
          onSwiper={setSwiper}
          onSlideChange={(instance) => setActive(instance.activeIndex)}
        >
          {images.map((url, index) => (
            <SwiperSlide key={url}>
              {isPlan(index) ? (
                <figure className={styles.plan}>
                  <FallbackImage
                    {...photoSources(url, 'view')}
                    className={styles.planImage}
                    alt={t`${name} – floor plan`}
                    width={960}
                    height={600}
                    loading="lazy"
                  />
                  <figcaption className={styles.planLabel}>
                    <Trans>Floor plan</Trans>
                  </figcaption>
                </figure>
              ) : (
                <ListingImage url={url} name={name} index={index} count={count} />
              )}
            </SwiperSlide>
          ))}
        </Swiper>
        {count > 1 ? (
          <StepButtons
            of="photo"
            labels={{ previous: t`Previous photo`, next: t`Next photo` }}
            from="tablet"
            atStart={active === 0}
            atEnd={active === count - 1}
            onStep={(step) => show(active + step)}
          />
        ) : null}
        <p className={styles.count} aria-live="polite">
          <VisuallyHidden>
            <Trans>Photo</Trans>{' '}
          </VisuallyHidden>
          {active + 1} / {count}
        </p>
        <button type="button" className={styles.expand} onClick={() => setViewing(true)}>
          <Trans>View full screen</Trans>
        </button>
      </div>
      {count > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={isPlan(index) ? t`Show the floor plan` : showPhotoLabel(index + 1)}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => show(index)}
              >
                <FallbackImage {...photoSources(url, 'card')} alt="" width={96} height={64} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {viewing ? (
        <Suspense fallback={null}>
          <PhotoViewer
            urls={images}
            name={name}
            start={active}
            lastIsFloorPlan={plan !== null}
            onClose={(index) => {
              setViewing(false);
              show(index);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
