import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { Link } from 'react-router';
import type { Deployment } from 'site-contract';
import { LogoMark } from './logo-mark.tsx';
import { MainNav } from './main-nav.tsx';
import styles from './site-header.module.css';

const HeaderSearch = lazy(() => import('./header-search.tsx'));

/** The width from which the header is a top bar (tokens.css: the desktop breakpoint). */
const DESKTOP = '(min-width: 1024px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(DESKTOP);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isDesktop = () => window.matchMedia(DESKTOP).matches;

/**
 * The site's header. On phones and tablets: the brand at the top of the page (where a toast
 * shows, over it rather than over the page's title) and the nav as the spec's fixed bottom bar.
 * From 1024px one sticky bar: the brand, the place search (loaded only there, when a remote
 * declares a search entry point) and the nav. Its links are the deployment's.
 */
export function SiteHeader({
  deployment,
  Badge,
}: {
  deployment: Deployment | undefined;
  /** Draws a nav entry's badge (a remote's component). */
  Badge?: ComponentType<{ remote: string; name: string }>;
}) {
  const search = deployment?.entries.search;
  const desktop = useSyncExternalStore(subscribe, isDesktop, () => false);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          <LogoMark />
          <span>House Marketplace</span>
        </Link>
        {desktop && search ? (
          <Suspense fallback={null}>
            <HeaderSearch search={search} />
          </Suspense>
        ) : null}
        <MainNav entries={deployment?.nav ?? []} Badge={Badge} />
      </div>
    </header>
  );
}
