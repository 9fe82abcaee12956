/**
 * A listing's place in the newest-first order of the lists: its time to the nanosecond (as
 * Firestore stores it; a Date would lose the microseconds and skip listings) and its id, which
 * orders listings of the same time.
 */
export interface ListingPosition {
  seconds: number;
  nanoseconds: number;
  id: string;
}

/**
 * Where the next page of a list starts; opaque to callers. Plain data rather than an SDK snapshot,
 * so a page read without the SDK (the HTML's early read) can continue through it.
 */
export class ListingCursor {
  /** @internal */
  constructor(readonly position: ListingPosition) {}
}
