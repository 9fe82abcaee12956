import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify/unstyled';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { EmailPrivacy } from './email-privacy.tsx';
import { renderInLocale } from '../../../testing/render-route.tsx';

const { readEmailShown, writeEmailShown, publishVerifiedEmail, refreshEmailVerified, sendVerificationEmail } =
  vi.hoisted(() => ({
    readEmailShown: vi.fn<(uid: string) => Promise<boolean>>(),
    writeEmailShown: vi.fn<(uid: string, email: string, shown: boolean, verified: boolean) => Promise<void>>(),
    publishVerifiedEmail: vi.fn<(uid: string, email: string) => Promise<boolean>>(),
    refreshEmailVerified: vi.fn<() => Promise<boolean>>(),
    sendVerificationEmail: vi.fn<() => Promise<void>>(),
  }));
vi.mock('../../../api/users/user-profile.ts', () => ({ readEmailShown, writeEmailShown, publishVerifiedEmail }));
vi.mock('../../../api/auth/account-auth.ts', () => ({ refreshEmailVerified, sendVerificationEmail }));

const user = { uid: 'u1', name: 'Ann Smith', email: 'ann@example.com' };
const renderPrivacy = () =>
  renderInLocale(
    <>
      <EmailPrivacy user={user} />
      <ToastContainer />
    </>,
  );

describe('Show my e-mail to visitors (issue 36)', () => {
  beforeEach(() => {
    readEmailShown.mockReset().mockResolvedValue(true);
    writeEmailShown.mockReset().mockResolvedValue(undefined);
    publishVerifiedEmail.mockReset().mockResolvedValue(false);
    refreshEmailVerified.mockReset().mockResolvedValue(true);
    sendVerificationEmail.mockReset().mockResolvedValue(undefined);
  });

  test('starts as stored, and turning it off hides the e-mail', async () => {
    renderPrivacy();
    const box = screen.getByLabelText('Show my e-mail to visitors');
    // Drawn at once, as the default, and usable once read.
    expect(box).toBeDisabled();
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
    expect(await screen.findByText('Your e-mail address is verified.')).toBeInTheDocument();
    await userEvent.click(box);
    expect(writeEmailShown).toHaveBeenCalledWith('u1', 'ann@example.com', false, true);
    expect(await screen.findByText('Your e-mail is private: visitors cannot see it.')).toBeInTheDocument();
    expect(box).not.toBeChecked();
  });

  test('a failed change says so and keeps the setting as it was', async () => {
    readEmailShown.mockResolvedValue(false);
    writeEmailShown.mockRejectedValue(new Error('offline'));
    renderPrivacy();
    const box = screen.getByLabelText('Show my e-mail to visitors');
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(await screen.findByText('Could not change who sees your e-mail')).toBeInTheDocument();
    expect(box).not.toBeChecked();
  });
});

describe('a verified address (issue 47)', () => {
  beforeEach(() => {
    readEmailShown.mockReset().mockResolvedValue(true);
    writeEmailShown.mockReset().mockResolvedValue(undefined);
    publishVerifiedEmail.mockReset().mockResolvedValue(true);
    refreshEmailVerified.mockReset().mockResolvedValue(false);
    sendVerificationEmail.mockReset().mockResolvedValue(undefined);
  });

  test('an unverified address is said so, its link sent again, and shown once verified', async () => {
    renderPrivacy();
    expect(
      await screen.findByText('Your e-mail address is not verified yet: follow the link we sent to ann@example.com.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Visitors will see your e-mail once it is verified; until then they write to you in the site.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(sendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('We sent a new link to ann@example.com')).toBeInTheDocument();

    refreshEmailVerified.mockResolvedValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'I have verified it' }));
    expect(await screen.findByText('Your e-mail address is verified.')).toBeInTheDocument();
    expect(publishVerifiedEmail).toHaveBeenCalledWith('u1', 'ann@example.com');
  });

  test('turned on before it is verified, the address is not written', async () => {
    readEmailShown.mockResolvedValue(false);
    renderPrivacy();
    const box = screen.getByLabelText('Show my e-mail to visitors');
    await waitFor(() => expect(box).toBeEnabled());
    await screen.findByRole('button', { name: 'Send the link again' });
    await userEvent.click(box);
    expect(writeEmailShown).toHaveBeenCalledWith('u1', 'ann@example.com', true, false);
  });
});
