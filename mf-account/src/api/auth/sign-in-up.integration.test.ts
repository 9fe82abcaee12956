// What the Auth service really answers to the sign-in and sign-up forms' failures, through the real
// SDK against the local backend (the pages' component tests take these outcomes as given): an
// address already in use and a weak password are refusals the form can name; a wrong password is
// refused. Moved here from the E2E suite (issue 84): no browser is needed to see them.
import { afterAll, expect, test } from 'vitest';
import { signInWithEmail, signOutUser, signUpWithEmail } from './account-auth.ts';
import { SignUpError } from './sign-up-problem.ts';

const email = `sign-in-up-${Date.now()}@example.com`;
const password = 'first-password-1';

afterAll(async () => {
  await signOutUser();
});

/** The problem a refused sign-up names, or the error itself when it names none. */
const problemOf = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'accepted',
    (error: unknown) => (error instanceof SignUpError ? error.problem : error),
  );

test('an address already in use and a weak password are refusals the sign-up form can name', async () => {
  await signUpWithEmail('First Person', email, password);
  await signOutUser();
  expect(await problemOf(signUpWithEmail('Second Person', email, 'another-password'))).toBe('email-in-use');
  expect(await problemOf(signUpWithEmail('Weak Password', `weak-${email}`, '12345'))).toBe('weak-password');
});

test('a wrong password is refused; the right one signs in', async () => {
  await expect(signInWithEmail(email, 'not-the-password')).rejects.toThrow();
  expect(await signInWithEmail(email, password)).toMatchObject({ email });
});
