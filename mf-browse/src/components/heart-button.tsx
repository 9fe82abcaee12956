import { useLingui } from '@lingui/react/macro';
import { roundButtonClass } from 'design-system/round-button';
import styles from './save-button.module.css';

/**
 * The heart's look: "Save home", pressed when saved, the home's name as its description (a
 * listing's name never makes it answer for another button). While `busy` it stays focusable and
 * ignores presses. `look`: 'overlay' over a photo,
 * 'plain' beside other buttons.
 */
export function HeartButton({
  name,
  pressed,
  busy,
  look,
  onClick,
}: {
  name: string;
  pressed: boolean;
  busy: boolean;
  look: 'overlay' | 'plain';
  onClick?: () => void;
}) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={`${roundButtonClass} ${look === 'overlay' ? styles.overlay : styles.plain}`}
      aria-pressed={pressed}
      aria-label={t`Save home`}
      title={t`Save ${name}`}
      // Busy, it ignores taps but keeps the focus: a disabled button drops it to the page's top, and a
      // keyboard user's second Enter then went nowhere (issue 86).
      aria-disabled={busy || undefined}
      onClick={busy ? undefined : onClick}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z"
        />
      </svg>
    </button>
  );
}
