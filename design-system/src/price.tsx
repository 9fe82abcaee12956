import styles from './price.module.css';
import { VisuallyHidden } from './visually-hidden.tsx';

/**
 * A price as the visitor pays it (`amount`, already formatted: "$2,400 / Month"), with the regular
 * one struck through when on offer (`regular`). `size`: the card's or the listing page's.
 */
export function Price({ amount, regular, size = 'md' }: { amount: string; regular?: string; size?: 'md' | 'lg' }) {
  return (
    <p className={`${styles.price} ${size === 'lg' ? styles.lg : ''}`}>
      {amount}
      {regular && (
        <>
          {' '}
          <s className={styles.regular}>
            <VisuallyHidden>instead of </VisuallyHidden>
            {regular}
          </s>
        </>
      )}
    </p>
  );
}
