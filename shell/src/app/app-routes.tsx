import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import type { DeployedRemote, DeployedRoute } from 'site-contract';
import { Spinner } from 'design-system/spinner';
import { AuthGate } from '../features/auth-gate/auth-gate.tsx';
import { RemotePage } from '../features/remotes/remote-page.tsx';
import { SiteUnavailable } from '../features/remotes/site-unavailable.tsx';
import { useDeployment } from '../features/remotes/use-deployment.ts';
import { Layout } from './layout.tsx';

/** What a remote that names no languages speaks. */
const ENGLISH = ['en'] as const;

// Rarely shown: its code (and the design system's empty state) loads when it is.
const NotFoundPage = lazy(() => import('../pages/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));

/**
 * The site's routes, built at run time from the deployment: each remote declares the routes it
 * serves and the deploy step collects them, so a remote ships a page with no shell release. The
 * shell keeps the layout (its navigation also the deployment's), the auth gate of the routes that
 * need a session (sending to the sign-in entry point a remote declares), and not-found.
 */
export function AppRoutes() {
  const status = useDeployment();
  const routeElement = (route: DeployedRoute, remote: DeployedRemote | undefined) => (
    <Route
      key={route.path}
      path={route.path}
      element={
        <RemotePage
          remote={route.remote}
          page={route.page}
          label={remote?.label ?? route.remote}
          locales={route.locales ?? remote?.locales ?? ENGLISH}
        />
      }
    />
  );
  let children;
  if (status.state === 'ready') {
    const { routes, remotes } = status.deployment;
    const element = (route: DeployedRoute) => routeElement(route, remotes[route.remote]);
    children = (
      <>
        {routes.filter((route) => !route.signedIn).map(element)}
        <Route element={<AuthGate signIn={status.deployment.entries.signIn} />}>
          {routes.filter((route) => route.signedIn && !route.returnAfterSignIn).map(element)}
        </Route>
        <Route element={<AuthGate signIn={status.deployment.entries.signIn} returnHere />}>
          {routes.filter((route) => route.signedIn && route.returnAfterSignIn).map(element)}
        </Route>
        <Route
          path="*"
          element={
            <Suspense fallback={<Spinner area />}>
              <NotFoundPage />
            </Suspense>
          }
        />
      </>
    );
  } else {
    children = (
      <Route
        path="*"
        element={status.state === 'failed' ? <SiteUnavailable onRetry={status.retry} /> : <Spinner area />}
      />
    );
  }
  return (
    <Routes>
      <Route element={<Layout deployment={status.state === 'ready' ? status.deployment : undefined} />}>
        {children}
      </Route>
    </Routes>
  );
}
