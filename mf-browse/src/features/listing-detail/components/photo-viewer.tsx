import { Dialog } from 'design-system/dialog';
import { StepButtons, stepOnArrowKeys } from 'design-system/step-buttons';
import { useRef, useState, type PointerEvent } from 'react';
import styles from './photo-viewer.module.css';

/** How far (px) a finger must travel sideways for a swipe to change the photo. */
const SWIPE_PX = 50;

/**
 * The listing's photos full screen, whole, one at a time: arrow keys, the on-screen arrows or a
 * swipe change the photo; Escape or Close ends it, on the photo shown (`onClose` gets its index).
 */
export default function PhotoViewer({
  urls,
  name,
  start,
  onClose,
}: {
  urls: readonly string[];
  name: string;
  start: number;
  onClose: (index: number) => void;
}) {
  const [index, setIndex] = useState(start);
  const swipeFrom = useRef<number | null>(null);
  const count = urls.length;
  const go = (next: number) => setIndex(Math.max(0, Math.min(count - 1, next)));

  function onPointerUp(event: PointerEvent) {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null) return;
    const moved = event.clientX - from;
    if (moved <= -SWIPE_PX) go(index + 1);
    else if (moved >= SWIPE_PX) go(index - 1);
  }

  return (
    <Dialog open fullScreen label={`Photos of ${name}`} onClose={() => onClose(index)}>
      <div className={styles.viewer} onKeyDown={(event) => stepOnArrowKeys(event, (step) => go(index + step))}>
        <div className={styles.bar}>
          <p className={styles.count} aria-live="polite">
            Photo {index + 1} of {count}
          </p>
          <button type="button" className={styles.close} onClick={() => onClose(index)}>
            Close
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
          <img
            className={styles.photo}
            src={urls[index]}
            alt={`${name} – image ${index + 1} of ${count}`}
            draggable={false}
          />
          <StepButtons
            of="photo"
            atStart={index === 0}
            atEnd={index === count - 1}
            onStep={(step) => go(index + step)}
          />
        </div>
      </div>
    </Dialog>
  );
}
