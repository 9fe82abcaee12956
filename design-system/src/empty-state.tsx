import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** What stands where a list has nothing: what is (not) there, and the way on (`action`). */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <div className={styles.message}>{children}</div>
      {action}
    </div>
  );
}
