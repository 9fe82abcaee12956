import { expect, test } from 'vitest';
import { signUpProblemOf } from './sign-up-codes.ts';

test.each([
  ['auth/invalid-email', 'invalid-email'],
  ['auth/email-already-in-use', 'email-in-use'],
  ['auth/weak-password', 'weak-password'],
  ['auth/network-request-failed', null],
  [undefined, null],
])('%s → %s', (code, problem) => {
  expect(signUpProblemOf(code ? Object.assign(new Error('x'), { code }) : new Error('x'))).toBe(problem);
});
