// The write quotas: how many listings a person may publish and edit in a minute, and that the
// count cannot be skipped, reset or forged; asked of the Cloud Firestore emulator.
import { limit, serverTimestamp, Timestamp } from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { getAt, setAt, updateAt, deleteAt, listAt } from 'shared-firebase/testing/rules-matrix';
import { EDIT_LIMIT, PUBLISH_LIMIT } from 'listing-domain';
import { listingRulesMatrix } from './listing-rules-matrix.ts';

const matrix = listingRulesMatrix('listing quota rules matrix');
const { allowed, denied, as, visitor, seed, cases } = matrix;
const { OWNER, OTHER, owner, other } = matrix;
const { listing, storedListing, newId, publish, edit } = matrix;

describe('listings: the publishing limit', () => {
  test('a listing alone, without its quota write, is refused', async () => {
    await denied(setAt(as(owner), `listings/${newId()}`, listing()));
    await denied(publish(as(owner), listing(), null));
  });

  test('the quota must name the listing being created, and only with it', async () => {
    const database = as(owner);
    await denied(publish(database, listing(), { windowStart: serverTimestamp(), count: 1, lastListing: 'another' }));
    await denied(
      setAt(database, `publishing/${OWNER}`, { windowStart: serverTimestamp(), count: 1, lastListing: 'x' }),
    );
    await seed('listings/old', storedListing());
    await denied(
      setAt(database, `publishing/${OWNER}`, { windowStart: serverTimestamp(), count: 1, lastListing: 'old' }),
    );
  });

  test(`${PUBLISH_LIMIT} creates in a minute pass, the next is refused`, async () => {
    const database = as(owner);
    await allowed(publish(database, listing()));
    const quota = (await getAt(database, `publishing/${OWNER}`)).data() as {
      windowStart: Timestamp;
      count: number;
    };
    for (let count = 2; count <= PUBLISH_LIMIT; count += 1) {
      const id = newId();
      await allowed(publish(database, listing(), { windowStart: quota.windowStart, count, lastListing: id }, { id }));
    }
    const id = newId();
    await denied(
      publish(
        database,
        listing(),
        { windowStart: quota.windowStart, count: PUBLISH_LIMIT + 1, lastListing: id },
        { id },
      ),
    );
    const again = newId();
    await denied(
      publish(database, listing(), { windowStart: serverTimestamp(), count: 1, lastListing: again }, { id: again }),
    );
  });

  test('the count cannot be skipped, reset or forged within the window', async () => {
    const windowStart = Timestamp.fromMillis(Date.now() - 10_000);
    await seed(`publishing/${OWNER}`, { windowStart, count: 3, lastListing: 'before' });
    const database = as(owner);
    const attempt = (quota: Record<string, unknown>) => {
      const id = newId();
      return publish(database, listing(), { ...quota, lastListing: id }, { id });
    };
    await denied(attempt({ windowStart, count: 3 }));
    await denied(attempt({ windowStart, count: 5 }));
    await denied(attempt({ windowStart, count: 1 }));
    await denied(attempt({ windowStart: serverTimestamp(), count: 1 }));
    await denied(attempt({ windowStart: Timestamp.fromMillis(Date.now() - 120_000), count: 4 }));
    await denied(attempt({ windowStart, count: 4, extra: true }));
    await denied(attempt({ windowStart, count: '4' }));
    await allowed(attempt({ windowStart, count: 4 }));
  });

  test('after the window a create opens a new one, and only a new one', async () => {
    const windowStart = Timestamp.fromMillis(Date.now() - 61_000);
    await seed(`publishing/${OWNER}`, { windowStart, count: PUBLISH_LIMIT, lastListing: 'before' });
    const database = as(owner);
    const id = newId();
    await denied(publish(database, listing(), { windowStart, count: PUBLISH_LIMIT + 1, lastListing: id }, { id }));
    await denied(publish(database, listing(), { windowStart: serverTimestamp(), count: 2, lastListing: id }, { id }));
    await allowed(publish(database, listing(), { windowStart: serverTimestamp(), count: 1, lastListing: id }, { id }));
  });

  test('a quota is read by its owner only and deleted only once its window is over', async () => {
    await seed(`publishing/${OWNER}`, { windowStart: Timestamp.now(), count: 1, lastListing: 'x' });
    await seed(`publishing/${OTHER}`, {
      windowStart: Timestamp.fromMillis(Date.now() - 61_000),
      count: 1,
      lastListing: 'y',
    });
    await allowed(getAt(as(owner), `publishing/${OWNER}`));
    await denied(getAt(as(other), `publishing/${OWNER}`));
    await denied(getAt(visitor(), `publishing/${OWNER}`));
    await denied(listAt(as(owner), 'publishing', limit(5)));
    await denied(deleteAt(as(owner), `publishing/${OWNER}`));
    await denied(deleteAt(as(owner), `publishing/${OTHER}`));
    await allowed(deleteAt(as(other), `publishing/${OTHER}`));
  });
});

describe('listings: the edit limit', () => {
  beforeEach(async () => {
    await seed('listings/home', storedListing());
    await seed('listings/second', storedListing());
    await seed('listings/theirs', storedListing(OTHER));
  });
  const rename = (n: number) => ({ name: `Renamed rules home ${n}` });

  test('an edit alone, without its quota write, is refused', async () => {
    await denied(updateAt(as(owner), 'listings/home', rename(1)));
    await denied(edit(as(owner), 'home', rename(1), { quota: null }));
  });

  test('the quota must name the listing edited, one of its own', async () => {
    const database = as(owner);
    await denied(
      edit(database, 'home', rename(1), { quota: { windowStart: serverTimestamp(), count: 1, lastListing: 'second' } }),
    );
    await denied(
      setAt(database, `editing/${OWNER}`, { windowStart: serverTimestamp(), count: 1, lastListing: 'theirs' }),
    );
    await denied(
      setAt(database, `editing/${OTHER}`, { windowStart: serverTimestamp(), count: 1, lastListing: 'home' }),
    );
  });

  test(`${EDIT_LIMIT} edits in a minute pass, across listings; the next is refused`, async () => {
    const database = as(owner);
    for (let n = 1; n <= EDIT_LIMIT; n += 1) await allowed(edit(database, n % 2 ? 'home' : 'second', rename(n)));
    await denied(edit(database, 'home', rename(EDIT_LIMIT + 1)));
    await denied(
      edit(database, 'home', rename(EDIT_LIMIT + 1), {
        quota: { windowStart: serverTimestamp(), count: 1, lastListing: 'home' },
      }),
    );
  });

  test('the count cannot be skipped, reset or forged within the window', async () => {
    const windowStart = Timestamp.fromMillis(Date.now() - 10_000);
    await seed(`editing/${OWNER}`, { windowStart, count: 3, lastListing: 'home' });
    const attempt = (quota: Record<string, unknown>) =>
      edit(as(owner), 'home', rename(4), { quota: { ...quota, lastListing: 'home' } });
    await denied(attempt({ windowStart, count: 3 }));
    await denied(attempt({ windowStart, count: 5 }));
    await denied(attempt({ windowStart, count: 1 }));
    await denied(attempt({ windowStart: serverTimestamp(), count: 1 }));
    await denied(attempt({ windowStart, count: 4, extra: true }));
    await allowed(attempt({ windowStart, count: 4 }));
  });

  test('after the window an edit opens a new one, and a quota is deleted only once its window is over', async () => {
    const windowStart = Timestamp.fromMillis(Date.now() - 61_000);
    await seed(`editing/${OWNER}`, { windowStart, count: EDIT_LIMIT, lastListing: 'home' });
    await allowed(getAt(as(owner), `editing/${OWNER}`));
    await denied(getAt(as(other), `editing/${OWNER}`));
    await denied(
      edit(as(owner), 'home', rename(1), { quota: { windowStart, count: EDIT_LIMIT + 1, lastListing: 'home' } }),
    );
    await allowed(
      edit(as(owner), 'home', rename(1), { quota: { windowStart: serverTimestamp(), count: 1, lastListing: 'home' } }),
    );
    await denied(deleteAt(as(owner), `editing/${OWNER}`));
    await seed(`editing/${OTHER}`, { windowStart, count: 2, lastListing: 'theirs' });
    await allowed(deleteAt(as(other), `editing/${OTHER}`));
  });
});

describe('the matrix', () => {
  test('covers at least 80 cases', () => {
    expect(cases()).toBeGreaterThanOrEqual(80);
  });
});
