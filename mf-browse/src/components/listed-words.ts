// What a paged list says of the things it lists while they load or fail (issue 88): each list's
// own words, whole sentences in every language (never "Loading " + a noun).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type ListedThings = 'listings' | 'homes' | 'saved homes';

export const LISTED_WORDS: Record<
  ListedThings,
  { loading: MessageDescriptor; failed: MessageDescriptor; loadingMore: MessageDescriptor }
> = {
  listings: {
    loading: msg`Loading listings`,
    failed: msg`The listings could not be loaded.`,
    loadingMore: msg`Loading more listings`,
  },
  homes: {
    loading: msg`Loading homes`,
    failed: msg`The homes could not be loaded.`,
    loadingMore: msg`Loading more homes`,
  },
  'saved homes': {
    loading: msg`Loading saved homes`,
    failed: msg`The saved homes could not be loaded.`,
    loadingMore: msg`Loading more saved homes`,
  },
};

/** LoadFailed's button, in the page's language. */
export const RETRY = { retry: msg`Retry`, retrying: msg`Retrying…` };
