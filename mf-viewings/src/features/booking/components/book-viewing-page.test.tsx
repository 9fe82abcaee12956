import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ViewingListing } from '../../../api/listings/viewing-listing.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { REQUESTS_PER_DAY } from '../../../api/viewings/viewing.ts';
import { aViewing } from '../../../testing/viewing-fixture.ts';
import { i18n } from '../../../i18n/i18n.ts';
import {
  BookViewingPage,
  DAILY_LIMIT as DAILY_LIMIT_WORDS,
  DAILY_LIMIT_REACHED as DAILY_LIMIT_REACHED_WORDS,
  ZONE_NOT_READY as ZONE_NOT_READY_WORDS,
  ZONE_WAIT_MS,
} from './book-viewing-page.tsx';

// The page's words in English, the spec's language.
const DAILY_LIMIT = i18n._(DAILY_LIMIT_WORDS);
const DAILY_LIMIT_REACHED = i18n._(DAILY_LIMIT_REACHED_WORDS);
const ZONE_NOT_READY = i18n._(ZONE_NOT_READY_WORDS);

const reads = vi.hoisted(() => ({ listing: vi.fn<() => Promise<ViewingListing | null>>() }));
vi.mock('../../../api/listings/viewing-listing.ts', () => ({ readViewingListing: reads.listing }));
vi.mock('../../../api/viewings/taken-slots.ts', () => ({
  takenSlotsQuery: (id: string) => ({ queryKey: ['taken', id], queryFn: async () => new Set<number>() }),
}));
const mine = vi.hoisted(() => ({ viewings: [] as unknown[] }));
vi.mock('../../../api/viewings/my-viewings-query.ts', () => ({
  myViewingsQuery: (uid: string) => ({ queryKey: ['mine', uid], queryFn: async () => mine.viewings }),
}));
const session = vi.hoisted(() => ({ verified: true }));
vi.mock('shared-firebase', () => ({
  useSessionUser: () => ({ uid: 'hunter', name: 'Hal', email: 'hal@example.com' }),
  refreshEmailVerified: () => Promise.resolve(session.verified),
  sendVerificationEmail: () => Promise.resolve(),
}));
vi.mock('design-system/use-entry-point', () => ({ useEntryPoint: () => null }));

const home = (timeZone?: string): ViewingListing => ({
  id: 'home-1',
  name: 'Garden flat',
  type: 'rent',
  address: '1 Quay Street, Bristol',
  ownerId: 'owner',
  gone: false,
  times: {
    ownerId: 'owner',
    days: [1, 2, 3, 4, 5, 6, 7],
    from: '09:00',
    to: '18:00',
    slotMinutes: 30,
    noticeHours: 0,
    oneOff: [],
    timeZone,
  },
});

describe('booking a home whose times wait for their zone (issue 83)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    reads.listing.mockReset();
  });

  test('says so with a Retry after a few seconds, never an endless spinner, and a Retry that finds the zone books', async () => {
    reads.listing.mockResolvedValue(home());
    renderPage(<BookViewingPage />, { path: '/book-viewing?listing=home-1' });
    expect(await screen.findByRole('status', { name: 'Loading the free times' })).toBeInTheDocument();
    expect(screen.queryByText(ZONE_NOT_READY)).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(ZONE_WAIT_MS + 100));
    expect(screen.getByText(ZONE_NOT_READY)).toBeInTheDocument();
    // The page kept asking meanwhile (once a second), and asks again on Retry.
    expect(reads.listing.mock.calls.length).toBeGreaterThan(2);

    reads.listing.mockResolvedValue(home('Europe/London'));
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await screen.findByText(/Times are in the home.s time zone: London time/)).toBeInTheDocument();
    expect(screen.queryByText(ZONE_NOT_READY)).toBeNull();
  });
});

describe('the day’s limit of requests for a home (issue 85)', () => {
  afterEach(() => {
    reads.listing.mockReset();
    mine.viewings = [];
  });

  test('is said beside the times, and once reached the page says so instead of offering them', async () => {
    reads.listing.mockResolvedValue(home('Europe/London'));
    const asked = (n: number, hoursAgo: number) =>
      aViewing({
        id: `v${n}`,
        listingId: 'home-1',
        requesterId: 'hunter',
        status: 'cancelled',
        createdAt: new Date(Date.now() - hoursAgo * 3_600_000),
      });
    // Yesterday's do not count.
    mine.viewings = [...Array.from({ length: REQUESTS_PER_DAY - 1 }, (_, n) => asked(n, 2)), asked(99, 30)];
    const { unmount } = renderPage(<BookViewingPage />, { path: '/book-viewing?listing=home-1' });
    expect(await screen.findByText(new RegExp(DAILY_LIMIT))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request viewing' })).toBeInTheDocument();
    unmount();

    mine.viewings = Array.from({ length: REQUESTS_PER_DAY }, (_, n) => asked(n, 2));
    renderPage(<BookViewingPage />, { path: '/book-viewing?listing=home-1' });
    expect(await screen.findByText(DAILY_LIMIT_REACHED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request viewing' })).toBeNull();
  });
});

describe('an address nobody verified (issue 85)', () => {
  afterEach(() => {
    reads.listing.mockReset();
    session.verified = true;
  });

  test('is told to verify it before asking for a viewing; the time and the note stay', async () => {
    session.verified = false;
    reads.listing.mockResolvedValue(home('Europe/London'));
    renderPage(<BookViewingPage />, { path: '/book-viewing?listing=home-1' });
    const times = await screen.findAllByRole('button', { pressed: false });
    await userEvent.click(times[0]!);
    await userEvent.type(screen.getByLabelText('A note for the owner (optional)'), 'After work?');
    await userEvent.click(screen.getByRole('button', { name: 'Request viewing' }));
    expect(
      await screen.findByText(/Please verify your e-mail address before you ask for a viewing/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('A note for the owner (optional)')).toHaveValue('After work?');
    expect(screen.getByText(/^Chosen: /)).toBeInTheDocument();
  });
});
