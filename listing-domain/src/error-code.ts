/** The `code` a Firebase SDK error carries ('permission-denied', 'auth/weak-password', …), or ''. */
export function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}
