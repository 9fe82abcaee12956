import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify/unstyled';
import { beforeEach, expect, test, vi } from 'vitest';
import type { MailKind } from '../../../api/users/mail-settings.ts';
import { MailSettings } from './mail-settings.tsx';
import { renderInLocale } from '../../../testing/render-route.tsx';

const { readMailOff, writeMailOff } = vi.hoisted(() => ({
  readMailOff: vi.fn<(uid: string) => Promise<MailKind[]>>(),
  writeMailOff: vi.fn<(uid: string, off: readonly MailKind[]) => Promise<void>>(),
}));
vi.mock('../../../api/users/mail-settings.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api/users/mail-settings.ts')>()),
  readMailOff,
  writeMailOff,
}));

const renderSettings = () =>
  renderInLocale(
    <>
      <MailSettings uid="u1" />
      <ToastContainer />
    </>,
  );

beforeEach(() => {
  readMailOff.mockReset().mockResolvedValue(['alerts']);
  writeMailOff.mockReset().mockResolvedValue(undefined);
});

test('each kind of e-mail shows as stored and turns off and on (issue 85)', async () => {
  renderSettings();
  const viewing = screen.getByLabelText('Viewing requests and their answers');
  await waitFor(() => expect(viewing).toBeEnabled());
  expect(viewing).toBeChecked();
  expect(screen.getByLabelText('New homes for my saved searches')).not.toBeChecked();
  await userEvent.click(viewing);
  expect(writeMailOff).toHaveBeenCalledWith('u1', ['alerts', 'viewing']);
  expect(await screen.findByText('Your e-mail settings are saved')).toBeInTheDocument();
  expect(viewing).not.toBeChecked();
});

test('a write that fails puts the box back and says so', async () => {
  writeMailOff.mockRejectedValue(new Error('offline'));
  renderSettings();
  const care = screen.getByLabelText('Reminders to confirm my homes are still available');
  await waitFor(() => expect(care).toBeEnabled());
  await userEvent.click(care);
  expect(await screen.findByText('Could not save your e-mail settings')).toBeInTheDocument();
  expect(care).toBeChecked();
});
