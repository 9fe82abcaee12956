import styles from './loading.module.css';

export function Loading({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.container} role="status" aria-label={label}>
      <div className={styles.spinner} />
    </div>
  );
}
