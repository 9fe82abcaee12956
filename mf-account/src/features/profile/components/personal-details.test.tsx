import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify/unstyled';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { PersonalDetails } from './personal-details.tsx';
import { renderInLocale } from '../../../testing/render-route.tsx';

const { updateUserName } = vi.hoisted(() => ({ updateUserName: vi.fn<(name: string) => Promise<void>>() }));
vi.mock('../../../api/auth/account-auth.ts', () => ({
  updateUserName,
  refreshEmailVerified: () => Promise.resolve(true),
  sendVerificationEmail: () => Promise.resolve(),
}));
vi.mock('../../../api/users/user-profile.ts', () => ({
  readEmailShown: () => Promise.resolve(true),
  writeEmailShown: () => Promise.resolve(),
  publishVerifiedEmail: () => Promise.resolve(false),
  writeUserLocale: () => Promise.resolve(),
}));

const user = { uid: 'u1', name: 'Ann Smith', email: 'ann@example.com' };

function renderDetails() {
  renderInLocale(
    <>
      <PersonalDetails user={user} />
      <ToastContainer />
    </>,
  );
}

describe('personal details', () => {
  beforeEach(() => {
    updateUserName.mockReset();
    updateUserName.mockResolvedValue(undefined);
  });

  test("starts read-only with 'change'; 'change' makes the name editable and reads 'done'", async () => {
    renderDetails();
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'change' }));
    expect(screen.getByLabelText('Name')).toBeEnabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'done' })).toBeInTheDocument();
  });

  test("'done' with an unchanged name writes nothing", async () => {
    renderDetails();
    await userEvent.click(screen.getByRole('button', { name: 'change' }));
    await userEvent.click(screen.getByRole('button', { name: 'done' }));
    expect(updateUserName).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'change' })).toBeInTheDocument();
  });

  test("'done' saves a changed name once", async () => {
    renderDetails();
    await userEvent.click(screen.getByRole('button', { name: 'change' }));
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'Ann Jones');
    await userEvent.click(screen.getByRole('button', { name: 'done' }));
    expect(updateUserName).toHaveBeenCalledExactlyOnceWith('Ann Jones');
    expect(await screen.findByRole('button', { name: 'change' })).toBeInTheDocument();
  });

  test('a failed save says so and keeps the typed name', async () => {
    updateUserName.mockRejectedValue(new Error('denied'));
    renderDetails();
    await userEvent.click(screen.getByRole('button', { name: 'change' }));
    await userEvent.type(screen.getByLabelText('Name'), ' Jr');
    await userEvent.click(screen.getByRole('button', { name: 'done' }));
    expect(await screen.findByText('Could not update profile details')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ann Smith Jr');
  });
});
