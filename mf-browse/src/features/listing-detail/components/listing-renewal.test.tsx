import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Listing } from 'listing-domain';
import { ToastContainer } from 'react-toastify/unstyled';
import { beforeEach, expect, test, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { ListingRenewal, RENEWED, RENEW_FAILED } from './listing-renewal.tsx';

const { renewOwnListing } = vi.hoisted(() => ({ renewOwnListing: vi.fn<() => Promise<void>>() }));
vi.mock('../../../api/listings/listing-renewal.ts', () => ({ renewOwnListing }));

const listing = { id: 'l1', name: 'Stone cottage', type: 'rent', userRef: 'owner' } as Listing;

function renderRenewal(shown: Listing) {
  renderWithProviders(
    <>
      <ListingRenewal listing={shown} />
      <ToastContainer />
    </>,
  );
}

beforeEach(() => {
  renewOwnListing.mockReset();
});

test('nothing is asked of a home the server has not asked about', () => {
  renderRenewal(listing);
  expect(screen.queryByRole('region', { name: 'Is it still available?' })).toBeNull();
});

test('asked, the owner renews it in one press; the question goes', async () => {
  renewOwnListing.mockResolvedValue(undefined);
  renderRenewal({ ...listing, staleAskedAt: new Date() });
  const question = screen.getByRole('region', { name: 'Is it still available?' });
  expect(question).toHaveTextContent('Unless you confirm it, it leaves the lists and search 90 days after');
  await userEvent.click(screen.getByRole('button', { name: 'Yes, it is still available' }));
  expect(await screen.findByText(RENEWED.message ?? '')).toBeInTheDocument();
  expect(renewOwnListing).toHaveBeenCalledWith(expect.objectContaining({ id: 'l1' }));
  expect(screen.queryByRole('region', { name: 'Is it still available?' })).toBeNull();
});

test('off the lists, it says so; a refused renewal keeps the question and says what to do', async () => {
  renewOwnListing.mockRejectedValue(new Error('permission-denied'));
  renderRenewal({ ...listing, listed: false, staleAskedAt: new Date() });
  expect(screen.getByRole('region', { name: 'Is it still available?' })).toHaveTextContent(
    'This home is off the lists and search',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Yes, it is still available' }));
  expect(await screen.findByText(RENEW_FAILED.message ?? '')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Yes, it is still available' })).toBeEnabled();
});
