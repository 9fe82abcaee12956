// Standalone entry: this remote on its own, with its own router and toasts (for its developers).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ToastContainer } from 'react-toastify';
// The design tokens belong to the shell; the standalone harness borrows them.
import '../../shell/src/styles/global.css';
import { pages } from './app/pages.ts';

const { SignInPage, SignUpPage, ForgotPasswordPage, ProfilePage } = pages;

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <main style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
        <Routes>
          <Route path="/" element={<SignInPage />} />
          <Route path="/sign-in" element={<SignInPage />} />
          <Route path="/sign-up" element={<SignUpPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/profile" element={<ProfilePage />} />
        </Routes>
      </main>
      <ToastContainer position="top-right" autoClose={5000} theme="light" closeOnClick pauseOnHover />
    </BrowserRouter>
  </StrictMode>,
);
