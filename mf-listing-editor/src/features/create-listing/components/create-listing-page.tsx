import { useLingui } from '@lingui/react';
import { useSearchParams } from 'react-router';
import { publishNewListing, saveDraft } from '../../../api/listings/publish-listing.ts';
import { DEFAULT_FORM_VALUES } from '../../../components/listing-form/form-values.ts';
import { ListingFormPage } from '../../../components/listing-form/listing-form-page.tsx';
import { useListingForm } from '../../../components/listing-form/use-listing-form.ts';
import { CREATE_UPLOAD_FAILURE } from '../../../components/listing-form/save-words.ts';
import { useSaveListing } from '../../../components/listing-form/use-save-listing.ts';
import { DraftActions } from './draft-actions.tsx';
import { DraftFormPage } from './draft-form-page.tsx';
import { OwnDrafts } from './own-drafts.tsx';
import { useDraftSaving } from '../hooks/use-draft-saving.ts';
import { CREATE_FORM_LABELS } from './create-form-labels.ts';

/** `/create-listing`: a new listing, or with `?draft=` one of the owner's drafts continued (issue 52). */
export function CreateListingPage() {
  const [params] = useSearchParams();
  const draftId = params.get('draft');
  return draftId ? <DraftFormPage key={draftId} draftId={draftId} /> : <NewListingPage />;
}

function NewListingPage() {
  const { i18n } = useLingui();
  const labels = { title: i18n._(CREATE_FORM_LABELS.title), submitLabel: i18n._(CREATE_FORM_LABELS.submitLabel) };
  const form = useListingForm(DEFAULT_FORM_VALUES);
  const drafting = useDraftSaving(null);
  const saving = useSaveListing(form, {
    uploadFailure: i18n._(CREATE_UPLOAD_FAILURE),
    submitLabel: labels.submitLabel,
    // A new listing has new photos only.
    save: (input, photos, uploads, floorPlan) =>
      publishNewListing(
        input,
        photos.filter((photo) => typeof photo !== 'string'),
        uploads,
        floorPlan !== null && typeof floorPlan !== 'string' ? floorPlan : null,
      ),
    saveDraft: (input, photos, uploads, floorPlan) =>
      saveDraft(null, input, { previous: [], photos, uploads, floorPlan }),
    onDraftSaved: drafting.saved,
  });
  return (
    <ListingFormPage
      {...labels}
      form={form}
      saving={saving}
      intro={<OwnDrafts />}
      extraActions={
        <DraftActions
          busy={saving.busy}
          onSave={(thenPreview) => drafting.save(thenPreview, saving.submit)}
          canPreview={drafting.canPreview}
        />
      }
    />
  );
}
