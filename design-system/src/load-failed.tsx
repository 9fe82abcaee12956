import { Button } from './button.tsx';
import styles from './load-failed.module.css';

/**
 * Stands where data could not be read, after its toast has gone: says so and offers another
 * try. The button stays in place (and keeps the focus) while the retry runs. `labels`: the
 * button's words in the page's language (issue 88), English when not given.
 */
export function LoadFailed({
  message,
  retrying,
  onRetry,
  labels = { retry: 'Retry', retrying: 'Retrying…' },
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
  labels?: { retry: string; retrying: string };
}) {
  return (
    <div className={styles.failed}>
      <p>{message}</p>
      <Button variant="secondary" busy={retrying} onClick={onRetry}>
        {retrying ? labels.retrying : labels.retry}
      </Button>
    </div>
  );
}
