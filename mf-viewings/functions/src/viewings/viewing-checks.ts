// The server's checks of a new viewing request (issue 52), what the rules cannot say: the slot is
// one the home offers (its days, hours, slot length and notice, in its zone) and the person has at
// most PENDING_LIMIT requests waiting for this home, and has asked for at most REQUESTS_PER_DAY of it in
// the last day (issue 85: request and cancel, fifteen times over, is no way to reach its owner's
// inbox). A request that fails one is declined, saying why.
import { isOfferedSlot } from '../../../src/api/viewing-times/viewing-slots.ts';
import type { ViewingTimes } from '../../../src/api/viewing-times/viewing-times.ts';
import { PENDING_LIMIT, REQUESTS_PER_DAY } from '../../../src/api/viewings/viewing.ts';

export const NOT_OFFERED = 'This time is not among the viewing times the home offers.';
export const TOO_MANY_PENDING = `You already have ${PENDING_LIMIT} requests waiting for this home.`;
export const TOO_MANY_TODAY = `You can ask for ${REQUESTS_PER_DAY} viewings of this home a day. Please try again tomorrow.`;

/**
 * Why a new request is refused, or null when it stands. `requestedAt`: when it was written;
 * `pendingForHome` and `madeInLastDay`: the person's requests for this home, this one included.
 */
export function refusal(
  times: ViewingTimes | null,
  start: number,
  requestedAt: number,
  pendingForHome: number,
  madeInLastDay = 1,
): string | null {
  if (!times || !isOfferedSlot(times, start, requestedAt)) return NOT_OFFERED;
  if (madeInLastDay > REQUESTS_PER_DAY) return TOO_MANY_TODAY;
  if (pendingForHome > PENDING_LIMIT) return TOO_MANY_PENDING;
  return null;
}
