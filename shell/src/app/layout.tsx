import { useRef } from 'react';
import { Outlet } from 'react-router';
import type { Deployment } from 'site-contract';
import { LanguageSwitcher } from '../features/language/language-switcher.tsx';
import { SiteHeader } from '../features/navigation/site-header.tsx';
import { RemoteBadge } from '../features/remotes/remote-badge.tsx';
import styles from './layout.module.css';
import { useRouteFocus } from './use-route-focus.ts';

/**
 * The page frame: skip link, header and navigation (from the deployment, once known), the page,
 * and a footer with the site's language (issue 88), below the first screen.
 */
export function Layout({ deployment }: { deployment?: Deployment }) {
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef);
  return (
    <div className={styles.layout}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <SiteHeader deployment={deployment} Badge={RemoteBadge} />
      {/* site-page (design-system's tokens.css): the place of a first screen in the HTML too. */}
      <main id="main" ref={mainRef} className={`site-page ${styles.main}`}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <LanguageSwitcher />
      </footer>
    </div>
  );
}
