// How the signed-in person confirms who they are, as one query (asked when the deletion opens).
import { queryOptions } from '@tanstack/react-query';
import { accountKeys } from '../query-keys.ts';
import { signInMethod } from './account-auth.ts';

export function signInMethodQuery(uid: string) {
  return queryOptions({
    queryKey: accountKeys.signInMethod(uid),
    // Unknown (the read failed): as 'none', so nothing is deleted without a confirmation.
    queryFn: () => signInMethod().catch(() => 'none' as const),
  });
}
