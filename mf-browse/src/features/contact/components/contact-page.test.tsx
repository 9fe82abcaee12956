import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserProfile } from 'listing-domain';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { ContactPage } from './contact-page.tsx';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';

const { getUser } = vi.hoisted(() => ({ getUser: vi.fn<(id: string) => Promise<UserProfile | null>>() }));
vi.mock('../../../api/landlords/landlord-profile.ts', () => ({ getLandlordProfile: getUser }));

function renderPage() {
  return renderWithProviders(<ContactPage />, {
    path: '/contact/landlord-1?listingName=Loft',
    route: '/contact/:landlordId',
  });
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

  test('a landlord who keeps their e-mail private is named, with no mail link (issue 36)', async () => {
    getUser.mockResolvedValue({ id: 'landlord-1', name: 'Bruno Keller', email: null, emailPrivate: true });
    renderPage();
    expect(await screen.findByText('Contact Bruno Keller')).toBeInTheDocument();
    expect(screen.getByText('Bruno Keller keeps their e-mail private.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
    expect(screen.queryByText('Could not get landlord data')).not.toBeInTheDocument();
  });

  test('a landlord whose address is not verified shows none, and is written to in the site (issue 47)', async () => {
    getUser.mockResolvedValue({ id: 'landlord-1', name: 'Bruno Keller', email: null, emailPrivate: false });
    renderPage();
    expect(await screen.findByText('Contact Bruno Keller')).toBeInTheDocument();
    expect(screen.getByText('Bruno Keller is written to in the site.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
  });
});
