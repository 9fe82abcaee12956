// What the profile says of the account's e-mail, as two queries: whether it shows to visitors
// (users/{uid}), and whether it is verified (asked of Auth afresh each time the profile opens).
import { queryOptions } from '@tanstack/react-query';
import { refreshEmailVerified } from '../auth/account-auth.ts';
import { accountKeys } from '../query-keys.ts';
import { publishVerifiedEmail, readEmailShown } from './user-profile.ts';

export function emailShownQuery(uid: string) {
  return queryOptions({ queryKey: accountKeys.emailShown(uid), queryFn: () => readEmailShown(uid) });
}

/**
 * Whether the address is verified. Verified since the profile was written, the address goes into
 * the profile (when shown): visitors may now see it. A failure to put it there is not this read's.
 */
export function emailVerifiedQuery(uid: string, email: string) {
  return queryOptions({
    queryKey: accountKeys.emailVerified(uid),
    queryFn: async () => {
      const verified = await refreshEmailVerified();
      if (verified) await publishVerifiedEmail(uid, email).catch(() => false);
      return verified;
    },
    staleTime: 0,
  });
}
