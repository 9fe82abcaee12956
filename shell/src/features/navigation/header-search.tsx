import { SearchBox } from 'design-system/search-box';
import { useNavigate } from 'react-router';
import { searchEntryUrl, type EntryPoints } from 'site-contract';
import { useShellWords } from '../../lib/shell-words.ts';
import styles from './site-header.module.css';

/**
 * The desktop header's place search (a phone never loads it), submitting to the search entry
 * point a remote declares (site-contract's EntryPoints).
 */
export default function HeaderSearch({ search }: { search: NonNullable<EntryPoints['search']> }) {
  const navigate = useNavigate();
  const words = useShellWords();
  return (
    <div className={styles.search}>
      <SearchBox
        compact
        label={words.searchLabel}
        placeholder={words.searchPlaceholder}
        button={words.searchButton}
        onSearch={(place) => navigate(searchEntryUrl(search, place))}
      />
    </div>
  );
}
