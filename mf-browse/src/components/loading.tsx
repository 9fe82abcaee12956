import styles from './loading.module.css';

/** A spinner in a block of its own, or filling (`fill`) the box of what it stands for. */
export function Loading({ label = 'Loading', fill = false }: { label?: string; fill?: boolean }) {
  return (
    <div className={fill ? `${styles.container} ${styles.fill}` : styles.container} role="status" aria-label={label}>
      <div className={styles.spinner} />
    </div>
  );
}
