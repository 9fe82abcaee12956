// The owner's drafts as queries (issue 52): their list on the create page, and the one the form
// continues. Keys from api/query-keys.ts.
import { queryOptions } from '@tanstack/react-query';
import { editorKeys } from '../query-keys.ts';
import { readDraft, readOwnDrafts } from './listing-drafts.ts';

export function ownDraftsQuery(uid: string) {
  // Asked again at each visit: a draft saved, published or deleted a moment ago shows as it is.
  return queryOptions({ queryKey: editorKeys.drafts(uid), queryFn: () => readOwnDrafts(uid), staleTime: 0 });
}

export function draftQuery(uid: string, draftId: string) {
  return queryOptions({
    queryKey: editorKeys.draft(draftId),
    queryFn: () => readDraft(uid, draftId),
    // The form starts from the draft as it is stored now, never an earlier visit's copy.
    gcTime: 0,
    staleTime: 0,
  });
}
