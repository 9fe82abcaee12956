import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ImageUploadError, PublishLimitError, type ListingInput } from 'shared-firebase';
import { photosToSave } from './photo-order.ts';
import { prepareListing } from './prepare-listing.ts';
import type { useListingForm } from './use-listing-form.ts';

export const LISTING_SAVED = 'Listing saved';
export const SAVE_FAILURE = 'Could not save listing';

/** The toast of a failed save: the spec's upload wording, the publishing limit, or a plain failure. */
function failureMessage(error: unknown, uploadFailure: string): string {
  if (error instanceof ImageUploadError) return uploadFailure;
  if (error instanceof PublishLimitError) return error.message;
  return SAVE_FAILURE;
}

interface SaveOptions {
  /** The toast when a photo fails to upload (create and edit word it differently, spec section 8). */
  uploadFailure: string;
  /** Saves the listing with its photos in order (addresses kept, files to upload); resolves with its id. */
  save: (input: Omit<ListingInput, 'imgUrls'>, photos: (string | File)[]) => Promise<string>;
}

/**
 * Submitting the create or edit form: validate, settle the coordinates and photos, save, then open
 * the saved listing. Any failure is toasted and the form keeps everything the user typed.
 */
export function useSaveListing(form: ReturnType<typeof useListingForm>, options: SaveOptions) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function submit() {
    // A new attempt: what earlier ones said (a fixed problem, a failed upload) no longer applies.
    toast.dismiss();
    const draft = form.validate();
    if (!draft) return;
    setBusy(true);
    try {
      const prepared = await prepareListing(draft, photosToSave(form.photos));
      if (!prepared) return;
      const id = await options.save(prepared.input, prepared.photos);
      toast.success(LISTING_SAVED);
      // In place of the form: Back from the listing goes to where the user came from, not to the
      // form again (empty after a create, stale after an edit).
      navigate(`/category/${prepared.input.type}/${id}`, { replace: true });
    } catch (error) {
      toast.error(failureMessage(error, options.uploadFailure));
    } finally {
      setBusy(false);
    }
  }

  return { busy, submit };
}
