import type { ReactNode } from 'react';
import styles from './badge.module.css';

/** A short tag on a card or a photo (Cover, For Rent, a discount). */
export function Badge({ tone = 'primary', children }: { tone?: 'primary' | 'dark' | 'neutral'; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone] ?? ''}`}>{children}</span>;
}
