// The platform's rules matrix (issue 48): a person's badges and the refusal of everything no slice
// claims; the slices' matrices are beside their fragments (<remote>/firebase/; the profile,
// `users/{uid}`, is mf-account's since issue 87). Actor × operation × payload, asked of the Cloud
// Firestore emulator evaluating the composed rules.
import { limit, Timestamp } from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { rulesMatrix, withEmail, getAt, setAt, updateAt, deleteAt, listAt } from '../testing/rules-matrix.ts';

const { allowed, denied, as, visitor, seed, cases } = rulesMatrix('platform rules matrix');

// The actors: a person and another.
const OWNER = 'owner-uid';
const OTHER = 'other-uid';
const owner = withEmail(OWNER, 'owner@example.com');
const other = withEmail(OTHER, 'other@example.com');

describe('badges: the counts the server keeps for a person (issue 53)', () => {
  beforeEach(async () => {
    await seed(`badges/${OWNER}`, { alerts: 2, inbox: 1, inboxAt: Timestamp.now() });
  });

  test('only its person reads it, one document at a time', async () => {
    await allowed(getAt(as(owner), `badges/${OWNER}`));
    await denied(getAt(as(other), `badges/${OWNER}`));
    await denied(getAt(visitor(), `badges/${OWNER}`));
    await denied(listAt(as(owner), 'badges', limit(5)));
  });

  test('no client writes it, not even its person: a count a browser wrote could be faked', async () => {
    await denied(updateAt(as(owner), `badges/${OWNER}`, { alerts: 0 }));
    await denied(setAt(as(owner), `badges/${OWNER}`, { alerts: 0, inbox: 0 }));
    await denied(setAt(as(other), `badges/${OTHER}`, { inbox: 99 }));
    await denied(deleteAt(as(owner), `badges/${OWNER}`));
  });
});

describe('everything else', () => {
  const paths = [
    'admin/settings',
    `users/${OWNER}/private/x`,
    'listings/home/notes/1',
    'quota/x',
    'rejectedPhotos/images%2Fowner-uid-x.png-1',
  ];
  test.each(paths)('%s can be neither read nor written', async (where) => {
    await denied(getAt(as(owner), where));
    await denied(setAt(as(owner), where, { a: 1 }));
  });
});

describe('the matrix', () => {
  test('covers at least 15 cases', () => {
    expect(cases()).toBeGreaterThanOrEqual(15);
  });
});
