import { useEffect, useState } from 'react';
import { observeAuthState } from 'shared-firebase';

export type AuthStatus = 'checking' | 'signed-in' | 'signed-out';

/** 'checking' until the first auth-state notification, then whether it supplied a user. */
export function useAuthStatus(): AuthStatus {
  const [status, setStatus] = useState<AuthStatus>('checking');
  useEffect(() => observeAuthState((user) => setStatus(user ? 'signed-in' : 'signed-out')), []);
  return status;
}
