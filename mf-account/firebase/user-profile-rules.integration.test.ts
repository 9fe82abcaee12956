// mf-account's rules matrix of a person's profile, `users/{uid}` (issue 87: the profile is this
// slice's own, with its fragment; it moved here from the platform's): the session's profile and
// the e-mail shown to visitors. Actor × operation × payload, asked of the Cloud Firestore emulator
// evaluating the composed rules.
import {
  deleteField,
  doc,
  getDoc,
  limit,
  serverTimestamp,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import {
  deleteAt,
  getAt,
  listAt,
  rulesMatrix,
  setAt,
  updateAt,
  verified,
  withEmail,
} from 'shared-firebase/testing/rules-matrix';

const { allowed, denied, as, visitor, seed, anonymous, noEmail, cases } = rulesMatrix('profile rules matrix');

// The actors. Only people with an e-mail address (password or Google accounts) may write.
const OWNER = 'owner-uid';
const OTHER = 'other-uid';
const owner = withEmail(OWNER, 'owner@example.com');
const other = withEmail(OTHER, 'other@example.com');
const anonymousAccount = () => anonymous(OWNER);
const noEmailAccount = () => noEmail(OWNER);
/** An anonymous account claiming an e-mail in its token: still not an e-mail identity. */
const anonymousWithClaim = () => anonymous(OWNER, 'owner@example.com');

describe('users: Show my e-mail to visitors (issue 36)', () => {
  beforeEach(async () => {
    await seed(`users/${OWNER}`, { name: 'Owner Name', email: 'owner@example.com', timestamp: Timestamp.now() });
  });
  const userDocOf = (database: Firestore) => doc(database, 'users', OWNER);

  test('the owner hides it: the document anyone reads then holds no e-mail', async () => {
    await allowed(updateDoc(userDocOf(as(owner)), { showEmail: false, email: deleteField() }));
    const read = await getDoc(userDocOf(visitor()));
    expect(read.data()).not.toHaveProperty('email');
    expect(read.get('name')).toBe('Owner Name');
  });

  test('hidden means gone: a hidden e-mail may not stay in the document', async () => {
    await denied(updateDoc(userDocOf(as(owner)), { showEmail: false }));
  });

  test('shown again, it is the account’s own e-mail, and nobody else changes it', async () => {
    await seed(`users/${OWNER}`, { name: 'Owner Name', showEmail: false, timestamp: Timestamp.now() });
    await denied(updateDoc(userDocOf(as(verified(owner))), { showEmail: true, email: 'someone@example.com' }));
    await allowed(updateDoc(userDocOf(as(verified(owner))), { showEmail: true, email: 'owner@example.com' }));
    await denied(updateDoc(userDocOf(as(other)), { showEmail: false, email: deleteField() }));
    await denied(updateDoc(userDocOf(visitor()), { showEmail: false, email: deleteField() }));
    await denied(updateDoc(userDocOf(as(owner)), { showEmail: 'no', email: deleteField() }));
  });

  test('an address nobody verified is never shown (issue 47); verified, it is', async () => {
    await seed(`users/${OWNER}`, { name: 'Owner Name', timestamp: Timestamp.now() });
    await denied(updateDoc(userDocOf(as(owner)), { showEmail: true, email: 'owner@example.com' }));
    await denied(updateDoc(userDocOf(as(owner)), { email: 'owner@example.com' }));
    await allowed(updateDoc(userDocOf(as(owner)), { showEmail: true })); // shown once verified
    await allowed(updateDoc(userDocOf(as(verified(owner))), { email: 'owner@example.com' }));
  });
});

describe('users', () => {
  const profile = (name = 'Owner Name', email = 'owner@example.com') => ({ name, email, timestamp: serverTimestamp() });

  test('a person creates only their own profile, with the e-mail of their account once verified', async () => {
    await allowed(setAt(as(verified(owner)), `users/${OWNER}`, profile()));
    await allowed(setAt(as(verified(other)), `users/${OTHER}`, profile('Other', 'other@example.com')));
  });

  test('an account whose address nobody verified creates its profile without it (issue 47)', async () => {
    await denied(setAt(as(owner), `users/${OWNER}`, profile()));
    await allowed(setAt(as(owner), `users/${OWNER}`, { name: 'Owner Name', timestamp: serverTimestamp() }));
  });

  const refusedCreates: [string, () => Promise<unknown>][] = [
    [
      "another person's profile",
      () => setAt(as(verified(other)), `users/${OWNER}`, profile('Other', 'other@example.com')),
    ],
    ['a visitor', () => setAt(visitor(), `users/${OWNER}`, profile())],
    [
      'an anonymous account claiming alice',
      () => setAt(anonymousAccount(), `users/${OWNER}`, profile('Alice', 'alice@example.com')),
    ],
    ['an anonymous account with an e-mail claim', () => setAt(anonymousWithClaim(), `users/${OWNER}`, profile())],
    ['an account without an e-mail', () => setAt(noEmailAccount(), `users/${OWNER}`, profile())],
    [
      'an e-mail that is not the account’s',
      () => setAt(as(verified(owner)), `users/${OWNER}`, profile('Owner', 'alice@example.com')),
    ],
    [
      'the e-mail in other letter case',
      () => setAt(as(verified(owner)), `users/${OWNER}`, profile('Owner', 'Owner@example.com')),
    ],
    ['a password field', () => setAt(as(verified(owner)), `users/${OWNER}`, { ...profile(), password: 'secret' })],
    [
      'a client-chosen time',
      () => setAt(as(verified(owner)), `users/${OWNER}`, { ...profile(), timestamp: Timestamp.now() }),
    ],
    [
      'no name',
      () => setAt(as(verified(owner)), `users/${OWNER}`, { email: 'owner@example.com', timestamp: serverTimestamp() }),
    ],
    ['a blank name', () => setAt(as(verified(owner)), `users/${OWNER}`, profile('   '))],
    ['a name with spaces around', () => setAt(as(verified(owner)), `users/${OWNER}`, profile(' Owner '))],
    ['a name with NUL', () => setAt(as(verified(owner)), `users/${OWNER}`, profile('Own\u0000er'))],
    ['a name with U+202E', () => setAt(as(verified(owner)), `users/${OWNER}`, profile('Owner \u202Egnp.exe'))],
    ['a name of zero-width spaces', () => setAt(as(verified(owner)), `users/${OWNER}`, profile('\u200B\u200B\u200B'))],
    ['a name of no-break spaces', () => setAt(as(verified(owner)), `users/${OWNER}`, profile('\u00A0\u00A0'))],
    ['a name of ideographic spaces', () => setAt(as(verified(owner)), `users/${OWNER}`, profile('\u3000\u3000'))],
    ['a name of Hangul fillers', () => setAt(as(verified(owner)), `users/${OWNER}`, profile('\u3164\u3164'))],
    ['a name with U+2028 inside', () => setAt(as(verified(owner)), `users/${OWNER}`, profile('Own\u2028er'))],
    ['a name of 101 characters', () => setAt(as(verified(owner)), `users/${OWNER}`, profile('x'.repeat(101)))],
  ];
  test.each(refusedCreates)('a profile by %s is refused', async (_label, write) => {
    await denied(write());
  });

  test('anyone may read one profile, nobody may list them', async () => {
    await seed(`users/${OWNER}`, { name: 'Owner', email: 'owner@example.com', timestamp: Timestamp.now() });
    for (const database of [visitor(), as(owner), as(other)]) await allowed(getAt(database, `users/${OWNER}`));
    await denied(listAt(visitor(), 'users', limit(5)));
    await denied(listAt(as(owner), 'users', limit(5)));
  });

  test('a person may change only their own name, to a clean one', async () => {
    await seed(`users/${OWNER}`, { name: 'Owner', email: 'owner@example.com', timestamp: Timestamp.now() });
    await allowed(updateAt(as(owner), `users/${OWNER}`, { name: 'New owner name' }));
    await denied(updateAt(as(owner), `users/${OWNER}`, { name: 'New \u202Ename' }));
    await denied(updateAt(as(owner), `users/${OWNER}`, { name: '' }));
    await denied(updateAt(as(owner), `users/${OWNER}`, { email: 'new@example.com' }));
    await denied(updateAt(as(other), `users/${OWNER}`, { name: 'Hijacked' }));
    await denied(updateAt(visitor(), `users/${OWNER}`, { name: 'Hijacked' }));
    await denied(updateAt(anonymousAccount(), `users/${OWNER}`, { name: 'Hijacked' }));
  });

  test('a person keeps a language the site speaks in their own profile (issue 88), at sign-up or later', async () => {
    await allowed(setAt(as(verified(owner)), `users/${OWNER}`, { ...profile(), locale: 'fr' }));
    await allowed(updateAt(as(owner), `users/${OWNER}`, { locale: 'de' }));
    await allowed(updateAt(as(owner), `users/${OWNER}`, { locale: 'en' }));
    await denied(updateAt(as(owner), `users/${OWNER}`, { locale: 'en-XA' }));
    await denied(updateAt(as(owner), `users/${OWNER}`, { locale: 'it' }));
    await denied(updateAt(as(owner), `users/${OWNER}`, { locale: ['fr'] }));
    await denied(updateAt(as(owner), `users/${OWNER}`, { locale: 'es', showEmail: 'yes' }));
    await denied(updateAt(as(other), `users/${OWNER}`, { locale: 'es' }));
    await denied(updateAt(visitor(), `users/${OWNER}`, { locale: 'es' }));
    await denied(
      setAt(as(verified(other)), `users/${OTHER}`, { ...profile('Other', 'other@example.com'), locale: 'xx' }),
    );
  });

  test('a person may delete their own profile (account deletion), nobody else may', async () => {
    await seed(`users/${OWNER}`, { name: 'Owner', email: 'owner@example.com', timestamp: Timestamp.now() });
    await denied(deleteAt(visitor(), `users/${OWNER}`));
    await denied(deleteAt(as(other), `users/${OWNER}`));
    await allowed(deleteAt(as(owner), `users/${OWNER}`));
  });
});

describe('the profile matrix', () => {
  test('covers at least 40 cases', () => {
    expect(cases()).toBeGreaterThanOrEqual(40);
  });
});
