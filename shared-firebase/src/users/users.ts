import { isValidDocumentId } from '../app/document-id.ts';
import type { UserProfile } from '../listings/listing-types.ts';

const userOperations = () => import('./user-operations.ts');

/** A user's public profile (name and e-mail), or null when it does not exist. */
export async function getUser(id: string): Promise<UserProfile | null> {
  if (!isValidDocumentId(id)) return null;
  return (await userOperations()).readUser(id);
}
