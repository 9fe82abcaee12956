import { expect, test } from 'vitest';
import { parseProfile } from './profile-schema.ts';

test('a profile needs a name; its e-mail shows only when stored, and showEmail false marks it private', () => {
  expect(parseProfile('u1', { name: 'Ann', email: 'ann@example.com' })).toEqual({
    id: 'u1',
    name: 'Ann',
    email: 'ann@example.com',
    emailPrivate: false,
  });
  expect(parseProfile('u1', { name: 'Ann', showEmail: false })).toEqual({
    id: 'u1',
    name: 'Ann',
    email: null,
    emailPrivate: true,
  });
  expect(parseProfile('u1', { email: 'ann@example.com' })).toBeNull();
  expect(parseProfile('u1', undefined)).toBeNull();
});
