// mf-account's rules matrix beside its fragment (issue 85): a person's mail settings, asked of the
// Cloud Firestore emulator evaluating the composed rules.
import { serverTimestamp, Timestamp } from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { deleteAt, getAt, rulesMatrix, setAt, withEmail } from 'shared-firebase/testing/rules-matrix';

const { allowed, denied, as, visitor, cases } = rulesMatrix('account rules matrix');

const ANN = 'ann-uid';
const ann = withEmail(ANN, 'ann@example.com');
const bob = withEmail('bob-uid', 'bob@example.com');
const settings = `mailSettings/${ANN}`;
const off = (kinds: unknown, extra: Record<string, unknown> = {}) => ({
  off: kinds,
  updatedAt: serverTimestamp(),
  ...extra,
});

describe('mail settings (issue 85)', () => {
  test('a person turns kinds of e-mail off and on, reads and deletes their own settings', async () => {
    await allowed(setAt(as(ann), settings, off(['messages', 'viewing', 'alerts', 'listing-care'])));
    await allowed(setAt(as(ann), settings, off([])));
    await allowed(getAt(as(ann), settings));
    await allowed(deleteAt(as(ann), settings));
  });

  test('nobody else reads, writes or deletes them', async () => {
    await allowed(setAt(as(ann), settings, off(['alerts'])));
    await denied(getAt(as(bob), settings));
    await denied(getAt(visitor(), settings));
    await denied(setAt(as(bob), settings, off([])));
    await denied(deleteAt(as(bob), settings));
  });

  const refused: [string, Record<string, unknown>][] = [
    ['a kind the site does not send', off(['newsletter'])],
    ['more than the kinds there are', off(['messages', 'viewing', 'alerts', 'listing-care', 'viewing'])],
    ['not a list', off('viewing')],
    ['another field', off([], { email: 'x@example.com' })],
    ['a time of its own', off([], { updatedAt: Timestamp.fromMillis(0) })],
  ];
  test.each(refused)('settings with %s are refused', async (_label, data) => {
    await denied(setAt(as(ann), settings, data));
  });

  test('covers at least 12 cases', () => {
    expect(cases()).toBeGreaterThanOrEqual(12);
  });
});
