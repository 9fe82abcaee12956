import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Listing } from 'listing-domain';
import { beforeEach, expect, test, vi } from 'vitest';
import { ExplorePage } from './explore-page.tsx';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';

const { listNewestListings } = vi.hoisted(() => ({
  listNewestListings: vi.fn<(count: number) => Promise<Listing[]>>(),
}));
vi.mock('../../../api/listings/listing-reads.ts', () => ({
  listNewestListings,
  firstScreenNewestListings: () => undefined,
}));

const loft: Listing = {
  id: 'l1',
  type: 'rent',
  name: 'Bright loft near the park',
  bedrooms: 2,
  bathrooms: 1,
  parking: false,
  furnished: true,
  location: '12 Park Road',
  offer: false,
  regularPrice: 1800,
  geolocation: { lat: 0, lng: 0 },
  imgUrls: ['https://example.com/loft.jpg'],
  userRef: 'u',
  timestamp: new Date(),
};

beforeEach(() => listNewestListings.mockReset());

test('when the recommended listings cannot be read, visitors can retry and keep the categories', async () => {
  listNewestListings.mockRejectedValueOnce(new Error('offline')).mockResolvedValue([loft]);
  renderWithProviders(<ExplorePage />);

  expect(await screen.findByText('The recommended listings could not be loaded.')).toBeInTheDocument();
  expect(screen.getByText('Could not fetch listings')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Places for rent' })).toHaveAttribute('href', '/category/rent');

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: /Bright loft near the park/ })).toBeInTheDocument();
});

test('a failed refetch keeps the recommended listings on screen', async () => {
  listNewestListings.mockResolvedValueOnce([loft]).mockRejectedValueOnce(new Error('offline'));
  const { client } = renderWithProviders(<ExplorePage />);
  const slide = await screen.findByRole('link', { name: /Bright loft near the park/ });
  await act(() => client.refetchQueries());
  expect(await screen.findByText('Could not fetch listings')).toBeInTheDocument();
  expect(slide).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});
