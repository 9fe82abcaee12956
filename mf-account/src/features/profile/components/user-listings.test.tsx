import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import type { Listing } from 'listing-domain';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { UserListings } from './user-listings.tsx';
import { showDeployedEntryPoints } from 'site-contract/testing';
import { renderInLocale } from '../../../testing/render-route.tsx';

// Deployed, the listing's page is mf-browse's `listing` entry point (issue 48).
let hideEntryPoints: () => void = () => {};
beforeEach(() => {
  hideEntryPoints = showDeployedEntryPoints();
});
afterEach(() => hideEntryPoints());

const { listUserListings, deleteListing } = vi.hoisted(() => ({
  listUserListings: vi.fn<(uid: string) => Promise<Listing[]>>(),
  deleteListing: vi.fn<(listing: Listing) => Promise<void>>(),
}));
vi.mock('../../../api/listings/own-listings.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api/listings/own-listings.ts')>()),
  listUserListings,
  deleteListing,
}));

// Each listing's figures (issue 52) are not this test's: no read of them goes out.
vi.mock('../../../api/listings/listing-totals.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../api/listings/listing-totals.ts')>();
  const { sumStats } = await import('listing-domain');
  return {
    ...original,
    listingTotalsQuery: (listingId: string) => ({
      ...original.listingTotalsQuery(listingId),
      queryFn: () => Promise.resolve(sumStats([])),
    }),
  };
});

function own(id: string, name: string): Listing {
  return {
    id,
    type: 'rent',
    name,
    bedrooms: 1,
    bathrooms: 1,
    parking: false,
    furnished: false,
    location: '1 Main Street',
    offer: false,
    regularPrice: 900,
    geolocation: { lat: 0, lng: 0 },
    imgUrls: ['https://example.com/a.jpg'],
    userRef: 'u1',
    timestamp: new Date(),
  };
}

function renderList() {
  renderInLocale(
    <MemoryRouter>
      <UserListings uid="u1" />
      <ToastContainer />
    </MemoryRouter>,
  );
}

describe('your listings', () => {
  beforeEach(() => {
    listUserListings.mockReset();
    deleteListing.mockReset();
  });
  afterEach(() => vi.restoreAllMocks());

  test('a list that cannot be read says so, not that there are none, and Retry loads it', async () => {
    listUserListings
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('still offline'))
      .mockResolvedValue([own('a', 'Garden flat in the old town')]);
    renderList();
    expect(await screen.findByText('Your listings could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Could not fetch listings')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(screen.getAllByText('Could not fetch listings')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /^Garden flat in the old town/ })).toBeInTheDocument();
    expect(listUserListings).toHaveBeenCalledWith('u1');
  });

  test('deleting asks first, then removes the listing and says so', async () => {
    listUserListings.mockResolvedValue([own('a', 'Garden flat in the old town'), own('b', 'Loft above the bakery')]);
    deleteListing.mockResolvedValue(undefined);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderList();

    const remove = await screen.findByRole('button', { name: 'Delete Loft above the bakery' });
    await userEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete?');
    expect(deleteListing).not.toHaveBeenCalled();

    await userEvent.click(remove);
    expect(await screen.findByText('Successfully deleted listing')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Loft above the bakery/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Garden flat in the old town/ })).toBeInTheDocument();
  });

  test('a user without listings is shown the way to a first one; deleting the last one leads there too', async () => {
    listUserListings.mockResolvedValue([own('a', 'Garden flat in the old town')]);
    deleteListing.mockResolvedValue(undefined);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Garden flat in the old town' }));
    expect(await screen.findByRole('heading', { name: 'No listings yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List your first home' })).toHaveAttribute('href', '/create-listing');
    expect(screen.queryByRole('heading', { name: 'Your Listings' })).not.toBeInTheDocument();
  });
});
