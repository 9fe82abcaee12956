// Saved searches through the real SDK against the local backend: save (the same search once),
// list, rename, alerts off, seen, the limit of 20, delete. Each run signs up its own user.
import { beforeAll, describe, expect, test } from 'vitest';
import { loadAuth } from 'shared-firebase';
import { signUpTester } from '../../../../backend/integration-fixtures.mjs';
import { DEFAULT_CRITERIA } from '../search/search-query.ts';
import {
  deleteSavedSearch,
  listSavedSearches,
  markSearchSeen,
  renameSavedSearch,
  saveSearch,
  SAVED_SEARCH_LIMIT,
  SavedSearchLimitError,
  setSearchAlerts,
} from './saved-searches.ts';

const auth = await loadAuth();

beforeAll(async () => {
  await signUpTester(auth, 'searcher');
});

const lyon = { ...DEFAULT_CRITERIA, place: 'Lyon', type: 'rent' as const, priceMax: 900 };

describe('saved searches through the real SDK', () => {
  test('a search is saved once, with alerts on, and can be renamed, silenced and seen', async () => {
    const first = await saveSearch(lyon, 'q=Lyon&type=rent&maxPrice=900', 'Homes for rent in “Lyon” · up to $900');
    const again = await saveSearch(lyon, 'q=Lyon&type=rent&maxPrice=900', 'Homes for rent in “Lyon” · up to $900');
    expect(again.id).toBe(first.id);
    expect(await listSavedSearches()).toEqual([
      expect.objectContaining({ name: 'Homes for rent in Lyon · up to $900', alerts: true, newMatches: 0 }),
    ]);
    await renameSavedSearch(first.id, 'Cheap in Lyon');
    await setSearchAlerts(first.id, false);
    await markSearchSeen(first.id);
    expect(await listSavedSearches()).toEqual([expect.objectContaining({ name: 'Cheap in Lyon', alerts: false })]);
  });

  test('20 at most, said; one deleted makes room', async () => {
    for (let n = (await listSavedSearches()).length; n < SAVED_SEARCH_LIMIT; n += 1)
      await saveSearch({ ...lyon, bedroomsMin: n + 1 }, `q=Lyon&beds=${n + 1}`, `Search ${n}`);
    await expect(saveSearch(lyon, 'q=Paris', 'Paris')).rejects.toBeInstanceOf(SavedSearchLimitError);
    const [oldest] = (await listSavedSearches()).slice(-1);
    await deleteSavedSearch(oldest!.id);
    await expect(saveSearch(lyon, 'q=Paris', 'Paris')).resolves.toMatchObject({ name: 'Paris' });
  });
});
