import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Listing, ListingPage } from 'listing-domain';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { stubIntersectionObserver } from '../testing/intersection-observer-stub.ts';
import { PagedListings } from './paged-listings.tsx';
import { renderWithProviders } from '../testing/render-with-providers.tsx';

const { listListings, prepareListingQueries } = vi.hoisted(() => ({
  listListings: vi.fn<(options: { after?: unknown }) => Promise<ListingPage>>(),
  prepareListingQueries: vi.fn(),
}));
vi.mock('../api/listings/listing-reads.ts', () => ({
  listListings,
  prepareListingQueries,
  firstScreenListingPage: () => undefined,
}));

function listing(n: number): Listing {
  return {
    id: `l${n}`,
    type: 'rent',
    name: `Listing number ${n}`,
    bedrooms: 1,
    bathrooms: 2,
    parking: false,
    furnished: false,
    location: `${n} Street`,
    offer: false,
    regularPrice: 1200,
    geolocation: { lat: 0, lng: 0 },
    imgUrls: ['https://example.com/a.png'],
    userRef: 'u',
    timestamp: new Date(),
  };
}

/** 23 listings served 10 at a time, as the data layer does (cursor = next index). */
function serveListings(total: number) {
  listListings.mockImplementation(async (options) => {
    const { after } = options;
    const start = typeof after === 'number' ? after : 0;
    const end = Math.min(start + 10, total);
    const listings = Array.from({ length: end - start }, (_, i) => listing(start + i + 1));
    return { listings, next: end < total ? (end as never) : null };
  });
}

function renderList() {
  return renderWithProviders(
    <PagedListings queryKey={['test']} filter={{ offer: true }} emptyText="There are no current offers" />,
  );
}

describe('Load More', () => {
  beforeEach(() => {
    listListings.mockReset();
    prepareListingQueries.mockReset();
  });

  test('the Firestore code starts loading once Load More comes near the screen, not before', async () => {
    const screenPosition = stubIntersectionObserver();
    try {
      serveListings(23);
      renderList();
      await screen.findByRole('button', { name: 'Load More' });
      expect(prepareListingQueries).not.toHaveBeenCalled();
      screenPosition.near(true);
      expect(prepareListingQueries).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('visitors load 10, 20, then all 23, and the button goes away at the end', async () => {
    serveListings(23);
    renderList();
    expect(await screen.findAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(23));
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  test('exactly 10 listings show no Load More', async () => {
    serveListings(10);
    renderList();
    expect(await screen.findAllByRole('listitem')).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  test('an empty list shows the empty text', async () => {
    serveListings(0);
    renderList();
    expect(await screen.findByText('There are no current offers')).toBeInTheDocument();
  });

  test('a failed Load More keeps the list and says so', async () => {
    serveListings(23);
    renderList();
    await screen.findAllByRole('listitem');
    listListings.mockRejectedValueOnce(new Error('offline'));
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Could not fetch listings')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    listListings.mockRejectedValueOnce(new Error('still offline'));
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await vi.waitFor(() => expect(screen.getAllByText('Could not fetch listings')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
  });

  test('a list that fails to load offers Retry, which says so again if it fails, until it loads', async () => {
    serveListings(23);
    listListings.mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('still offline'));
    renderList();
    expect(await screen.findByText('The listings could not be loaded.')).toBeInTheDocument();
    expect(screen.getAllByText('Could not fetch listings')).toHaveLength(1);
    expect(screen.queryByText('There are no current offers')).not.toBeInTheDocument();

    const retry = screen.getByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    await vi.waitFor(() => expect(screen.getAllByText('Could not fetch listings')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(10));
    expect(screen.queryByText('The listings could not be loaded.')).not.toBeInTheDocument();
  });

  test('items show price with separators, / Month and singular or plural rooms', async () => {
    serveListings(1);
    renderList();
    expect(await screen.findByText('$1,200 / Month')).toBeInTheDocument();
    expect(screen.getByText('1 Bedroom')).toBeInTheDocument();
    expect(screen.getByText('2 Bathrooms')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Listing number 1/ })).toHaveAttribute('href', '/category/rent/l1');
  });
});
