import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from 'design-system/spinner';
import { useAuthStatus } from './use-auth-status.ts';

/**
 * Private routes: a spinner while checking, the page when signed in, else the sign-in entry point
 * a remote declares (`signIn`). With none deployed, a signed-out visitor is told so. A sign-out
 * during a navigation away (Logout goes to `/`, then signs out; the router renders the new page in
 * a transition) does not redirect: the address has already left this route.
 */
export function AuthGate({ signIn }: { signIn: string | undefined }) {
  const status = useAuthStatus();
  const { pathname } = useLocation();
  if (status === 'checking') return <Spinner area label="Checking sign-in" />;
  if (status === 'signed-out') {
    if (window.location.pathname !== pathname) return null;
    if (!signIn) return <p role="alert">This page needs you to sign in, and signing in is not available right now.</p>;
    return <Navigate to={signIn} replace />;
  }
  return <Outlet />;
}
