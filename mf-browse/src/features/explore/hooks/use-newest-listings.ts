import { useQuery } from '@tanstack/react-query';
import { RECOMMENDED_COUNT } from 'listing-domain';
import { newestListingsQuery } from '../../../api/listings/newest-listings-query.ts';
import { useFailureToast } from '../../../hooks/use-failure-toast.ts';

/** The newest listings for the carousel; a failed read says so in a toast. */
export function useNewestListings() {
  const query = useQuery(newestListingsQuery(RECOMMENDED_COUNT));
  useFailureToast(query.errorUpdateCount);
  return query;
}
