import { Link } from 'react-router';
import styles from './listing-summary.module.css';

/** The home a conversation is about: its cover photo and name, linking to its page. */
export function ListingSummary({
  name,
  photo,
  href,
  aside,
}: {
  name: string;
  photo: string;
  href: string;
  aside?: string;
}) {
  return (
    <div className={styles.summary}>
      {photo ? <img className={styles.photo} src={photo} alt={name} width={96} height={72} /> : null}
      <div>
        <Link to={href} className={styles.name}>
          {name}
        </Link>
        {aside ? <p className={styles.aside}>{aside}</p> : null}
      </div>
    </div>
  );
}
