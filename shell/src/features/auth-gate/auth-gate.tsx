import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from 'design-system/spinner';
import { useAuthStatus } from './use-auth-status.ts';

/**
 * Private routes: a spinner while checking, the page when signed in, else /sign-in. A sign-out
 * during a navigation away (Logout goes to `/`, then signs out; the router renders the new page in
 * a transition) does not redirect: the address has already left this route.
 */
export function AuthGate() {
  const status = useAuthStatus();
  const { pathname } = useLocation();
  if (status === 'checking') return <Spinner area label="Checking sign-in" />;
  if (status === 'signed-out') return window.location.pathname === pathname ? <Navigate to="/sign-in" replace /> : null;
  return <Outlet />;
}
