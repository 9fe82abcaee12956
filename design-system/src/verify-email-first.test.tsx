import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { VerifyEmailFirst, verifyEmailFirstText } from './verify-email-first.tsx';

const toasts = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify/unstyled', () => ({ toast: toasts }));

test('says what to do, sends the link again, and lets the person on once the address is verified', async () => {
  const sendAgain = vi.fn(() => Promise.resolve());
  const checkAgain = vi.fn<() => Promise<boolean>>().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
  const onVerified = vi.fn();
  render(
    <VerifyEmailFirst
      email="hal@example.com"
      action="send an enquiry"
      sendAgain={sendAgain}
      checkAgain={checkAgain}
      onVerified={onVerified}
    />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(verifyEmailFirstText('hal@example.com', 'send an enquiry'));

  await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
  expect(sendAgain).toHaveBeenCalledTimes(1);
  expect(toasts.success).toHaveBeenCalledWith('We sent a new link to hal@example.com');

  await userEvent.click(screen.getByRole('button', { name: 'I have verified it' }));
  expect(toasts.info).toHaveBeenCalledWith('Not verified yet: follow the link in the e-mail first.');
  expect(onVerified).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'I have verified it' }));
  expect(onVerified).toHaveBeenCalledTimes(1);
});
