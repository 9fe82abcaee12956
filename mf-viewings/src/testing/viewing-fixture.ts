import type { Viewing } from '../api/viewings/viewing.ts';

/** A viewing as stored: Bob asked Ann (the owner) for 10:00 UTC on Saturday 5 December 2026, in London. */
export const aViewing = (over: Partial<Viewing> = {}): Viewing => ({
  id: 'v1',
  listingId: 'l1',
  listingName: 'Flat by the Meadows',
  listingType: 'rent',
  address: '12 Marchmont Road, Edinburgh',
  ownerId: 'ann',
  ownerName: 'Ann',
  requesterId: 'bob',
  requesterName: 'Bob',
  start: new Date(Date.UTC(2026, 11, 5, 10)),
  minutes: 30,
  timeZone: 'Europe/London',
  note: '',
  status: 'pending',
  reason: '',
  changedBy: 'bob',
  unseenBy: ['ann'],
  createdAt: new Date(Date.UTC(2026, 11, 1, 9)),
  ...over,
});
