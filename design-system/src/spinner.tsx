import styles from './spinner.module.css';

/**
 * A spinner with an accessible name (role status). `area`: fills the page area (the auth gate,
 * the shell's waits); `fill`: fills the box of what it stands for; otherwise a block of its own.
 */
export function Spinner({
  label = 'Loading',
  fill = false,
  area = false,
}: {
  label?: string;
  fill?: boolean;
  area?: boolean;
}) {
  const size = area ? styles.area : fill ? styles.fill : '';
  return (
    <div className={`${styles.container} ${size}`} role="status" aria-label={label}>
      <div className={styles.spinner} />
    </div>
  );
}
