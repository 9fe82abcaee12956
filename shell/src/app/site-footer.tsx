import { LanguageSwitcher } from '../features/language/language-switcher.tsx';
import styles from './site-footer.module.css';

/** The frame's footer, below the first screen: the site's language (issue 88). */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <LanguageSwitcher />
    </footer>
  );
}
