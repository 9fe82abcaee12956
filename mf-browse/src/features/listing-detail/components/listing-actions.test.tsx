import { screen } from '@testing-library/react';
import type { Listing } from 'listing-domain';
import type { SessionUser } from 'shared-firebase';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import ListingActions from './listing-actions.tsx';

const session = vi.hoisted(() => ({ user: undefined as SessionUser | null | undefined }));
vi.mock('shared-firebase', async (importOriginal) => {
  const original = await importOriginal<typeof import('shared-firebase')>();
  return {
    ...original,
    useSessionUser: original.sessionUserHook((callback) => {
      if (session.user !== undefined) callback(session.user);
      return () => {};
    }),
  };
});

const { tellListingViewed } = vi.hoisted(() => ({ tellListingViewed: vi.fn() }));
vi.mock('../../../api/listings/listing-view.ts', () => ({ tellListingViewed }));

const listing = {
  id: 'l 1',
  name: 'Stone cottage',
  userRef: 'owner',
  type: 'rent',
  offer: false,
  regularPrice: 1200,
} as Listing;
const user = (uid: string): SessionUser => ({ uid, email: `${uid}@example.com`, name: uid });

describe('the actions of a listing page', () => {
  beforeEach(() => {
    session.user = undefined;
    tellListingViewed.mockReset();
  });

  test("a visitor's visit is told to the server once; the owner's and an unknown session's are not (issue 52)", () => {
    session.user = null;
    const first = renderWithProviders(<ListingActions listing={listing} />);
    expect(tellListingViewed).toHaveBeenCalledTimes(1);
    expect(tellListingViewed).toHaveBeenCalledWith('l 1');
    first.unmount();
    session.user = user('owner');
    renderWithProviders(<ListingActions listing={listing} />).unmount();
    session.user = undefined;
    renderWithProviders(<ListingActions listing={listing} />);
    expect(tellListingViewed).toHaveBeenCalledTimes(1);
  });

  test('the owner gets Edit, to the edit form of this listing, and no Contact Landlord', () => {
    session.user = user('owner');
    renderWithProviders(<ListingActions listing={listing} />);
    expect(screen.getByRole('button', { name: 'Edit listing' })).toHaveAttribute('href', '/edit-listing/l%201');
    expect(screen.queryByRole('button', { name: 'Contact Landlord' })).not.toBeInTheDocument();
  });

  test.each([
    ['another user', user('visitor')],
    ['a signed-out visitor', null],
  ])('%s gets Contact Landlord and no Edit', (_who, viewer) => {
    session.user = viewer;
    renderWithProviders(<ListingActions listing={listing} />);
    expect(screen.getByRole('button', { name: 'Contact Landlord' })).toHaveAttribute(
      'href',
      '/contact/owner?listingName=Stone%20cottage',
    );
    expect(screen.queryByRole('button', { name: 'Edit listing' })).not.toBeInTheDocument();
  });

  test('nothing while the session is not known yet', () => {
    const { container } = renderWithProviders(<ListingActions listing={listing} />);
    expect(container.querySelector('a')).toBeNull();
  });
});
