import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Listing } from 'listing-domain';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { ListingPage } from './listing-page.tsx';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';

const { getListing } = vi.hoisted(() => ({
  getListing: vi.fn<(id: string) => Promise<Listing | null>>(),
}));
vi.mock('shared-firebase', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared-firebase')>()),
  observeAuthState: () => () => {},
}));
vi.mock('../../../api/listings/listing-reads.ts', () => ({ getListing }));

const listing: Listing = {
  id: 'l1',
  type: 'sale',
  name: 'Stone cottage by the river',
  bedrooms: 3,
  bathrooms: 1,
  parking: true,
  furnished: false,
  location: '4 Mill Lane',
  offer: false,
  regularPrice: 450000,
  geolocation: { lat: 48.1, lng: 11.5 },
  imgUrls: ['https://example.com/cottage.jpg'],
  userRef: 'owner',
  timestamp: new Date(),
};

function renderPage() {
  return renderWithProviders(<ListingPage />, {
    path: '/category/sale/l1',
    route: '/category/:categoryName/:listingId',
  });
}

describe('listing detail', () => {
  beforeEach(() => getListing.mockReset());

  test('a listing that does not exist says so', async () => {
    getListing.mockResolvedValue(null);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Listing not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  test('a listing that cannot be read is not called missing: the visitor can retry', async () => {
    getListing.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(listing);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This listing could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('Could not fetch listings')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Listing not found' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Stone cottage by the river - $450,000' })).toBeInTheDocument();
    expect(screen.getByText('Parking Spot')).toBeInTheDocument();
    expect(document.title).toBe('Stone cottage by the river');
  });

  test('a failed refetch keeps showing the listing already on screen', async () => {
    getListing.mockResolvedValueOnce(listing).mockRejectedValueOnce(new Error('offline'));
    const { client } = renderPage();
    const heading = await screen.findByRole('heading', { name: 'Stone cottage by the river - $450,000' });
    await act(() => client.refetchQueries());
    expect(await screen.findByText('Could not fetch listings')).toBeInTheDocument();
    expect(heading).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
