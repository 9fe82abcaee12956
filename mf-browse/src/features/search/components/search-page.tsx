import { use, useEffect, useId, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import type { SearchCriteria, SearchSort } from 'shared-firebase';
import { searchModel } from '../utils/search-model.ts';
import { parseSearchParams, searchParamsOf } from '../utils/search-params.ts';
import { searchSummary } from '../utils/search-summary.ts';
import { SearchFilters } from './search-filters.tsx';
import { SearchResults } from './search-results.tsx';
import styles from './search-page.module.css';

const SORT_LABELS: Record<SearchSort, string> = {
  newest: 'Newest first',
  'price-asc': 'Price, low to high',
  'price-desc': 'Price, high to low',
};

/**
 * /search: homes by place, with filters, a sort and a one-line summary. The whole search is in the
 * address; a hostile or stale address is corrected, said once, and written back normalised.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const sortId = useId();
  const model = use(searchModel);
  const { criteria, corrections } = useMemo(() => parseSearchParams(params, model), [params, model]);
  const normalised = searchParamsOf(criteria, model).toString();

  useEffect(() => {
    document.title = 'Search homes';
  }, []);

  useEffect(() => {
    if (corrections.length === 0) return;
    toast.info(`Some search settings were changed: ${corrections.join('; ')}.`, { toastId: 'search-corrections' });
    setParams(new URLSearchParams(normalised), { replace: true });
  }, [corrections, normalised, setParams]);

  const search = (next: SearchCriteria) => navigate(`/search${query(searchParamsOf(next, model))}`);
  const clear = () => navigate('/search');

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Search homes</h1>
      <SearchFilters key={normalised} criteria={criteria} onSearch={search} onClear={clear} />
      <div className={styles.bar}>
        <p className={styles.summary} aria-live="polite">
          {searchSummary(criteria, model)}
        </p>
        <div className={styles.sort}>
          <label htmlFor={sortId}>Sort</label>
          <select
            id={sortId}
            value={criteria.sort}
            onChange={(e) => search({ ...criteria, sort: e.target.value as SearchSort })}
          >
            {model.SEARCH_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <SearchResults
        key={normalised}
        criteria={criteria}
        searchKey={normalised}
        search={model.searchListings}
        onClear={clear}
      />
    </section>
  );
}

const query = (params: URLSearchParams) => (params.size > 0 ? `?${params.toString()}` : '');
