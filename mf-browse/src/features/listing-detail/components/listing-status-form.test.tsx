import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Listing } from 'listing-domain';
import { ToastContainer } from 'react-toastify/unstyled';
import { beforeEach, expect, test, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { ListingStatusForm } from './listing-status-form.tsx';

const { setListingStatus } = vi.hoisted(() => ({ setListingStatus: vi.fn<() => Promise<void>>() }));
vi.mock('../../../api/listings/listing-status.ts', () => ({ setListingStatus }));

const listing = { id: 'l1', name: 'Stone cottage', type: 'rent', userRef: 'owner' } as Listing;

beforeEach(() => {
  setListingStatus.mockReset();
});

test('a refused change puts the choice back to the status the home has, and says so (issue 53)', async () => {
  setListingStatus.mockImplementation(() => Promise.reject(new Error('permission-denied')));
  renderWithProviders(
    <>
      <ListingStatusForm listing={listing} />
      <ToastContainer />
    </>,
  );
  const status = screen.getByLabelText('Status');
  await userEvent.selectOptions(status, 'let-agreed');
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Could not change the status. Wait a few seconds and try again.')).toBeInTheDocument();
  expect(status).toHaveValue('available');
});

test('a correction right after a change is sent, and a refused one says when the next change is possible', async () => {
  setListingStatus.mockResolvedValueOnce(undefined);
  setListingStatus.mockRejectedValueOnce(new Error('permission-denied'));
  renderWithProviders(
    <>
      <ListingStatusForm listing={listing} />
      <ToastContainer />
    </>,
  );
  const status = screen.getByLabelText('Status');
  await userEvent.selectOptions(status, 'under-offer');
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Status: Under offer')).toBeInTheDocument();
  await userEvent.selectOptions(status, 'let-agreed');
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  expect(setListingStatus).toHaveBeenCalledTimes(2);
  expect(
    await screen.findByText(
      /^Could not change the status: a home's status changes at most once in 3 seconds\. You can change it again at \d/,
    ),
  ).toBeInTheDocument();
  // One toast for the status, the latest: they do not stack over the page (issue 53).
  expect(screen.queryByText('Status: Under offer')).toBeNull();
  expect(screen.getAllByRole('alert')).toHaveLength(1);
});
