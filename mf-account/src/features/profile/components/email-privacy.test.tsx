import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { EmailPrivacy } from './email-privacy.tsx';

const { readEmailShown, writeEmailShown } = vi.hoisted(() => ({
  readEmailShown: vi.fn<(uid: string) => Promise<boolean>>(),
  writeEmailShown: vi.fn<(uid: string, email: string, shown: boolean) => Promise<void>>(),
}));
vi.mock('../../../api/users/user-profile.ts', () => ({ readEmailShown, writeEmailShown }));

const user = { uid: 'u1', name: 'Ann Smith', email: 'ann@example.com' };
const renderPrivacy = () =>
  render(
    <>
      <EmailPrivacy user={user} />
      <ToastContainer />
    </>,
  );

describe('Show my e-mail to visitors (issue 36)', () => {
  beforeEach(() => {
    readEmailShown.mockReset().mockResolvedValue(true);
    writeEmailShown.mockReset().mockResolvedValue(undefined);
  });

  test('starts as stored, and turning it off hides the e-mail', async () => {
    renderPrivacy();
    const box = screen.getByLabelText('Show my e-mail to visitors');
    // Drawn at once, as the default, and usable once read.
    expect(box).toBeDisabled();
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(writeEmailShown).toHaveBeenCalledWith('u1', 'ann@example.com', false);
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
