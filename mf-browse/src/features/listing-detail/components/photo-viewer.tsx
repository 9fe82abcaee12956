import { Dialog } from 'design-system/dialog';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
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

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  }

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
      <div className={styles.viewer} onKeyDown={onKeyDown}>
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
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            aria-label="Previous photo"
            disabled={index === 0}
            onClick={() => go(index - 1)}
          >
            ‹
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label="Next photo"
            disabled={index === count - 1}
            onClick={() => go(index + 1)}
          >
            ›
          </button>
        </div>
      </div>
    </Dialog>
  );
}
