import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from 'design-system/dialog';
import { FallbackImage } from 'design-system/fallback-image';
import { StepButtons, stepOnArrowKeys } from 'design-system/step-buttons';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import styles from './photo-viewer.module.css';

/** How far (px) a finger must travel sideways for a swipe to change the photo. */
const VIEWER = 'photoViewer';
const asRecord = (state: unknown): Record<string, unknown> =>
  typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
/** Whether the history entry shown is the one the viewer added. */
const isViewerEntry = () => asRecord(window.history.state)[VIEWER] === true;

const SWIPE_PX = 50;

/**
 * The listing's photos full screen, whole, one at a time: arrow keys, the on-screen arrows or a
 * swipe change the photo; Escape, Close or the browser's Back ends it, on the photo shown
 * (`onClose` gets its index).
 */
export default function PhotoViewer({
  urls,
  name,
  start,
  lastIsFloorPlan = false,
  onClose,
}: {
  urls: readonly string[];
  name: string;
  start: number;
  /** The last image is the listing's floor plan, said as such. */
  lastIsFloorPlan?: boolean;
  onClose: (index: number) => void;
}) {
  const { t } = useLingui();
  const [index, setIndex] = useState(start);
  const swipeFrom = useRef<number | null>(null);
  const count = urls.length;
  const go = (next: number) => setIndex(Math.max(0, Math.min(count - 1, next)));

  // Back closes the viewer, as on every phone app (issue 35, defect 8): opening it adds a history
  // entry at the same address (the router's own state kept), and leaving it by Close or Escape
  // takes that entry back, so Back afterwards leaves the listing as before.
  const closeOnBack = useRef(() => {});
  useEffect(() => {
    closeOnBack.current = () => onClose(index);
  }, [onClose, index]);
  useEffect(() => {
    if (!isViewerEntry()) window.history.pushState({ ...asRecord(window.history.state), [VIEWER]: true }, '');
    const onPop = () => closeOnBack.current();
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const close = () => {
    if (isViewerEntry()) window.history.back();
    else onClose(index);
  };

  function onPointerUp(event: PointerEvent) {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null) return;
    const moved = event.clientX - from;
    if (moved <= -SWIPE_PX) go(index + 1);
    else if (moved >= SWIPE_PX) go(index - 1);
  }

  const position = index + 1;
  return (
    <Dialog open fullScreen label={t`Photos of ${name}`} onClose={close}>
      <div className={styles.viewer} onKeyDown={(event) => stepOnArrowKeys(event, (step) => go(index + step))}>
        <div className={styles.bar}>
          <p className={styles.count} aria-live="polite">
            {lastIsFloorPlan && index === count - 1 ? t`Floor plan` : t`Photo ${position} of ${count}`}
          </p>
          <button type="button" className={styles.close} onClick={close}>
            <Trans>Close</Trans>
          </button>
        </div>
        <div
          className={styles.stage}
          onPointerDown={(event) => {
            swipeFrom.current = event.clientX;
          }}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipeFrom.current = null;
          }}
        >
          <FallbackImage
            className={styles.photo}
            src={urls[index] ?? ''}
            fallbackSrc={urls[index] ?? ''}
            alt={
              lastIsFloorPlan && index === count - 1
                ? t`${name} – floor plan`
                : t`${name} – image ${position} of ${count}`
            }
            draggable={false}
          />
          <StepButtons
            of="photo"
            labels={{ previous: t`Previous photo`, next: t`Next photo` }}
            atStart={index === 0}
            atEnd={index === count - 1}
            onStep={(step) => go(index + step)}
          />
        </div>
      </div>
    </Dialog>
  );
}
