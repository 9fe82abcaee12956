import styles from './nav-count.module.css';
import { VisuallyHidden } from './visually-hidden.tsx';

/**
 * A count over a nav entry's icon (a remote's nav badge: unread messages, new alerts): up to 9,
 * then 9+; read with the entry's label as "(N unread)". Nothing when there is nothing to count.
 * `limit`: the most the count was asked for (more reads as "N or more").
 */
export function NavCount({ count, limit }: { count: number; limit: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden>{count > 9 ? '9+' : count}</span>
      <VisuallyHidden>{`(${count >= limit ? `${limit} or more` : count} unread)`}</VisuallyHidden>
    </span>
  );
}
