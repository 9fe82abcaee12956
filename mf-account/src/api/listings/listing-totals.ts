// One of the owner's listings' figures in all (issue 52: views, saves, enquiries, viewing
// requests), for the profile's list: the listing's total counters (listing-domain's
// listing-stats.ts; the server keeps them, the rules let its owner alone read them), summed.
import { queryOptions } from '@tanstack/react-query';
import { LISTING_STATS, parseStats, STAT_SHARDS, sumStats, type Stats } from 'listing-domain';
import { loadFirestore } from 'shared-firebase';
import { accountKeys } from '../query-keys.ts';

export async function readListingTotals(listingId: string): Promise<Stats> {
  const sdk = await loadFirestore();
  const totals = await sdk.getDocs(
    sdk.query(sdk.collection(sdk.db, LISTING_STATS, listingId, 'totals'), sdk.limit(STAT_SHARDS)),
  );
  return sumStats(totals.docs.map((d) => parseStats(d.data())));
}

export function listingTotalsQuery(listingId: string) {
  return queryOptions({
    queryKey: accountKeys.listingTotals(listingId),
    queryFn: () => readListingTotals(listingId),
    staleTime: 60_000,
  });
}
