import styles from './price.module.css';
import { VisuallyHidden } from './visually-hidden.tsx';

/**
 * A price as the visitor pays it (`amount`, already formatted: "$2,400 / Month"), with the regular
 * one struck through when on offer (`regular`). `size`: the card's or the listing page's. `insteadOf`:
 * what a screen reader says before the struck one.
 */
export function Price({
  amount,
  regular,
  size = 'md',
  insteadOf = 'instead of',
}: {
  amount: string;
  regular?: string;
  size?: 'md' | 'lg';
  /** What a screen reader says before the struck price, in the page's language (issue 88). */
  insteadOf?: string;
}) {
  return (
    <p className={`${styles.price} ${size === 'lg' ? styles.lg : ''}`}>
      {amount}
      {regular && (
        <>
          {' '}
          <s className={styles.regular}>
            <VisuallyHidden>{insteadOf} </VisuallyHidden>
            {regular}
          </s>
        </>
      )}
    </p>
  );
}
