import type { QueryDocumentSnapshot } from 'firebase/firestore/lite';

/** Where the next page of a list starts; opaque to callers. */
export class ListingCursor {
  /** @internal */
  constructor(readonly snapshot: QueryDocumentSnapshot) {}
}
