// A draft's preview as a query: read at each visit (the owner comes back after each change).
import { queryOptions } from '@tanstack/react-query';
import { browseKeys } from '../query-keys.ts';
import { readDraftPreview } from './draft-preview.ts';

export function draftPreviewQuery(draftId: string) {
  return queryOptions({
    queryKey: browseKeys.draftPreview(draftId),
    queryFn: () => readDraftPreview(draftId),
    staleTime: 0,
    gcTime: 0,
  });
}
