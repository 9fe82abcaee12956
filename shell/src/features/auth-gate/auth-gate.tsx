import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { continueAfterSignIn } from 'shared-firebase';
import { Spinner } from 'design-system/spinner';
import { useShellWords } from '../../lib/shell-words.ts';
import { useAuthStatus } from './use-auth-status.ts';

/**
 * Private routes: a spinner while checking, the page when signed in, else the sign-in entry point
 * a remote declares (`signIn`). With none deployed, a signed-out visitor is told so. A sign-out
 * during a navigation away (Logout goes to `/`, then signs out; the router renders the new page in
 * a transition) does not redirect: the address has already left this route. With `returnHere`
 * (the routes that declare returnAfterSignIn), the sign-in page sends them back here once signed in.
 */
export function AuthGate({ signIn, returnHere = false }: { signIn: string | undefined; returnHere?: boolean }) {
  const status = useAuthStatus();
  const words = useShellWords();
  const { pathname, search } = useLocation();
  if (status === 'checking') return <Spinner area label={words.checkingSignIn} />;
  if (status === 'signed-out') {
    if (window.location.pathname !== pathname) return null;
    if (!signIn) return <p role="alert">{words.signInUnavailable}</p>;
    return <ToSignIn signIn={signIn} returnTo={returnHere ? pathname + search : undefined} />;
  }
  return <Outlet />;
}

/** Sends to the sign-in page, leaving the page to come back to (if any) for it. */
function ToSignIn({ signIn, returnTo }: { signIn: string; returnTo: string | undefined }) {
  useEffect(() => {
    if (returnTo) continueAfterSignIn(returnTo);
  }, [returnTo]);
  return <Navigate to={signIn} replace />;
}
