import { SearchBox } from 'design-system/search-box';
import { useNavigate } from 'react-router';
import { searchEntryUrl, type EntryPoints } from 'site-contract';
import styles from './site-header.module.css';

/**
 * The desktop header's place search (a phone never loads it), submitting to the search entry
 * point a remote declares (site-contract's EntryPoints).
 */
export default function HeaderSearch({ search }: { search: NonNullable<EntryPoints['search']> }) {
  const navigate = useNavigate();
  return (
    <div className={styles.search}>
      <SearchBox compact label="Search homes by place" onSearch={(place) => navigate(searchEntryUrl(search, place))} />
    </div>
  );
}
