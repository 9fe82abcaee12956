import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { listNewestListings, RECOMMENDED_COUNT } from 'shared-firebase';
import { FETCH_ERROR } from '../../../components/paged-listings.tsx';

/** The newest listings for the carousel; a failed read says so in a toast. */
export function useNewestListings() {
  const query = useQuery({
    queryKey: ['listings', 'newest', RECOMMENDED_COUNT],
    queryFn: () => listNewestListings(RECOMMENDED_COUNT),
  });
  useEffect(() => {
    if (query.isError) toast.error(FETCH_ERROR);
  }, [query.isError]);
  return query;
}
