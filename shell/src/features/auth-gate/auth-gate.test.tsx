import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { SessionUser } from 'shared-firebase';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { AuthGate } from './auth-gate.tsx';

// The outermost seam: shared-firebase's auth observer, driven by the test.
let notify: ((user: SessionUser | null) => void) | undefined;
const continueAfterSignIn = vi.fn<(path: string) => void>();
vi.mock('shared-firebase', () => ({
  continueAfterSignIn: (path: string) => continueAfterSignIn(path),
  observeAuthState: (callback: (user: SessionUser | null) => void) => {
    notify = callback;
    return () => {
      notify = undefined;
    };
  },
}));

// The site's router is a BrowserRouter: the address bar and the rendered route agree, except
// while a navigation renders (see AuthGate). `address` is what the address bar holds.
function renderGate(address = '/profile', signIn: string | null = '/sign-in', returnHere = false) {
  window.history.replaceState(null, '', address);
  return render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route element={<AuthGate signIn={signIn ?? undefined} returnHere={returnHere} />}>
          <Route path="/profile" element={<h1>Private profile</h1>} />
          <Route path="/saved" element={<h1>Saved homes</h1>} />
        </Route>
        <Route path="/sign-in" element={<h1>Sign-in page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('auth gate', () => {
  beforeEach(() => {
    notify = undefined;
    continueAfterSignIn.mockClear();
  });

  test('a route that asks for it is the page sign-in comes back to; the others leave nothing (sign-in goes to /)', () => {
    renderGate('/saved?from=heart', '/sign-in', true);
    act(() => notify?.(null));
    expect(screen.getByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(continueAfterSignIn).toHaveBeenCalledWith('/saved?from=heart');
  });

  test('a spec route sends to sign-in and leaves no page to come back to', () => {
    renderGate('/profile');
    act(() => notify?.(null));
    expect(screen.getByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(continueAfterSignIn).not.toHaveBeenCalled();
  });

  test('shows a spinner while the sign-in status is being checked', () => {
    renderGate();
    expect(screen.getByRole('status', { name: 'Checking sign-in' })).toBeInTheDocument();
    expect(screen.queryByText('Private profile')).not.toBeInTheDocument();
  });

  test('shows the protected content to a signed-in user', () => {
    renderGate();
    act(() => notify?.({ uid: 'u1', name: 'Ann', email: 'ann@example.com' }));
    expect(screen.getByRole('heading', { name: 'Private profile' })).toBeInTheDocument();
  });

  test('with no sign-in entry point deployed, tells a signed-out visitor instead of sending them nowhere', () => {
    renderGate('/profile', null);
    act(() => notify?.(null));
    expect(screen.getByRole('alert')).toHaveTextContent('signing in is not available right now');
    expect(screen.queryByText('Private profile')).not.toBeInTheDocument();
  });

  test('sends anyone else to the sign-in entry point (/sign-in)', () => {
    renderGate();
    act(() => notify?.(null));
    expect(screen.getByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(screen.queryByText('Private profile')).not.toBeInTheDocument();
  });

  test('does not send to /sign-in a user whose sign-out follows a navigation already under way', () => {
    renderGate('/');
    act(() => notify?.(null));
    expect(screen.queryByRole('heading', { name: 'Sign-in page' })).not.toBeInTheDocument();
    expect(screen.queryByText('Private profile')).not.toBeInTheDocument();
  });
});
