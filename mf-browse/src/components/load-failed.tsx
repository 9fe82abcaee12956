import styles from './load-failed.module.css';

/**
 * Stands where data could not be read, after its toast has gone: says so and offers another
 * try. The button stays in place (and keeps the focus) while the retry runs.
 */
export function LoadFailed({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div className={styles.failed}>
      <p>{message}</p>
      <button
        type="button"
        className={styles.retry}
        aria-disabled={retrying}
        onClick={() => {
          if (!retrying) onRetry();
        }}
      >
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
}
