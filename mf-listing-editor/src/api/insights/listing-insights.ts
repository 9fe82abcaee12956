// A listing's insights for its owner (issue 52): the listing's name, its counters of the last
// INSIGHT_DAYS days (at most STAT_SHARDS a day: one query) and its totals (STAT_SHARDS documents),
// summed. The rules let only its owner read the counters: anyone else's read is refused.
import {
  firstInsightDay,
  INSIGHT_DAYS,
  isValidDocumentId,
  LISTING_STATS,
  parseStats,
  STAT_SHARDS,
  statsByDay,
  sumStats,
  type DayStats,
  type Stats,
} from 'listing-domain';
import { loadFirestore } from 'shared-firebase';

export interface ListingInsights {
  listing: { id: string; name: string; type: 'rent' | 'sale'; userRef: string };
  /** The last INSIGHT_DAYS days, oldest first. */
  days: DayStats[];
  /** Their sum. */
  recent: Stats;
  /** Since the listing's counting began. */
  allTime: Stats;
}

/** The insights of `listingId`; null when there is no such listing. Throws when the reader may not see them. */
export async function readListingInsights(listingId: string, today = new Date()): Promise<ListingInsights | null> {
  if (!isValidDocumentId(listingId)) return null;
  const sdk = await loadFirestore();
  const stored = await sdk.getDoc(sdk.doc(sdk.db, 'listings', listingId));
  const data = stored.data();
  if (!stored.exists() || !data) return null;
  const stats = sdk.collection(sdk.db, LISTING_STATS, listingId, 'days');
  const [days, totals] = await Promise.all([
    sdk.getDocs(
      sdk.query(stats, sdk.where('day', '>=', firstInsightDay(today)), sdk.limit(INSIGHT_DAYS * STAT_SHARDS)),
    ),
    sdk.getDocs(sdk.query(sdk.collection(sdk.db, LISTING_STATS, listingId, 'totals'), sdk.limit(STAT_SHARDS))),
  ]);
  const buckets = days.docs.map((d) => ({ day: String(d.get('day')), ...parseStats(d.data()) }));
  const byDay = statsByDay(buckets, today);
  return {
    listing: {
      id: listingId,
      name: typeof data.name === 'string' ? data.name : '',
      type: data.type === 'sale' ? 'sale' : 'rent',
      userRef: typeof data.userRef === 'string' ? data.userRef : '',
    },
    days: byDay,
    recent: sumStats(byDay),
    allTime: sumStats(totals.docs.map((d) => parseStats(d.data()))),
  };
}
