// A landlord's insights (issue 52): who reads a listing's counters, and that nobody writes them or
// reads the views' day markers, asked of the Cloud Firestore emulator evaluating the composed rules.
import { limit, where } from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { getAt, setAt, deleteAt, listAt } from 'shared-firebase/testing/rules-matrix';
import { listingRulesMatrix } from './listing-rules-matrix.ts';

const { allowed, denied, as, visitor, seed, cases, owner, other, storedListing } = listingRulesMatrix(
  'listing insights rules matrix',
);

const days = (database: ReturnType<typeof visitor>) =>
  listAt(database, 'listingStats/home/days', where('day', '>=', '2026-11-01'), limit(120));

describe('listing insights (issue 52)', () => {
  beforeEach(async () => {
    await seed('listings/home', storedListing());
    await seed('listingStats/home/days/2026-11-28_0', { day: '2026-11-28', views: 3 });
    await seed('listingStats/home/totals/0', { views: 3 });
    await seed('listingViews/home_2026-11-28_abc', { listingId: 'home', day: '2026-11-28' });
  });

  test('its owner reads its counters, per day and in all', async () => {
    await allowed(days(as(owner)));
    await allowed(getAt(as(owner), 'listingStats/home/totals/0'));
    await allowed(listAt(as(owner), 'listingStats/home/totals', limit(4)));
  });

  test('nobody else reads them', async () => {
    await denied(days(as(other)));
    await denied(days(visitor()));
    await denied(getAt(as(other), 'listingStats/home/totals/0'));
    await denied(getAt(as(owner), 'listingStats/home/other/0'));
  });

  test('nobody writes them, not even the owner', async () => {
    await denied(setAt(as(owner), 'listingStats/home/days/2026-11-28_0', { day: '2026-11-28', views: 300 }));
    await denied(setAt(as(owner), 'listingStats/home/totals/1', { views: 300 }));
    await denied(deleteAt(as(owner), 'listingStats/home/totals/0'));
    await denied(setAt(as(other), 'listingStats/home/totals/0', { views: 0 }));
  });

  test('nobody reads or writes a day marker of the views', async () => {
    await denied(getAt(as(owner), 'listingViews/home_2026-11-28_abc'));
    await denied(setAt(visitor(), 'listingViews/home_2026-11-28_new', { listingId: 'home', day: '2026-11-28' }));
    await denied(deleteAt(as(owner), 'listingViews/home_2026-11-28_abc'));
  });

  test('covers at least 14 cases', () => {
    expect(cases()).toBeGreaterThanOrEqual(14);
  });
});
