import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route.tsx';
import { SignInPage } from './sign-in-page.tsx';

const { signInWithEmail, takeReturnAfterSignIn } = vi.hoisted(() => ({
  signInWithEmail: vi.fn(),
  takeReturnAfterSignIn: vi.fn<() => string | undefined>(() => undefined),
}));
vi.mock('shared-firebase', () => ({
  takeReturnAfterSignIn,
  // A visitor who is not signed in yet.
  useSessionUser: () => null,
}));
vi.mock('../../../api/auth/account-auth.ts', () => ({
  signInWithEmail,
  signInWithGoogle: vi.fn(),
  prepareAuth: vi.fn(),
}));

const renderPage = () => renderRoute('/sign-in', <SignInPage />);

describe('sign in', () => {
  test('the password can be shown and hidden again', async () => {
    renderPage();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide' })).not.toHaveAttribute('aria-pressed');
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  test('the e-mail field is of e-mail type and the page has its links', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'welcome back!' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign Up Instead' })).toHaveAttribute('href', '/sign-up');
  });

  test("wrong credentials toast 'Bad user credentials' and keep the user on the page", async () => {
    signInWithEmail.mockRejectedValueOnce(new Error('auth/wrong-password'));
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Bad user credentials')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
  });

  test('success goes home', async () => {
    signInWithEmail.mockResolvedValueOnce({ uid: 'u', name: 'A', email: 'a@b.c' });
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.c');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  test('success after tapping a heart goes back to the page of the home tapped (mf-browse saves it there)', async () => {
    signInWithEmail.mockResolvedValueOnce({ uid: 'u', name: 'A', email: 'a@b.c' });
    takeReturnAfterSignIn.mockReturnValueOnce('/offers');
    renderRoute('/sign-in', <SignInPage />, { '/offers': <h1>Offers</h1> });
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.c');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Offers' })).toBeInTheDocument();
  });
});

describe('toasts do not go stale', () => {
  test('a new submit dismisses the earlier failure before it closes by itself', async () => {
    signInWithEmail.mockRejectedValueOnce(new Error('auth/wrong-password'));
    signInWithEmail.mockImplementationOnce(() => new Promise(() => {})); // still signing in
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Bad user credentials')).toBeInTheDocument();
    const stale = screen.getByText('Bad user credentials').closest('.Toastify__toast')!;
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    // jsdom runs no CSS animation: the toast's exit animation is ended by hand once it has begun.
    await waitFor(() => expect(stale.className).toMatch(/exit/));
    fireEvent.animationEnd(stale);
    await waitFor(() => expect(screen.queryByText('Bad user credentials')).not.toBeInTheDocument());
  });
});
