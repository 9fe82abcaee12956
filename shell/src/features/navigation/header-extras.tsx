import { SearchBox } from 'design-system/search-box';
import { Link, useNavigate } from 'react-router';
import { LogoMark } from './logo-mark.tsx';
import styles from './site-header.module.css';

/** Where the search page lists the homes of `place` (all homes for ''). mf-browse reads `q`. */
export function searchPath(place: string): string {
  return place ? `/search?${new URLSearchParams({ q: place }).toString()}` : '/search';
}

/** The desktop header's brand and place search (a phone never loads them). */
export default function HeaderExtras() {
  const navigate = useNavigate();
  return (
    <>
      <Link to="/" className={styles.brand}>
        <LogoMark />
        <span>House Marketplace</span>
      </Link>
      <div className={styles.search}>
        <SearchBox compact label="Search homes by place" onSearch={(place) => navigate(searchPath(place))} />
      </div>
    </>
  );
}
