// The harness a remote runs in on its own (`pnpm dev` in its folder), for its developers: the
// tokens, a router, the toasts, and the remote's declared routes in a page column, as the shell
// would serve them. Not part of any composed build.
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import './tokens.css';
import styles from './standalone-app.module.css';
import ToastList from './toast-list.tsx';

interface DeclaredRoute {
  path: string;
  page: string;
}

/** Renders a remote's routes into #root; `home`: the page of `/` when the remote serves none there. */
export function renderStandalone<Page extends string>({
  routes,
  pages,
  home,
}: {
  routes: readonly (DeclaredRoute & { page: Page })[];
  pages: Record<Page, ComponentType>;
  home: ComponentType;
}) {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  const Home = home;
  const servesHome = routes.some((route) => route.path === '/');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <main className={styles.main}>
          <Routes>
            {servesHome ? null : <Route path="/" element={<Home />} />}
            {routes.map((route) => {
              const Page: ComponentType = pages[route.page];
              return <Route key={route.path} path={route.path} element={<Page />} />;
            })}
          </Routes>
        </main>
        <ToastList />
      </BrowserRouter>
    </StrictMode>,
  );
}
