import { Navigate, Outlet } from 'react-router';
import { Spinner } from 'design-system/spinner';
import { useAuthStatus } from './use-auth-status.ts';

/** Private routes: a spinner while checking, the page when signed in, else /sign-in. */
export function AuthGate() {
  const status = useAuthStatus();
  if (status === 'checking') return <Spinner area label="Checking sign-in" />;
  if (status === 'signed-out') return <Navigate to="/sign-in" replace />;
  return <Outlet />;
}
