// Standalone entry: this remote on its own, with its own router and toasts (for its developers).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ToastContainer } from 'react-toastify';
// The design tokens belong to the shell; the standalone harness borrows them.
import '../../shell/src/styles/global.css';
import { routes } from './app/contract.ts';
import { pages } from './app/pages.ts';

/** The page of `/` when the remote serves no route there. */
const Home = pages.CreateListingPage;
const servesHome = routes.some((route) => route.path === '/');

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <main style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
        <Routes>
          {servesHome ? null : <Route path="/" element={<Home />} />}
          {/* The routes this remote declares in its contract, as the shell would serve them. */}
          {routes.map((route) => {
            const Page = pages[route.page];
            return <Route key={route.path} path={route.path} element={<Page />} />;
          })}
        </Routes>
      </main>
      <ToastContainer position="top-right" autoClose={5000} theme="light" closeOnClick pauseOnHover />
    </BrowserRouter>
  </StrictMode>,
);
