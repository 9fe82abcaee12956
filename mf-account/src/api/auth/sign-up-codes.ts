// The Auth service's error codes behind a sign-up the user can fix (sign-up-problem.ts).
import { errorCode } from 'listing-domain';
import type { SignUpProblem } from './sign-up-problem.ts';

const BY_CODE: Record<string, SignUpProblem> = {
  'auth/invalid-email': 'invalid-email',
  'auth/missing-email': 'invalid-email',
  'auth/email-already-in-use': 'email-in-use',
  'auth/weak-password': 'weak-password',
  'auth/missing-password': 'weak-password',
};

/** The fixable problem behind an Auth error, or null (network, service down: nothing to fix in the form). */
export function signUpProblemOf(error: unknown): SignUpProblem | null {
  return BY_CODE[errorCode(error)] ?? null;
}
