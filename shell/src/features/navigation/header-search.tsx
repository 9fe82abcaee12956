import { SearchBox } from 'design-system/search-box';
import { useNavigate } from 'react-router';
import styles from './site-header.module.css';

/** Where the search page lists the homes of `place` (all homes for ''). mf-browse reads `q`. */
export function searchPath(place: string): string {
  return place ? `/search?${new URLSearchParams({ q: place }).toString()}` : '/search';
}

/** The desktop header's place search (a phone never loads it: Explore has its own). */
export default function HeaderSearch() {
  const navigate = useNavigate();
  return (
    <div className={styles.search}>
      <SearchBox compact label="Search homes by place" onSearch={(place) => navigate(searchPath(place))} />
    </div>
  );
}
