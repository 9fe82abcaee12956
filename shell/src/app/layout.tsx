import { lazy, Suspense, useRef } from 'react';
import { Outlet } from 'react-router';
import type { Deployment } from 'site-contract';
import { SiteHeader } from '../features/navigation/site-header.tsx';
import { RemoteBadge } from '../features/remotes/remote-badge.tsx';
import styles from './layout.module.css';
import { useRouteFocus } from './use-route-focus.ts';

// Below the first screen: its code and its styles load after the page's, so the frame's
// stylesheet stays small enough to be written into the page (tooling/inline-entry-stylesheet.ts).
const SiteFooter = lazy(() => import('./site-footer.tsx').then((module) => ({ default: module.SiteFooter })));

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
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
