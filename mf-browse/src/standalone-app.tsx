// Standalone entry: this remote on its own, with its own router and toasts (for its developers).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ToastContainer } from 'react-toastify';
// The design tokens belong to the shell; the standalone harness borrows them.
import '../../shell/src/styles/global.css';
import { pages } from './app/pages.ts';

const { ExplorePage, OffersPage, CategoryPage, ListingPage, ContactPage } = pages;

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <main style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
        <Routes>
          <Route path="/" element={<ExplorePage />} />
          <Route path="/offers" element={<OffersPage />} />
          <Route path="/category/:categoryName" element={<CategoryPage />} />
          <Route path="/category/:categoryName/:listingId" element={<ListingPage />} />
          <Route path="/contact/:landlordId" element={<ContactPage />} />
        </Routes>
      </main>
      <ToastContainer position="top-right" autoClose={5000} theme="light" closeOnClick pauseOnHover />
    </BrowserRouter>
  </StrictMode>,
);
