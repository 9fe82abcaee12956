import { Link, useLocation } from 'react-router';
import type { DeployedNavEntry } from 'site-contract';
import styles from './main-nav.module.css';

/** An entry's icon: the SVG path its remote declared, in the text colour (dark when active, grey otherwise). */
function NavIcon({ path }: { path: string }) {
  return (
    <svg width={26} height={26} viewBox="0 0 24 24" aria-hidden focusable={false}>
      <path fill="currentColor" d={path} />
    </svg>
  );
}

/**
 * The site's navigation: the spec's fixed bottom bar on phones and tablets, the right end of the
 * top header from 1024px (one nav, restyled, so each link exists once). Its entries are the
 * deployment's: each remote declares the links to its pages (site-contract's NavEntry), so a
 * remote adds one with no shell release. The entry whose path equals the current path is active.
 */
export function MainNav({ entries }: { entries: readonly DeployedNavEntry[] }) {
  const { pathname } = useLocation();
  return (
    <nav className={styles.nav} aria-label="Main">
      <ul className={styles.list}>
        {entries.map((entry) => {
          const active = pathname === entry.path;
          return (
            <li key={entry.path} className={entry.placement === 'desktop' ? styles.desktopOnly : undefined}>
              <Link
                to={entry.path}
                className={active ? `${styles.item} ${styles.active}` : styles.item}
                aria-current={active ? 'page' : undefined}
              >
                <NavIcon path={entry.icon} />
                <span className={styles.label}>{entry.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
