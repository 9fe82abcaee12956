// Why a sign-up was refused, in the product's terms: the page says which field to fix. The Auth
// service's own error codes are mapped in sign-up-codes.ts.
export type SignUpProblem = 'name-required' | 'invalid-email' | 'email-in-use' | 'weak-password';

/** A sign-up refused for a reason the user can fix; `problem` names it. */
export class SignUpError extends Error {
  readonly problem: SignUpProblem;
  constructor(problem: SignUpProblem, cause?: unknown) {
    super(`Sign-up refused: ${problem}`, { cause });
    this.name = 'SignUpError';
    this.problem = problem;
  }
}
