import { useLingui } from '@lingui/react/macro';
import { StepButtons, stepOnArrowKeys } from 'design-system/step-buttons';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Listing } from 'listing-domain';
import type { FirstScreen } from '../../../hooks/use-painted.ts';
import styles from './recommended-carousel.module.css';
import { carouselFrameClass, RecommendedSlide } from './recommended-slide.tsx';

// The hearts come after the first slide has painted (the same code as the lists' hearts).
const SaveButton = lazy(() => import('../../../components/save-button.tsx').then((m) => ({ default: m.SaveButton })));

/**
 * The newest listings as a swipeable carousel: the browser's own scroll snapping (one slide a
 * screen on phones, two on desktops), dots and, from tablet widths, arrows; the arrow keys move
 * it too. No carousel library: Explore is the site's first page, its bytes count most.
 */
export function RecommendedCarousel({
  listings,
  painted,
  onFirstReady,
}: {
  listings: readonly Listing[];
  /** Whether the first slide has painted: the other slides' photos and the hearts load then. */
  painted: boolean;
  onFirstReady?: (state: FirstScreen) => void;
}) {
  const { t } = useLingui();
  const trackRef = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  // With two slides in view, the last ones are reached before the last is the first in view.
  const [atEnd, setAtEnd] = useState(false);
  const count = listings.length;
  const showListingLabel = (position: number) => t`Show listing ${position} of ${count}`;

  const scrollFrame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(scrollFrame.current), []);

  const slideAt = (index: number) => {
    const slide = trackRef.current?.children.item(index);
    return slide instanceof HTMLElement ? slide : null;
  };
  function go(index: number) {
    const target = slideAt(Math.max(0, Math.min(count - 1, index)));
    trackRef.current?.scrollTo({ left: target?.offsetLeft ?? 0, behavior: 'smooth' });
  }
  /** Which slide is first in view, read once a frame while the carousel scrolls. */
  function onScroll() {
    if (scrollFrame.current) return;
    scrollFrame.current = requestAnimationFrame(() => {
      scrollFrame.current = 0;
      const track = trackRef.current;
      if (!track) return;
      const distance = (i: number) => Math.abs((slideAt(i)?.offsetLeft ?? Infinity) - track.scrollLeft);
      let nearest = 0;
      for (let i = 1; i < count; i++) if (distance(i) < distance(nearest)) nearest = i;
      setActive(nearest);
      setAtEnd(track.scrollLeft >= track.scrollWidth - track.clientWidth - 1);
    });
  }

  return (
    <section
      className={styles.carousel}
      aria-label={t`Recommended listings`}
      onKeyDown={(event) => stepOnArrowKeys(event, (step) => go(active + step))}
    >
      <div className={carouselFrameClass}>
        <ul ref={trackRef} className={styles.track} onScroll={onScroll}>
          {listings.map((listing, index) => (
            <li key={listing.id} className={styles.slide}>
              <RecommendedSlide
                listing={listing}
                first={index === 0}
                photo={index === 0 || painted}
                onReady={index === 0 ? onFirstReady : undefined}
              />
              {painted ? (
                <Suspense fallback={null}>
                  <SaveButton listing={listing} />
                </Suspense>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      {count > 1 ? (
        <>
          <StepButtons
            of="listing"
            labels={{ previous: t`Previous listing`, next: t`Next listing` }}
            from="tablet"
            atStart={active === 0}
            atEnd={atEnd || active === count - 1}
            onStep={(step) => go(active + step)}
          />
          <div className={styles.dots}>
            {listings.map((listing, index) => (
              <button
                key={listing.id}
                type="button"
                className={styles.dot}
                aria-label={showListingLabel(index + 1)}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => go(index)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
