import { useState } from 'react';
import { toast } from 'react-toastify';
import { validateListingDraft, type ListingDraft, type ValidationProblem } from 'listing-domain';
import { GEOCODING_ENABLED } from '../../lib/geocoding.ts';
import { formValuesToDraft, type FormValues } from './form-values.ts';
import { newFiles, type PhotoItem } from './photo-order.ts';

/** Form state shared by create and edit: the values, the photos in order and the problems shown. */
export function useListingForm(initial: FormValues) {
  const [values, setValues] = useState(initial);
  const [photos, setPhotos] = useState<PhotoItem[]>([]);
  const [problems, setProblems] = useState<ValidationProblem[]>([]);

  function change(patch: Partial<FormValues>) {
    setValues((current) => ({ ...current, ...patch }));
  }

  /** The validated draft, or null after toasting the first problem (the input stays). */
  function validate(): ListingDraft | null {
    const draft = formValuesToDraft(values);
    const found = validateListingDraft(
      draft,
      { count: photos.length, newFiles: newFiles(photos) },
      { geocoding: GEOCODING_ENABLED },
    );
    setProblems(found);
    const first = found[0];
    if (first) {
      toast.error(first.message);
      return null;
    }
    return draft;
  }

  return { values, setValues, change, photos, setPhotos, problems, validate };
}
