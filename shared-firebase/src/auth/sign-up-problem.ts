// Why a sign-up was refused, in the product's terms: the page says which field to fix. The Auth
// service's own error codes stay here.
export type SignUpProblem = 'name-required' | 'invalid-email' | 'email-in-use' | 'weak-password';

const BY_CODE: Record<string, SignUpProblem> = {
  'auth/invalid-email': 'invalid-email',
  'auth/missing-email': 'invalid-email',
  'auth/email-already-in-use': 'email-in-use',
  'auth/weak-password': 'weak-password',
  'auth/missing-password': 'weak-password',
};

/** A sign-up refused for a reason the user can fix; `problem` names it. */
export class SignUpError extends Error {
  readonly problem: SignUpProblem;
  constructor(problem: SignUpProblem, cause?: unknown) {
    super(`Sign-up refused: ${problem}`, { cause });
    this.name = 'SignUpError';
    this.problem = problem;
  }
}

/** The fixable problem behind an Auth error, or null (network, service down: nothing to fix in the form). */
export function signUpProblemOf(error: unknown): SignUpProblem | null {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return BY_CODE[code] ?? null;
}
