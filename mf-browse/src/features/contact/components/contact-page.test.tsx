import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ToastContainer } from 'react-toastify';
import type { UserProfile } from 'shared-firebase';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { ContactPage } from './contact-page.tsx';

const { getUser } = vi.hoisted(() => ({ getUser: vi.fn<(id: string) => Promise<UserProfile | null>>() }));
vi.mock('shared-firebase', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared-firebase')>()),
  getUser,
}));

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/contact/landlord-1?listingName=Loft']}>
        <Routes>
          <Route path="/contact/:landlordId" element={<ContactPage />} />
        </Routes>
        <ToastContainer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('contact landlord', () => {
  beforeEach(() => getUser.mockReset());

  test("a landlord without a user document toasts 'Could not get landlord data'", async () => {
    getUser.mockResolvedValue(null);
    renderPage();
    expect(await screen.findByText('Could not get landlord data')).toBeInTheDocument();
    expect(screen.getByText('There is no landlord to contact for this listing.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  test('a landlord that cannot be read is not called missing: the visitor can retry', async () => {
    getUser
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ id: 'landlord-1', name: 'Bruno Keller', email: 'bruno@example.com' });
    renderPage();
    expect(await screen.findByText("The landlord's details could not be loaded.")).toBeInTheDocument();
    expect(screen.getByText('Could not get landlord data')).toBeInTheDocument();
    expect(screen.queryByText('There is no landlord to contact for this listing.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Contact Bruno Keller')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveAttribute(
      'href',
      'mailto:bruno@example.com?subject=Loft&body=',
    );
  });
});
