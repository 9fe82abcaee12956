import { expect, test } from 'vitest';
import { describeLeftovers } from './account-errors.ts';

test.each([
  [
    { listings: 2, photos: 3, profile: true, account: true },
    'Still there: 2 listings (3 photos), your profile and your account.',
  ],
  [{ listings: 1, photos: 0, profile: true, account: true }, 'Still there: 1 listing, your profile and your account.'],
  [{ listings: 0, photos: 0, profile: true, account: true }, 'Still there: your profile and your account.'],
  [{ listings: 0, photos: 0, profile: false, account: true }, 'Still there: your account.'],
])('says what is left: %o', (left, text) => {
  expect(describeLeftovers(left)).toBe(`Your account was not fully deleted. ${text}`);
});
