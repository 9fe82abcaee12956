import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import styles from './main-nav.module.css';
import { ExploreIcon, OfferIcon, PersonIcon } from './nav-icons.tsx';

interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
}

// 'Proflie' is the product's own spelling (spec section 2).
const ITEMS: NavItem[] = [
  { to: '/', label: 'Explore', icon: <ExploreIcon /> },
  { to: '/offers', label: 'Offers', icon: <OfferIcon /> },
  { to: '/profile', label: 'Proflie', icon: <PersonIcon /> },
];

/**
 * The site's navigation: the spec's fixed bottom bar on phones and tablets, the right end of the
 * top header from 1024px (one nav, restyled, so each link exists once). The item whose route
 * equals the current path is active.
 */
export function MainNav() {
  const { pathname } = useLocation();
  return (
    <nav className={styles.nav} aria-label="Main">
      <ul className={styles.list}>
        {ITEMS.map((item) => {
          const active = pathname === item.to;
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                className={active ? `${styles.item} ${styles.active}` : styles.item}
                aria-current={active ? 'page' : undefined}
              >
                {item.icon}
                <span className={styles.label}>{item.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
