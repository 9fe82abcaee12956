import { useLingui } from '@lingui/react';
import { useMemo, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { validateListingDraft, type FieldName, type ListingDraft } from 'listing-domain';
import { GEOCODING_ENABLED } from '../../lib/geocoding.ts';
import { formValuesToDraft, type FormValues } from './form-values.ts';
import { newFiles, type PhotoItem } from './photo-order.ts';
import { problemWords } from './problem-words.ts';

/**
 * Form state shared by create and edit: the values, the photos in order and the problems shown.
 * A submit shows the problems it found; each goes as soon as its field is corrected (issue 35,
 * defect 4), and no new one shows before the next submit.
 */
export function useListingForm(initial: FormValues) {
  const [values, setValues] = useState(initial);
  const [photos, setPhotos] = useState<PhotoItem[]>([]);
  // The floor plan (issue 35): one image apart from the photos, kept or new, or none.
  const [floorPlan, setFloorPlan] = useState<PhotoItem | null>(null);
  // The fields the last submit found wrong, and how many submits were refused (the form moves
  // focus to the first problem on each).
  const [flagged, setFlagged] = useState<ReadonlySet<FieldName>>(new Set());
  const [refusedSubmits, setRefusedSubmits] = useState(0);
  const { i18n } = useLingui();
  const checked = useMemo(
    () =>
      validateListingDraft(
        formValuesToDraft(values),
        {
          count: photos.length,
          newFiles: newFiles(photos),
          floorPlan: floorPlan && 'file' in floorPlan ? floorPlan.file : null,
        },
        { geocoding: GEOCODING_ENABLED },
      ),
    [values, photos, floorPlan],
  );
  // What each says, in the page's language (issue 88).
  const found = useMemo(
    () => checked.map((problem) => ({ ...problem, ...problemWords(i18n, problem, values.currency) })),
    [checked, i18n, values.currency],
  );
  const problems = useMemo(() => found.filter((problem) => flagged.has(problem.field)), [found, flagged]);

  function change(patch: Partial<FormValues>) {
    setValues((current) => ({ ...current, ...patch }));
  }

  /** The validated draft, or null after toasting the first problem (the input stays). */
  function validate(): ListingDraft | null {
    setFlagged(new Set(found.map((problem) => problem.field)));
    const first = found[0];
    if (first) {
      setRefusedSubmits((count) => count + 1);
      toast.error(first.message);
      return null;
    }
    return formValuesToDraft(values);
  }

  return {
    values,
    setValues,
    change,
    photos,
    setPhotos,
    floorPlan,
    setFloorPlan,
    problems,
    refusedSubmits,
    validate,
  };
}
