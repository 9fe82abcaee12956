import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FreshQueryCache } from 'design-system/fresh-query-cache';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { EnquiryListing } from '../../../api/conversations/enquiry-listing.ts';
import { EnquiryPage } from './enquiry-page.tsx';
import { InLocale } from '../../../i18n/i18n.ts';

// The session, the after-sign-in note and the reads, faked (the integration tests use the real ones).
const fake = vi.hoisted(() => ({
  user: null as { uid: string; email?: string } | null,
  verified: true,
  kept: [] as unknown[],
  action: undefined as Record<string, string> | undefined,
  listing: null as EnquiryListing | null,
}));
vi.mock('shared-firebase', () => ({
  useSessionUser: () => fake.user,
  continueAfterSignIn: (...args: unknown[]) => fake.kept.push(args),
  takeAfterSignInAction: () => fake.action,
  refreshEmailVerified: () => Promise.resolve(fake.verified),
  sendVerificationEmail: () => Promise.resolve(),
}));
vi.mock('site-contract', async (importOriginal) => ({
  ...(await importOriginal<typeof import('site-contract')>()),
  deployedEntryPoints: () => Promise.resolve({ signIn: '/sign-in' }),
}));
vi.mock('../../../api/conversations/enquiry-listing.ts', () => ({
  readEnquiryListing: () => Promise.resolve(fake.listing),
  readOwnEnquiry: () => Promise.resolve(null),
  readPersonName: () => Promise.resolve('Someone'),
}));

const LISTING: EnquiryListing = {
  id: 'l1',
  name: 'Canal side studio',
  type: 'rent',
  photo: 'https://example.test/p.jpg',
  landlordId: 'landlord',
  status: undefined,
  gone: false,
};

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/enquiry" element={<EnquiryPage />} />
        <Route path="/sign-in" element={<h1>Sign in</h1>} />
      </Routes>
    </MemoryRouter>,
    {
      wrapper: ({ children }) => (
        <FreshQueryCache>
          <InLocale>{children}</InLocale>
        </FreshQueryCache>
      ),
    },
  );
}

describe('the enquiry form', () => {
  beforeEach(() => {
    fake.user = null;
    fake.kept = [];
    fake.action = undefined;
    fake.listing = LISTING;
    fake.verified = true;
  });

  test('a visitor who sends is asked to sign in, and what they wrote is kept for their return', async () => {
    renderAt('/enquiry?listing=l1');
    await userEvent.type(await screen.findByLabelText('Your message'), 'Free in March?');
    await userEvent.type(screen.getByLabelText('Phone number (optional)'), '+33 6 12 34 56 78');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to send' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(fake.kept).toEqual([
      [
        '/enquiry?listing=l1',
        { kind: 'enquiry', data: { listingId: 'l1', text: 'Free in March?', phone: '+33 6 12 34 56 78', moveIn: '' } },
      ],
    ]);
  });

  test('back from signing in, the form has what they wrote', async () => {
    fake.user = { uid: 'hunter' };
    fake.action = { listingId: 'l1', text: 'Free in March?', phone: '', moveIn: '2027-03-01' };
    renderAt('/enquiry?listing=l1');
    expect(await screen.findByLabelText('Your message')).toHaveValue('Free in March?');
    // The day as the reader writes days (issue 53: typed or chosen on a calendar).
    expect(screen.getByLabelText('Move-in date (optional)')).toHaveValue(
      new Date(2027, 2, 1).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' }),
    );
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeInTheDocument();
  });

  test('a message that cannot be sent says why, and nothing is lost', async () => {
    fake.user = { uid: 'hunter' };
    renderAt('/enquiry?listing=l1');
    await userEvent.type(await screen.findByLabelText('Phone number (optional)'), 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(screen.getByText('Write a message.')).toBeInTheDocument();
    expect(screen.getByText(/digits, spaces/)).toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toHaveFocus();
    expect(screen.getByLabelText('Phone number (optional)')).toHaveValue('call me');
  });

  test('an address nobody verified is told to verify it first, and keeps what it wrote (issue 85)', async () => {
    fake.user = { uid: 'hunter', email: 'hugo@example.com' };
    fake.verified = false;
    renderAt('/enquiry?listing=l1');
    await userEvent.type(await screen.findByLabelText('Your message'), 'Free in March?');
    await userEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please verify your e-mail address before you send an enquiry: follow the link we sent to hugo@example.com.',
    );
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toHaveValue('Free in March?');
  });

  test('a let home takes no enquiry, and says so', async () => {
    fake.listing = { ...LISTING, status: 'let-agreed', gone: true };
    renderAt('/enquiry?listing=l1');
    expect(await screen.findByText('This home is let agreed, so it takes no new enquiries.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your message')).not.toBeInTheDocument();
  });

  test('its owner is told the enquiries are in their inbox', async () => {
    fake.user = { uid: 'landlord' };
    renderAt('/enquiry?listing=l1');
    expect(await screen.findByText(/This is your listing/)).toBeInTheDocument();
  });

  test('a home that is not there', async () => {
    fake.listing = null;
    renderAt('/enquiry?listing=gone');
    expect(await screen.findByText('This home is no longer listed.')).toBeInTheDocument();
  });
});
