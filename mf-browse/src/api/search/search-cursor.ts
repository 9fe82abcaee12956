/** A time as Firestore stores it, to the nanosecond (a Date would lose the microseconds). */
export interface CursorTime {
  seconds: number;
  nanoseconds: number;
}

/**
 * Where the next page of a search starts; opaque to callers. The values of the last listing read
 * for each field its order spells out (search-query.ts orderFields), and its id: plain data, so a
 * first page read without the SDK (search-rest.ts) can be continued through it.
 */
export class SearchCursor {
  /** @internal */
  constructor(
    readonly values: readonly (number | CursorTime)[],
    readonly id: string,
  ) {}
}
