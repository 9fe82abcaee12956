import { Link } from 'react-router';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  return (
    <section className={styles.page}>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist.</p>
      <Link to="/">Back to Explore</Link>
    </section>
  );
}
