import { useEffect, useState } from 'react';
import { observeAuthState, type SessionUser } from 'shared-firebase';

/** undefined while the auth state is unknown, then the signed-in user or null. */
export function useSessionUser(): SessionUser | null | undefined {
  const [user, setUser] = useState<SessionUser | null | undefined>(undefined);
  useEffect(() => observeAuthState(setUser), []);
  return user;
}
