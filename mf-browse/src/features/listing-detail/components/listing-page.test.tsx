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
vi.mock('../../../api/listings/listing-reads.ts', () => ({ getListing, firstScreenListing: () => undefined }));

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

  test('the description is text, in paragraphs, folded when long; the facts table lists what was given', async () => {
    getListing.mockResolvedValue({
      ...listing,
      type: 'rent',
      currency: 'EUR',
      offer: true,
      regularPrice: 1500,
      discountedPrice: 1300,
      description: `<img src=x onerror=alert(1)> Light all day.\n\n${'A long paragraph. '.repeat(40)}`,
      propertyKind: 'house',
      deposit: 2600,
      petsAllowed: false,
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Stone cottage by the river - €1,300 / Month' }),
    ).toBeInTheDocument();
    expect(screen.getByText('€200 discount')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)> Light all day.')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    const facts = screen.getByRole('region', { name: 'Key facts' });
    expect([...facts.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Kind of home',
      'Deposit',
      'Pets allowed',
    ]);
    expect(facts).toHaveTextContent('€2,600');
    await userEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('a listing with the spec fields alone shows no facts table and no description', async () => {
    getListing.mockResolvedValue(listing);
    renderPage();
    await screen.findByRole('heading', { name: 'Stone cottage by the river - $450,000' });
    expect(screen.queryByRole('region', { name: 'Key facts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'About this home' })).not.toBeInTheDocument();
  });
});
