// The inbox as one infinite query (a page at a time, newest activity first): its key, function
// and options in one object the page and a test share.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { QueryDocumentSnapshot } from 'shared-firebase';
import { messageKeys } from './query-keys.ts';

export function inboxQuery(uid: string) {
  return infiniteQueryOptions({
    queryKey: messageKeys.inbox(uid),
    // The reads (and the Firestore SDK) load with the first page, not with the page's code.
    queryFn: async ({ pageParam }) => {
      const { readInboxPage } = await import('./inbox-reads.ts');
      return readInboxPage(pageParam);
    },
    initialPageParam: undefined as QueryDocumentSnapshot | undefined,
    getNextPageParam: (page) => page.next,
    // Read again each time the inbox is opened (shown from the cache meanwhile): its order and
    // unread marks change with every message.
    staleTime: 0,
  });
}

/** The signed-in person's inbox (nothing is asked before the session is known). */
export function useInbox(uid: string | undefined) {
  return useInfiniteQuery({ ...inboxQuery(uid ?? ''), enabled: uid !== undefined });
}
