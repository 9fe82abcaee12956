import { Outlet } from 'react-router';
import { BottomNav } from '../features/navigation/bottom-nav.tsx';
import styles from './layout.module.css';

export function Layout() {
  return (
    <div className={styles.layout}>
      <main className={styles.content}>
        <Outlet />
      </main>
      <BottomNav />
    </div>
  );
}
