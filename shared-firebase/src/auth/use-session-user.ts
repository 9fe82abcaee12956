import { useEffect, useState } from 'react';
import type { SessionUser } from 'listing-domain';
import { observeAuthState } from './auth.ts';

type Observe = (callback: (user: SessionUser | null) => void) => () => void;

/** A session hook over `observe` (component tests give theirs a stand-in for the auth state). */
export function sessionUserHook(observe: Observe): () => SessionUser | null | undefined {
  return function useSessionUser() {
    const [user, setUser] = useState<SessionUser | null | undefined>(undefined);
    useEffect(() => observe(setUser), []);
    return user;
  };
}

/** The session in a React component: undefined while the auth state is unknown, then the signed-in user or null. */
export const useSessionUser = sessionUserHook(observeAuthState);
