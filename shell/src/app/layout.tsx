import { useRef } from 'react';
import { Outlet } from 'react-router';
import { SiteHeader } from '../features/navigation/site-header.tsx';
import styles from './layout.module.css';
import { useRouteFocus } from './use-route-focus.ts';

export function Layout() {
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef);
  return (
    <div className={styles.layout}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" ref={mainRef} className={styles.content}>
        <Outlet />
      </main>
    </div>
  );
}
