import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route.tsx';
import { DeleteAccount } from './delete-account.tsx';

const { deleteAccount, signInMethod } = vi.hoisted(() => ({
  deleteAccount: vi.fn<(options: { password?: string; beforeSignOut?: () => void }) => Promise<void>>(),
  signInMethod: vi.fn<() => Promise<'password' | 'google' | 'none'>>(),
}));
vi.mock('../../../api/account/delete-account.ts', () => ({ deleteAccount }));
vi.mock('../../../api/auth/account-auth.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api/auth/account-auth.ts')>()),
  signInMethod,
}));

/** Any function, as the matcher sees it. */
const aFunction: unknown = expect.any(Function);

const renderSection = () => renderRoute('/profile', <DeleteAccount uid="u1" />);

async function openWithPassword(password: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  await userEvent.type(await screen.findByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Delete everything' }));
}

describe('deleting the account', () => {
  beforeEach(() => {
    deleteAccount.mockReset();
    signInMethod.mockReset();
    signInMethod.mockResolvedValue('password');
  });

  test('asks first, says what goes, and deletes nothing until confirmed', async () => {
    renderSection();
    expect(deleteAccount).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByText(/all your listings and their photos\. It cannot be undone\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(deleteAccount).not.toHaveBeenCalled();
  });

  test('with the password, deletes and goes home (before the session ends) with a toast', async () => {
    deleteAccount.mockImplementation(async ({ beforeSignOut }) => beforeSignOut?.());
    renderSection();
    await openWithPassword('secret-1');
    expect(deleteAccount).toHaveBeenCalledWith({ password: 'secret-1', beforeSignOut: aFunction });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(await screen.findByText('Your account was deleted')).toBeInTheDocument();
  });

  test('a wrong password says nothing was deleted and keeps the form', async () => {
    const { IdentityNotConfirmedError } = await import('../../../api/account/account-errors.ts');
    deleteAccount.mockRejectedValue(new IdentityNotConfirmedError(new Error('auth/wrong-password')));
    renderSection();
    await openWithPassword('wrong');
    expect(await screen.findByText('Wrong password: nothing was deleted.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
    expect(screen.getByRole('button', { name: 'Delete everything' })).toBeEnabled();
  });

  test('a deletion that stops says what is left and offers Retry, which runs it again', async () => {
    const { AccountDeletionError } = await import('../../../api/account/account-errors.ts');
    deleteAccount.mockRejectedValueOnce(
      new AccountDeletionError({ listings: 2, photos: 3, profile: true, account: true }, new Error('offline')),
    );
    deleteAccount.mockImplementationOnce(async ({ beforeSignOut }) => beforeSignOut?.());
    renderSection();
    await openWithPassword('secret-1');
    const left =
      'Your account was not fully deleted. Still there: 2 listings (3 photos), your profile and your account. Retry to finish.';
    expect(await screen.findByText(left, { selector: 'p' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(deleteAccount).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  test('a Google account confirms with the pop-up, without a password field', async () => {
    signInMethod.mockResolvedValue('google');
    deleteAccount.mockImplementation(async ({ beforeSignOut }) => beforeSignOut?.());
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Google will ask you to confirm it is you.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete everything' }));
    expect(deleteAccount).toHaveBeenCalledWith({ beforeSignOut: aFunction });
  });
});
