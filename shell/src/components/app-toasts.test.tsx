import { render, screen } from '@testing-library/react';
import { toast } from 'react-toastify/unstyled';
import { describe, expect, test } from 'vitest';
import { AppToasts } from './app-toasts.tsx';

describe('the toasts', () => {
  test('a toast asked for before the list has loaded shows once it is there, once', async () => {
    // As a page does when the app starts (a corrected search says so at once): the list comes later.
    toast.info('Some search settings were changed: sort.');
    render(<AppToasts />);
    expect(await screen.findByText('Some search settings were changed: sort.')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
