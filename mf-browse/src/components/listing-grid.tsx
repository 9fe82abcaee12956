import type { ReactNode } from 'react';
import styles from './listing-grid.module.css';

/**
 * The list of listing cards of every list page (category, offers, search, saved): one column of
 * wide cards on a phone, then a grid of 2 to 4 photo-first cards as its own width allows (a
 * container query: the search's list beside its map gets fewer columns than a full-width list).
 */
export function ListingGrid({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <ul className={styles.list}>{children}</ul>
    </div>
  );
}
