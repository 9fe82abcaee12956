import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route.tsx';
import { SignUpPage } from './sign-up-page.tsx';

const { signUpWithEmail } = vi.hoisted(() => ({
  signUpWithEmail: vi.fn<(name: string, email: string, password: string) => Promise<unknown>>(),
}));
vi.mock('../../../api/auth/account-auth.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api/auth/account-auth.ts')>()),
  signUpWithEmail,
  prepareAuth: () => {},
}));

const renderPage = () => renderRoute('/sign-up', <SignUpPage />);

async function submit(name = 'Nora', email = 'nora@example.com', password = 'good-password') {
  await userEvent.type(screen.getByLabelText('Name'), name);
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign UP' }));
}

describe('sign-up failures say what to fix', () => {
  beforeEach(() => {
    signUpWithEmail.mockReset();
  });

  test.each([
    ['email-in-use', 'Email', 'An account already uses this e-mail. Sign in instead, or reset its password.'],
    ['invalid-email', 'Email', 'Enter a valid e-mail address, like name@example.com.'],
    ['weak-password', 'Password', 'Choose a stronger password: at least 6 characters.'],
  ] as const)('%s: beside the %s field, with the spec toast', async (problem, field, text) => {
    const { SignUpError } = await import('../../../api/auth/sign-up-problem.ts');
    signUpWithEmail.mockRejectedValue(new SignUpError(problem));
    renderPage();
    await submit();
    expect(await screen.findByText('something went wrong with registration')).toBeInTheDocument();
    const input = screen.getByLabelText(field);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(text);
    expect(screen.getByLabelText('Name')).toHaveValue('Nora');
  });

  test('editing the field clears what was said about it', async () => {
    const { SignUpError } = await import('../../../api/auth/sign-up-problem.ts');
    signUpWithEmail.mockRejectedValue(new SignUpError('weak-password'));
    renderPage();
    await submit();
    const password = screen.getByLabelText('Password');
    expect(await screen.findByText('Choose a stronger password: at least 6 characters.')).toBeInTheDocument();
    await userEvent.type(password, 'x');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Choose a stronger password: at least 6 characters.')).not.toBeInTheDocument();
  });

  test('a failure with nothing to fix in the form only toasts', async () => {
    signUpWithEmail.mockRejectedValue(new Error('network'));
    renderPage();
    await submit();
    expect(await screen.findByText('something went wrong with registration')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });
});
