import { placeSearchPath, SearchBox } from 'design-system/search-box';
import { useNavigate } from 'react-router';
import styles from './site-header.module.css';

/** The desktop header's place search (a phone never loads it: Explore has its own). */
export default function HeaderSearch() {
  const navigate = useNavigate();
  return (
    <div className={styles.search}>
      <SearchBox compact label="Search homes by place" onSearch={(place) => navigate(placeSearchPath(place))} />
    </div>
  );
}
