import { Route, Routes } from 'react-router';
import { AuthGate } from '../features/auth-gate/auth-gate.tsx';
import { RemotePage } from '../features/remotes/remote-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { Layout } from './layout.tsx';
import { REMOTE_ROUTES, type RemoteRoute } from './route-table.ts';

const routeElement = (route: RemoteRoute) => (
  <Route key={route.path} path={route.path} element={<RemotePage remote={route.remote} page={route.page} />} />
);

/** The route table of the product (route-table.ts); pages come from the remotes at run time. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {REMOTE_ROUTES.filter((route) => !route.signedIn).map(routeElement)}
        <Route element={<AuthGate />}>{REMOTE_ROUTES.filter((route) => route.signedIn).map(routeElement)}</Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
