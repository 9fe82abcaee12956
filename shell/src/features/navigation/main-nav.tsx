import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import type { DeployedNavEntry } from 'site-contract';
import styles from './main-nav.module.css';
import { useSignedInForNav } from './use-signed-in-nav.ts';
import { SHELL_WORDS } from '../../lib/shell-words.ts';
import { useSiteLocale } from '../../lib/use-site-locale.ts';

/** An entry's label in the site's language (its remote declares each), else its English one. */
export const navLabel = (entry: Pick<DeployedNavEntry, 'label' | 'labels'>, locale: string): string =>
  (entry.labels as Record<string, string | undefined> | undefined)?.[locale] ?? entry.label;

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
 * An entry for signed-in people only (an inbox) shows once someone is; its badge (an unread
 * count) is its remote's component, loaded after the page.
 */
export function MainNav({
  entries,
  Badge,
}: {
  entries: readonly DeployedNavEntry[];
  /** Draws an entry's badge (the app gives the remote loader). */
  Badge?: ComponentType<{ remote: string; name: string }>;
}) {
  const { pathname } = useLocation();
  const locale = useSiteLocale();
  const signedIn = useSignedInForNav(entries.some((entry) => entry.signedIn));
  const shown = entries.filter((entry) => !entry.signedIn || signedIn);
  const lang = shown.some((entry) => navLabel(entry, locale) !== entry.label) ? locale : 'en';
  return (
    // Its labels are in the site's language where their remotes name one (the page may be English).
    <nav className={styles.nav} aria-label={SHELL_WORDS[lang].mainNav} lang={lang}>
      <ul className={styles.list}>
        {shown.map((entry) => {
          const active = pathname === entry.path;
          return (
            <li key={entry.path} className={entry.placement === 'desktop' ? styles.desktopOnly : undefined}>
              <Link
                to={entry.path}
                className={active ? `${styles.item} ${styles.active}` : styles.item}
                aria-current={active ? 'page' : undefined}
              >
                {/* The label first, so the link's name is "Inbox (2 unread)"; the icon is drawn first (CSS order). */}
                <span className={styles.label}>{navLabel(entry, locale)}</span>
                <span className={styles.icon}>
                  <NavIcon path={entry.icon} />
                  {entry.badge && signedIn && Badge ? <Badge remote={entry.remote} name={entry.badge} /> : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
