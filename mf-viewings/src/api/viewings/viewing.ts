// A viewing (issue 52): a person's request to see a home at one of its slots, and what became of
// it. Stored at viewings/{id} with the lock of its slot (viewingSlots/{listingId}_{start}); both
// its people read it, and the one who did not make the last change has it in `unseenBy` (their
// news, counted into their badges by the server). This is the one parser every reader uses.
import { dateOf } from 'listing-domain';
import * as v from 'valibot';

export const VIEWINGS = 'viewings';
export const VIEWING_SLOTS = 'viewingSlots';
export const VIEWING_STATUSES = ['pending', 'proposed', 'confirmed', 'declined', 'cancelled'] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];

/** The most pending requests one person has for one home (the server declines more). */
export const PENDING_LIMIT = 3;
/**
 * The most viewings one person asks for of one home in a day (24 hours), whatever became of them;
 * the server declines more (issue 85).
 */
export const REQUESTS_PER_DAY = 5;
const DAY_MS = 86_400_000;
export const NOTE_LIMIT = 500;
export const REASON_LIMIT = 300;

export const ViewingSchema = v.object({
  listingId: v.string(),
  listingName: v.string(),
  listingType: v.picklist(['rent', 'sale']),
  address: v.string(),
  ownerId: v.string(),
  ownerName: v.string(),
  requesterId: v.string(),
  requesterName: v.string(),
  start: v.pipe(v.unknown(), v.transform(dateOf), v.date()),
  minutes: v.number(),
  timeZone: v.string(),
  note: v.string(),
  status: v.picklist(VIEWING_STATUSES),
  reason: v.fallback(v.string(), ''),
  changedBy: v.string(),
  unseenBy: v.fallback(v.array(v.string()), []),
  /** When it was asked for (the server's time); null until the write is back. */
  createdAt: v.pipe(v.unknown(), v.transform(dateOf)),
});

export type Viewing = v.InferOutput<typeof ViewingSchema> & { id: string };

/** A stored viewing, or null when unreadable. */
export function parseViewing(id: string, data: unknown): Viewing | null {
  const parsed = v.safeParse(ViewingSchema, data);
  return parsed.success ? { ...parsed.output, id } : null;
}

/** The end of a viewing. */
export const viewingEnd = (viewing: Pick<Viewing, 'start' | 'minutes'>): Date =>
  new Date(viewing.start.getTime() + viewing.minutes * 60_000);

/** Still to come and not ended by a no or a cancellation. */
export const isUpcoming = (viewing: Viewing, now: number): boolean =>
  viewingEnd(viewing).getTime() > now &&
  (viewing.status === 'pending' || viewing.status === 'proposed' || viewing.status === 'confirmed');

/** How many of `uid`'s requests for `listingId` were made in the day before `now` (one just sent counts). */
export function requestsInLastDay(viewings: readonly Viewing[], uid: string, listingId: string, now: number): number {
  return viewings.filter(
    (v) =>
      v.requesterId === uid &&
      v.listingId === listingId &&
      (v.createdAt === null || v.createdAt.getTime() > now - DAY_MS),
  ).length;
}
