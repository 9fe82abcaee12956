import { useEffect, type ReactNode } from 'react';
import styles from './page-header.module.css';

/** Sets the tab's title while the page is shown (`title` undefined: leaves it as it is). */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
}

/**
 * A page's heading (its one h1) and the tab's title (`documentTitle`, the heading by default).
 * The heading can take focus (tabIndex -1), so the shell can move focus to it after a route
 * change. `children`: actions beside the heading (a Logout, a toggle).
 */
export function PageHeader({
  title,
  documentTitle = title,
  children,
}: {
  title: string;
  documentTitle?: string;
  children?: ReactNode;
}) {
  useDocumentTitle(documentTitle);
  return (
    <header className={styles.header}>
      <h1 className={styles.title} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </header>
  );
}
