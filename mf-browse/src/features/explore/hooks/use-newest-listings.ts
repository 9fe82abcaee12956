import { useQuery } from '@tanstack/react-query';
import { RECOMMENDED_COUNT } from 'listing-domain';
import { firstScreenNewestListings, listNewestListings } from '../../../api/listings/listing-reads.ts';
import { useFailureToast } from '../../../hooks/use-failure-toast.ts';

/** The newest listings for the carousel; a failed read says so in a toast. */
export function useNewestListings() {
  const query = useQuery({
    queryKey: ['listings', 'newest', RECOMMENDED_COUNT],
    queryFn: () => listNewestListings(RECOMMENDED_COUNT),
    // What the server rendered the page's first screen from, when it did: shown at once.
    initialData: () => firstScreenNewestListings(RECOMMENDED_COUNT),
  });
  useFailureToast(query.errorUpdateCount);
  return query;
}
