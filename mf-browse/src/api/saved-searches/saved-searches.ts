// A person's saved searches (issue 37): savedSearches/{uid}_{slot}, at most 20 (the rules allow
// slots 0 to 19), only their owner reads and writes them; the server (functions/) matches new
// listings with them and counts the new matches.
import { errorCode, type SearchCircle } from 'listing-domain';
import { loadFirestore, signedInUid } from 'shared-firebase';
import { fetchExchangeRates } from '../prices/exchange-rates.ts';
import { withPriceInEuros } from '../prices/price-in-euros.ts';
import { criteriaAround } from '../search/search-near.ts';
import { isPriced, type SearchCriteria } from '../search/search-query.ts';
import { searchMatchOf } from './search-ranges.ts';
import { SAVED_SEARCH_LIMIT } from './saved-search-limit.ts';

export { SAVED_SEARCH_LIMIT };
export const SAVED_SEARCHES = 'savedSearches';
/** The longest name of a saved search (firestore.rules). */
export const SAVED_SEARCH_NAME_MAX = 60;

export interface SavedSearch {
  id: string;
  name: string;
  /** The search's address (`/search?` + this). */
  query: string;
  alerts: boolean;
  /** Its alerts by e-mail too (one a day at most, issue 37). */
  email: boolean;
  /** Listings matched since the owner last opened it. */
  newMatches: number;
  createdAt: Date | null;
}

/** The person has 20 saved searches already. */
export class SavedSearchLimitError extends Error {
  constructor() {
    super(`You have ${SAVED_SEARCH_LIMIT} saved searches, the most you can keep. Delete one to save another.`);
    this.name = 'SavedSearchLimitError';
  }
}

const dateOf = (value: unknown) =>
  typeof value === 'object' && value !== null && 'toDate' in value ? (value as { toDate: () => Date }).toDate() : null;

function parseSavedSearch(id: string, data: Record<string, unknown>): SavedSearch {
  return {
    id,
    name: typeof data.name === 'string' ? data.name : 'A search',
    query: typeof data.query === 'string' ? data.query : '',
    alerts: data.alerts === true,
    email: data.email === true,
    newMatches: typeof data.newMatches === 'number' ? data.newMatches : 0,
    createdAt: dateOf(data.createdAt),
  };
}

/** A name for a search: the summary's words (without its quotes), cut to the limit, or "A search". */
export function savedSearchName(summary: string): string {
  const name = summary.replace(/[“”]/g, '').replace(/\s+/g, ' ').trim();
  if (!name) return 'A search';
  return name.length <= SAVED_SEARCH_NAME_MAX ? name : `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1).trimEnd()}…`;
}

/** The signed-in person's saved searches, newest first (at most 20: one read). */
export async function listSavedSearches(): Promise<SavedSearch[]> {
  const uid = await signedInUid();
  const sdk = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(sdk.collection(sdk.db, SAVED_SEARCHES), sdk.where('owner', '==', uid), sdk.limit(SAVED_SEARCH_LIMIT)),
  );
  return snapshot.docs
    .map((d) => parseSavedSearch(d.id, d.data()))
    .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
}

/**
 * Saves the search (`query`: its address) for the signed-in person, with alerts on; the one they
 * saved already when the same search is kept. Throws SavedSearchLimitError at 20. Around a place
 * (`near`), its alerts are for the homes within the circle, wherever their town: the key it keeps
 * names no place, and the server measures each new home's distance.
 */
export async function saveSearch(
  criteria: SearchCriteria,
  query: string,
  name: string,
  near?: SearchCircle,
): Promise<SavedSearch> {
  const uid = await signedInUid();
  const saved = await listSavedSearches();
  const same = saved.find((s) => s.query === query);
  if (same) return same;
  const taken = new Set(saved.map((s) => s.id));
  const slot = Array.from({ length: SAVED_SEARCH_LIMIT }, (_, i) => `${uid}_${i}`).find((id) => !taken.has(id));
  if (!slot) throw new SavedSearchLimitError();
  const sdk = await loadFirestore();
  // A price range is kept in euros, converted with the rates of the day it is saved (issue 53).
  const priced = isPriced(criteria) ? withPriceInEuros(criteria, await fetchExchangeRates()) : criteria;
  const match = searchMatchOf(near ? criteriaAround(priced) : priced);
  const ranges = Object.fromEntries(
    Object.entries(match.ranges).map(([field, range]) => [
      field,
      range.max === undefined ? { min: range.min } : { min: range.min, max: range.max },
    ]),
  );
  const now = sdk.serverTimestamp();
  try {
    await sdk.setDoc(sdk.doc(sdk.db, SAVED_SEARCHES, slot), {
      owner: uid,
      name: savedSearchName(name),
      query,
      key: match.key,
      ranges,
      alerts: true,
      ...(near ? { near: { lat: near.lat, lng: near.lng, km: near.km } } : {}),
      createdAt: now,
      seenAt: now,
      newMatches: 0,
    });
  } catch (error) {
    // Another tab took the slot a moment ago: the list is read again on the next try.
    if (errorCode(error) === 'permission-denied' && taken.size >= SAVED_SEARCH_LIMIT - 1)
      throw new SavedSearchLimitError();
    throw error;
  }
  return {
    id: slot,
    name: savedSearchName(name),
    query,
    alerts: true,
    email: false,
    newMatches: 0,
    createdAt: new Date(),
  };
}

async function update(id: string, fields: (sdk: Awaited<ReturnType<typeof loadFirestore>>) => Record<string, unknown>) {
  const sdk = await loadFirestore();
  await sdk.updateDoc(sdk.doc(sdk.db, SAVED_SEARCHES, id), fields(sdk));
}

export const renameSavedSearch = (id: string, name: string) => update(id, () => ({ name: savedSearchName(name) }));
export const setSearchAlerts = (id: string, alerts: boolean) => update(id, () => ({ alerts }));
/** Its alerts by e-mail too, a daily digest at most (the server writes it, issue 37). */
export const setSearchEmail = (id: string, email: boolean) => update(id, () => ({ email }));
/** The owner opened the search: its new matches are seen. */
export const markSearchSeen = (id: string) => update(id, (sdk) => ({ newMatches: 0, seenAt: sdk.serverTimestamp() }));

export async function deleteSavedSearch(id: string): Promise<void> {
  const sdk = await loadFirestore();
  await sdk.deleteDoc(sdk.doc(sdk.db, SAVED_SEARCHES, id));
}
