// Standalone entry: this remote on its own, with its own router and toasts (for its developers).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ToastContainer } from 'react-toastify';
// The design tokens belong to the shell; the standalone harness borrows them.
import '../../shell/src/styles/global.css';
import { pages } from './app/pages.ts';

const { CreateListingPage, EditListingPage } = pages;

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <main style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
        <Routes>
          <Route path="/" element={<CreateListingPage />} />
          <Route path="/create-listing" element={<CreateListingPage />} />
          <Route path="/edit-listing/:listingId" element={<EditListingPage />} />
          <Route path="/edit-Listing/:listingId" element={<EditListingPage />} />
        </Routes>
      </main>
      <ToastContainer position="top-right" autoClose={5000} theme="light" closeOnClick pauseOnHover />
    </BrowserRouter>
  </StrictMode>,
);
