import styles from './remote-error-boundary.module.css';

/** Shown in the layout when the site cannot learn which remotes serve its pages (no /remotes.json). */
export function SiteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <section className={styles.fallback} role="alert">
      <h1 className={styles.title}>This part of the site is unavailable</h1>
      <p>The site could not be loaded. Check your connection and try again.</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}
