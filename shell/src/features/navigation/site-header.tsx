import { useSyncExternalStore, type ComponentType } from 'react';
import { Link } from 'react-router';
import { useLoaded } from 'design-system/loaded-component';
import type { Deployment, EntryPoints } from 'site-contract';
import { LogoMark } from './logo-mark.tsx';
import { MainNav } from './main-nav.tsx';
import styles from './site-header.module.css';

/** The width from which the header is a top bar (tokens.css: the desktop breakpoint). */
const DESKTOP = '(min-width: 1024px)';

const loadHeaderSearch = () => import('./header-search.tsx').then((module) => module.default);
// On a desktop its code is asked for as the shell's code starts, beside the frame's: asked for
// when the header first rendered, behind a Suspense boundary, the box appeared 0.7–1.3 s after
// the page's content. A phone never loads it.
if (typeof window !== 'undefined' && window.matchMedia(DESKTOP).matches) void loadHeaderSearch();

/** The place search, drawn once its code is there (loaded into state: no Suspense reveal delay). */
function LoadedHeaderSearch({ search }: { search: NonNullable<EntryPoints['search']> }) {
  const HeaderSearch = useLoaded('shell/header-search', loadHeaderSearch);
  // eslint-disable-next-line react-hooks/static-components -- one component, kept once loaded
  return HeaderSearch ? <HeaderSearch search={search} /> : null;
}

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
          <LogoMark title="House Marketplace" />
          <span aria-hidden="true">House Marketplace</span>
        </Link>
        {desktop && search ? <LoadedHeaderSearch search={search} /> : null}
        <MainNav entries={deployment?.nav ?? []} Badge={Badge} />
      </div>
    </header>
  );
}
