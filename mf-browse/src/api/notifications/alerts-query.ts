// The signed-in person's alerts, newest first, a page at a time, as one infinite query.
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { QueryDocumentSnapshot } from 'shared-firebase';
import { browseKeys } from '../query-keys.ts';
import { readNotificationsPage } from './notifications.ts';

export const alertsQuery = infiniteQueryOptions({
  queryKey: browseKeys.notifications(),
  queryFn: ({ pageParam }) => readNotificationsPage(pageParam),
  initialPageParam: undefined as QueryDocumentSnapshot | undefined,
  getNextPageParam: (last) => last.next,
});
