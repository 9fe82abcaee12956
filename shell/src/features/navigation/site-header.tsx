import { lazy, Suspense, useSyncExternalStore } from 'react';
import { MainNav } from './main-nav.tsx';
import styles from './site-header.module.css';

const HeaderExtras = lazy(() => import('./header-extras.tsx'));

/** The width from which the header is a top bar (tokens.css: the desktop breakpoint). */
const DESKTOP = '(min-width: 1024px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(DESKTOP);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isDesktop = () => window.matchMedia(DESKTOP).matches;

/**
 * The site's header. From 1024px a top bar: the brand, the place search and the main nav (the
 * brand and the search load only there). On phones and tablets only the nav shows, as the spec's
 * fixed bottom bar (Explore has its own search box).
 */
export function SiteHeader() {
  const desktop = useSyncExternalStore(subscribe, isDesktop, () => false);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {desktop ? (
          <Suspense fallback={null}>
            <HeaderExtras />
          </Suspense>
        ) : null}
        <MainNav />
      </div>
    </header>
  );
}
