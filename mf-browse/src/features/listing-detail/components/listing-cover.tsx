import { useLingui } from '@lingui/react/macro';
import { FallbackImage } from 'design-system/fallback-image';
import { isSafeHttpUrl, photoSources } from 'listing-domain';
import { photoLoadingProps, photoReadyProps } from '../../../components/photo-ready.ts';
import type { FirstScreen } from '../../../hooks/use-painted.ts';
import styles from './listing-images.module.css';

export const imageFrameClass = styles.frame;

/** The photos a listing page may show: http(s) addresses only, in stored order (first = cover). */
export const shownImages = (urls: readonly string[]) => urls.filter(isSafeHttpUrl);

/** One photo of the listing, sized like the carousel's slides; `onReady` as in photoReadyProps. */
export function ListingImage({
  url,
  name,
  index,
  count,
  onReady,
}: {
  url: string;
  name: string;
  index: number;
  count: number;
  onReady?: (state: FirstScreen) => void;
}) {
  const { t } = useLingui();
  const position = index + 1;
  return (
    <FallbackImage
      {...photoReadyProps(onReady)}
      className={styles.image}
      {...photoSources(url, 'view')}
      alt={t`${name} – image ${position} of ${count}`}
      width={960}
      height={600}
      {...photoLoadingProps(index === 0)}
    />
  );
}

/** The cover alone, in the carousel's box, and the thumbnails' place: what shows while Swiper loads. */
export function ListingCover({
  urls,
  name,
  hasFloorPlan = false,
  onReady,
}: {
  urls: readonly string[];
  name: string;
  /** The gallery also shows a floor plan: its thumbnails' place is kept when it has two images. */
  hasFloorPlan?: boolean;
  onReady?: (state: FirstScreen) => void;
}) {
  const images = shownImages(urls);
  const [cover] = images;
  return (
    <div className={styles.pending}>
      <div className={imageFrameClass}>
        {cover && <ListingImage url={cover} name={name} index={0} count={images.length} onReady={onReady} />}
      </div>
      {images.length + (hasFloorPlan ? 1 : 0) > 1 ? <div className={styles.thumbsPending} aria-hidden="true" /> : null}
    </div>
  );
}
