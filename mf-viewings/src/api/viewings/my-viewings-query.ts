import { queryOptions } from '@tanstack/react-query';
import { viewingKeys } from '../query-keys.ts';
import { readMyViewings } from './my-viewings.ts';

/** The signed-in person's viewings (asked for, and of their homes). */
export const myViewingsQuery = (uid: string) =>
  queryOptions({ queryKey: viewingKeys.mine(uid), queryFn: () => readMyViewings(uid) });
