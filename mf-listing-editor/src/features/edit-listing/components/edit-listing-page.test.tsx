import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FreshQueryCache } from 'design-system/fresh-query-cache';
import type { ReactNode } from 'react';
import { InLocale } from '../../../i18n/i18n.ts';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { sizedPhotoUrl, type Listing } from 'listing-domain';
import type { SessionUser } from 'shared-firebase';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { EditListingPage } from './edit-listing-page.tsx';
import { showDeployedEntryPoints } from 'site-contract/testing';

/** The page's providers: a fresh query cache, and the slice's words (English). */
const PageProviders = ({ children }: { children: ReactNode }) => (
  <InLocale>
    <FreshQueryCache>{children}</FreshQueryCache>
  </InLocale>
);

// Deployed, the listing's page is mf-browse's `listing` entry point (issue 48).
let hideEntryPoints: () => void = () => {};
beforeEach(() => {
  hideEntryPoints = showDeployedEntryPoints();
});
afterEach(() => hideEntryPoints());

const { getListing, saveListingChanges, observeAuthState } = vi.hoisted(() => ({
  getListing: vi.fn(),
  saveListingChanges: vi.fn(),
  observeAuthState: vi.fn(),
}));
vi.mock('shared-firebase', async (importOriginal) => {
  const original = await importOriginal<typeof import('shared-firebase')>();
  return { ...original, useSessionUser: original.sessionUserHook(observeAuthState) };
});
vi.mock('../../../api/listings/listing-writes.ts', () => ({ readListing: getListing }));
vi.mock('../../../api/listings/publish-listing.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api/listings/publish-listing.ts')>()),
  saveListingChanges,
}));

const OWNER: SessionUser = { uid: 'owner-1', name: 'Alice Martin', email: 'alice@example.com' };
const photo = (name: string) =>
  `http://127.0.0.1:9199/v0/b/demo-marketplace.appspot.com/o/images%2F${OWNER.uid}-${name}?alt=media&token=t-1`;
const PHOTOS = [photo('one.png'), photo('two.png')];
const LISTING: Listing = {
  id: 'listing-1',
  userRef: OWNER.uid,
  timestamp: new Date('2026-11-01T10:00:00Z'),
  type: 'sale',
  name: 'Quiet canal house',
  bedrooms: 3,
  bathrooms: 2,
  parking: true,
  furnished: false,
  location: '12 Canal Street',
  offer: false,
  regularPrice: 450000,
  geolocation: { lat: 52.37, lng: 4.89 },
  imgUrls: PHOTOS,
};

function signedInAs(user: SessionUser | null) {
  observeAuthState.mockImplementation((listener: (user: SessionUser | null) => void) => {
    listener(user);
    return () => {};
  });
}

function renderPage(path = '/edit-listing/listing-1') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/edit-listing/:listingId" element={<EditListingPage />} />
        <Route path="/" element={<h1>Explore page</h1>} />
        <Route path="/category/:type/:id" element={<h1>Detail page</h1>} />
      </Routes>
      <ToastContainer />
    </MemoryRouter>,
    { wrapper: PageProviders },
  );
}

describe('edit a listing', () => {
  beforeEach(() => {
    getListing.mockReset();
    saveListingChanges.mockReset();
    signedInAs(OWNER);
  });

  test('fills the form with the stored listing and its current images', async () => {
    getListing.mockResolvedValue(LISTING);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Edit Listing' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Quiet canal house');
    expect(screen.getByLabelText('Regular Price')).toHaveValue(450000);
    expect(screen.getByLabelText('Latitude')).toHaveValue(52.37);
    expect(screen.getAllByRole('img', { name: /^Current image/ })).toHaveLength(2);
    expect(getListing).toHaveBeenCalledWith('listing-1');
  });

  test('a listing that cannot be read keeps the owner here with Retry, not "does not exist"', async () => {
    getListing
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('still offline'))
      .mockResolvedValue(LISTING);
    renderPage();
    expect(await screen.findByText(/This listing could not be loaded/)).toBeInTheDocument();
    expect(screen.queryByText('Listing does not exist')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(getListing).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: 'Retry' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Quiet canal house');
    expect(screen.queryByText('Explore page')).not.toBeInTheDocument();
  });

  test("a missing listing toasts 'Listing does not exist' and goes to /", async () => {
    getListing.mockResolvedValue(null);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Explore page' })).toBeInTheDocument();
    expect(await screen.findByText('Listing does not exist')).toBeInTheDocument();
  });

  test("someone else's listing toasts 'You can not edit that listing' and goes to /", async () => {
    signedInAs({ ...OWNER, uid: 'someone-else' });
    getListing.mockResolvedValue(LISTING);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Explore page' })).toBeInTheDocument();
    expect(await screen.findByText('You can not edit that listing')).toBeInTheDocument();
  });

  test('saving sends the changed fields and the images kept, then opens the listing', async () => {
    getListing.mockResolvedValue(LISTING);
    saveListingChanges.mockResolvedValue(undefined);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove image 1' }));
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'Quiet canal house, top floor');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Listing' }));
    expect(await screen.findByRole('heading', { name: 'Detail page' })).toBeInTheDocument();
    expect(await screen.findByText('Listing saved')).toBeInTheDocument();
    const [id, input, images] = saveListingChanges.mock.calls[0] as [string, Record<string, unknown>, unknown];
    expect(id).toBe('listing-1');
    expect(input).toMatchObject({ type: 'sale', name: 'Quiet canal house, top floor', parking: true });
    expect(images).toMatchObject({ previous: PHOTOS, photos: [PHOTOS[1]] });
  });

  test('a kept photo moved later and a new one made the cover are saved in that order', async () => {
    getListing.mockResolvedValue(LISTING);
    saveListingChanges.mockResolvedValue(undefined);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Move image 1 later' }));
    // Shown as its card size (the server's), which names the photo.
    expect(screen.getByRole('img', { name: 'Current image 1 (cover)' })).toHaveAttribute(
      'src',
      sizedPhotoUrl(PHOTOS[1]!, 'card'),
    );
    const added = new File(['png'], 'garden.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Images'), added);
    expect(screen.getByRole('img', { name: 'New image 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move image 3 earlier' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move image 2 earlier' }));
    expect(screen.getByRole('img', { name: 'New image 1 (cover)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Listing' }));
    expect(await screen.findByRole('heading', { name: 'Detail page' })).toBeInTheDocument();
    const [, , images] = saveListingChanges.mock.calls[0] as [string, unknown, { photos: unknown[] }];
    expect(images.photos).toHaveLength(3);
    expect((images.photos[0] as File).name).toBe('garden.png');
    expect(images.photos.slice(1)).toEqual([PHOTOS[1], PHOTOS[0]]);
  });

  test("a failed upload toasts 'Images not uploaded' and keeps what the user typed", async () => {
    const { ImageUploadError } = await import('../../../api/listings/publish-listing.ts');
    getListing.mockResolvedValue(LISTING);
    saveListingChanges.mockRejectedValue(new ImageUploadError(new Error('refused')));
    renderPage();
    await userEvent.clear(await screen.findByLabelText('Address'));
    await userEvent.type(screen.getByLabelText('Address'), '14 Canal Street');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Listing' }));
    expect(await screen.findByText('Images not uploaded')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit Listing' })).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveValue('14 Canal Street');
  });

  test('past the edit limit, the page says how long to wait and keeps what the user typed', async () => {
    const { EditLimitError } = await import('listing-domain');
    getListing.mockResolvedValue(LISTING);
    saveListingChanges.mockRejectedValue(new EditLimitError(12));
    renderPage();
    await userEvent.clear(await screen.findByLabelText('Address'));
    await userEvent.type(screen.getByLabelText('Address'), '16 Canal Street');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Listing' }));
    expect(
      await screen.findByText(
        'You can save at most 30 edits a minute. Try again in 12 seconds; your changes are still here.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveValue('16 Canal Street');
  });

  test('with every current image removed and none chosen, nothing is saved', async () => {
    getListing.mockResolvedValue(LISTING);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove image 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Listing' }));
    expect(await screen.findByText('Please choose at least one image')).toBeInTheDocument();
    expect(saveListingChanges).not.toHaveBeenCalled();
  });
});
