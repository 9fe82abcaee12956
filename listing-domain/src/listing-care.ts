// Stale listings (issue 52): a home its owner has not touched (no edit, no status change, no
// renewal) for STALE_ASK_DAYS asks them "Is it still available?"; one still unanswered at
// STALE_UNLIST_DAYS leaves the lists and search (its page says it may no longer be available)
// until they renew it. The server keeps the fields below: the listing trigger dates every touch
// (listing-editor's functions), a scheduled job asks and takes off (browse's functions); the rules
// let a client write none of them but `renewedAt` (the owner's renewal, dated now) and
// `listed: true` on a create.

export const STALE_ASK_DAYS = 60;
export const STALE_UNLIST_DAYS = 90;
/** The least time an owner has to answer before the home leaves the lists, however late asked. */
export const MIN_ANSWER_DAYS = 14;
/** The shortest time between two renewals of one home (firestore.rules; a drift test compares). */
export const RENEW_GAP_SECONDS = 60;

const DAY_MS = 86_400_000;
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** The fields the server keeps for a listing's care (beside `listed`, a search field). */
export const CARE_FIELDS = ['touchedAt', 'careDueAt', 'staleAskedAt'] as const;

/** A listing's care as stored. */
export interface ListingCare {
  listed: boolean;
  /** The owner's last touch; null for a listing older than this feature, until the trigger dates it. */
  touchedAt: Date | null;
  /** When the job should look at it next; null: never (taken off, or not dated yet). */
  careDueAt: Date | null;
  /** When its owner was asked whether it is still available; null: not asked since the last touch. */
  staleAskedAt: Date | null;
}

/** What a touch at `at` makes of a listing's care: listed, not asked, looked at again in 60 days. */
export function careAfterTouch(at: Date): ListingCare {
  return { listed: true, touchedAt: at, careDueAt: addDays(at, STALE_ASK_DAYS), staleAskedAt: null };
}

/** What the scheduled job does with a listing due for care at `now`. */
export type CareStep =
  | { kind: 'ask'; careDueAt: Date }
  | { kind: 'unlist' }
  /** Not due yet after all (dated again since it was read): look again at `careDueAt`. */
  | { kind: 'later'; careDueAt: Date }
  | { kind: 'none' };

/** The job's step for `care` at `now`: ask its owner, take it off the lists, or nothing yet. */
export function careStep(care: ListingCare, now: Date): CareStep {
  if (!care.listed || !care.touchedAt) return { kind: 'none' };
  const askAt = addDays(care.touchedAt, STALE_ASK_DAYS);
  if (!care.staleAskedAt) {
    if (now < askAt) return { kind: 'later', careDueAt: askAt };
    const unlistAt = addDays(care.touchedAt, STALE_UNLIST_DAYS);
    const answerBy = addDays(now, MIN_ANSWER_DAYS);
    return { kind: 'ask', careDueAt: unlistAt > answerBy ? unlistAt : answerBy };
  }
  const unlistAt = care.careDueAt ?? addDays(care.touchedAt, STALE_UNLIST_DAYS);
  return now < unlistAt ? { kind: 'later', careDueAt: unlistAt } : { kind: 'unlist' };
}

/** What the owner is asked, on the listing page and in the notification. */
export const STILL_AVAILABLE_QUESTION = 'Is it still available?';
/** What a visitor reads on the page of a home taken off the lists. */
export const MAY_BE_GONE_NOTE = `This home may no longer be available: its owner has not confirmed it for ${STALE_UNLIST_DAYS} days.`;
