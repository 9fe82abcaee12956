import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ViewingListing } from '../../../api/listings/viewing-listing.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { BookViewingPage, ZONE_NOT_READY, ZONE_WAIT_MS } from './book-viewing-page.tsx';

const reads = vi.hoisted(() => ({ listing: vi.fn<() => Promise<ViewingListing | null>>() }));
vi.mock('../../../api/listings/viewing-listing.ts', () => ({ readViewingListing: reads.listing }));
vi.mock('../../../api/viewings/taken-slots.ts', () => ({
  takenSlotsQuery: (id: string) => ({ queryKey: ['taken', id], queryFn: async () => new Set<number>() }),
}));
vi.mock('../../../api/viewings/my-viewings-query.ts', () => ({
  myViewingsQuery: (uid: string) => ({ queryKey: ['mine', uid], queryFn: async () => [] }),
}));
vi.mock('shared-firebase', () => ({ useSessionUser: () => ({ uid: 'hunter' }) }));
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
