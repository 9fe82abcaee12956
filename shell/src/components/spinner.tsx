import styles from './spinner.module.css';

/** Full-area loading indicator with an accessible name. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.container} role="status" aria-label={label}>
      <div className={styles.spinner} />
    </div>
  );
}
