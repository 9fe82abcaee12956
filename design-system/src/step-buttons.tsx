import type { KeyboardEvent } from 'react';
import styles from './step-buttons.module.css';

/**
 * The previous and next arrows of a carousel or a viewer, over the middle of its sides (the parent
 * is positioned). `of`: what they move through ("photo", "listing"), in their names. `from`:
 * 'tablet' does not draw them on phones, which swipe, until the keyboard reaches them. `labels`:
 * their names in the page's language (issue 88), instead of "Previous photo" and "Next photo".
 */
export function StepButtons({
  of,
  atStart,
  atEnd,
  onStep,
  from = 'always',
  labels = { previous: `Previous ${of}`, next: `Next ${of}` },
}: {
  of: string;
  labels?: { previous: string; next: string };
  atStart: boolean;
  atEnd: boolean;
  onStep: (step: -1 | 1) => void;
  from?: 'always' | 'tablet';
}) {
  const shown = from === 'tablet' ? `${styles.arrow} ${styles.fromTablet}` : styles.arrow;
  return (
    <>
      <button
        type="button"
        className={`${shown} ${styles.previous}`}
        aria-label={labels.previous}
        disabled={atStart}
        onClick={() => onStep(-1)}
      >
        ‹
      </button>
      <button
        type="button"
        className={`${shown} ${styles.next}`}
        aria-label={labels.next}
        disabled={atEnd}
        onClick={() => onStep(1)}
      >
        ›
      </button>
    </>
  );
}

/** On a left or right arrow key: steps (and keeps the key from scrolling the page). */
export function stepOnArrowKeys(event: KeyboardEvent, onStep: (step: -1 | 1) => void) {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
  event.preventDefault();
  onStep(event.key === 'ArrowLeft' ? -1 : 1);
}
