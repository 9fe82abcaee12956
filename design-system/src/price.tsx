import styles from './price.module.css';

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
            <span className={styles.hidden}>instead of </span>
            {regular}
          </s>
        </>
      )}
    </p>
  );
}
