import { useEntryPoint } from 'design-system/use-entry-point';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { listingParamEntryUrl } from 'site-contract';
import { draftFormUrl } from '../components/draft-urls.ts';

/**
 * What follows a saved draft (issue 52): the address becomes the draft's (Back and a reload come
 * to it, not to an empty form), and after "Save and preview" its preview opens, where a remote
 * declares one (`draftPreview`; none when this remote runs alone). `onSaved`: the page's own
 * follow-up (the draft's form reads it again).
 */
export function useDraftSaving(currentDraftId: string | null, onSaved?: () => void) {
  const navigate = useNavigate();
  const preview = useEntryPoint('draftPreview');
  const previewNext = useRef(false);

  function saved(draftId: string) {
    if (draftId !== currentDraftId) void navigate(draftFormUrl(draftId), { replace: true });
    else onSaved?.();
    if (previewNext.current && preview) void navigate(listingParamEntryUrl(preview, draftId));
    previewNext.current = false;
  }

  /**
   * Saves the form as a draft through `submit`, then with `thenPreview` opens its preview, whose
   * banner says it is the saved draft (no "Draft saved" toast over it).
   */
  function save(thenPreview: boolean, submit: (options: { asDraft: true; quietly: boolean }) => Promise<void>) {
    previewNext.current = thenPreview;
    void submit({ asDraft: true, quietly: thenPreview && preview !== undefined });
  }

  return { saved, save, canPreview: preview !== undefined };
}
