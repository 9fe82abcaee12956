import { Button } from './button.tsx';
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
      <Button variant="secondary" busy={retrying} onClick={onRetry}>
        {retrying ? 'Retrying…' : 'Retry'}
      </Button>
    </div>
  );
}
