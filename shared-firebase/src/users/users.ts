import { isValidDocumentId } from 'listing-domain';
import type { UserProfile } from 'listing-domain';

const userOperations = () => import('./user-operations.ts');

/** A user's public profile (name and e-mail), or null when it does not exist. */
export async function getUser(id: string): Promise<UserProfile | null> {
  if (!isValidDocumentId(id)) return null;
  return (await userOperations()).readUser(id);
}
