import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** The class of text read by screen readers and not shown. */
export const visuallyHiddenClass = `${styles.hidden}`;

/** Text read by screen readers and not shown ("Photo " before "2 / 5", "instead of" before a price). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}
