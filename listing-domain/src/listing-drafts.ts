// A listing's draft (issue 52): a listing its owner prepares before publishing it, kept apart from
// the listings (`listingDrafts/{id}`: no list, search or other person sees it). The rules give each
// person at most DRAFTS_MAX of them by their ids, `{uid}_0` … `{uid}_9` (a limit no count document
// has to keep), and check a draft as they check a listing.
import { parseListing } from './listing-parser.ts';
import type { Listing } from './listing-types.ts';

/** At most this many drafts a person (the rules' id pattern `{uid}_[0-9]`). */
export const DRAFTS_MAX = 10;

/** The draft ids of `uid`, in slot order. */
export const draftIdsOf = (uid: string) => Array.from({ length: DRAFTS_MAX }, (_, slot) => `${uid}_${slot}`);

/** The first draft id of `uid` none of `taken` holds, or null when every one is taken. */
export function freeDraftId(uid: string, taken: readonly string[]): string | null {
  return draftIdsOf(uid).find((id) => !taken.includes(id)) ?? null;
}

/** Whether `id` can be a draft of `uid`. */
export const isDraftIdOf = (uid: string, id: string) => draftIdsOf(uid).includes(id);

/** A new draft was refused: its owner keeps DRAFTS_MAX already. */
export class DraftLimitError extends Error {
  constructor() {
    super(
      `You can keep at most ${DRAFTS_MAX} drafts. Publish or delete one to save another; your listing is still here.`,
    );
    this.name = 'DraftLimitError';
  }
}

/** A draft saved again after it was published or deleted (in another tab, say): the form keeps what was typed. */
export class DraftGoneError extends Error {
  constructor() {
    super(
      'This draft is no longer there: it was published or deleted, perhaps in another tab. What you typed is still here.',
    );
    this.name = 'DraftGoneError';
  }
}

/**
 * A stored draft as the listing it will be, or null when it is not one. It is on no list yet, so
 * it is not "off the lists" either (`listed` is a published listing's).
 */
export function parseDraft(id: string, data: unknown): Listing | null {
  const listing = parseListing(id, data);
  if (listing) delete listing.listed;
  return listing;
}
