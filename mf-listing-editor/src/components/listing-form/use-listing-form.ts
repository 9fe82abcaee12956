import { useState } from 'react';
import { toast } from 'react-toastify';
import { validateListingDraft, type ListingDraft, type ValidationProblem } from 'shared-firebase';
import { GEOCODING_ENABLED } from '../../lib/geocoding.ts';
import { formValuesToDraft, type FormValues } from './form-values.ts';

/** Form state shared by create and edit: the values, the chosen files and the problems shown. */
export function useListingForm(initial: FormValues) {
  const [values, setValues] = useState(initial);
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<ValidationProblem[]>([]);

  function change(patch: Partial<FormValues>) {
    setValues((current) => ({ ...current, ...patch }));
  }

  /** The validated draft, or null after toasting the first problem (the input stays). */
  function validate(keptImageCount: number): ListingDraft | null {
    const draft = formValuesToDraft(values);
    const found = validateListingDraft(
      draft,
      { count: keptImageCount + files.length, newFiles: files },
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

  return { values, setValues, change, files, setFiles, problems, validate };
}
