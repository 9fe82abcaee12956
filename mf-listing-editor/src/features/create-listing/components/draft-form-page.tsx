import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { buttonClass } from 'design-system/button';
import { formPageClass } from 'design-system/form-layout';
import { LoadFailed } from 'design-system/load-failed';
import { MissingPage } from 'design-system/missing-page';
import { PageHeader } from 'design-system/page-header';
import { Spinner } from 'design-system/spinner';
import { isSafeHttpUrl, listingToDraft, type Listing } from 'listing-domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { useSessionUser } from 'shared-firebase';
import { draftQuery } from '../../../api/drafts/draft-queries.ts';
import { deleteDraft } from '../../../api/drafts/listing-drafts.ts';
import { publishDraft, saveDraft } from '../../../api/listings/publish-listing.ts';
import { DEFAULT_FORM_VALUES, draftToFormValues } from '../../../components/listing-form/form-values.ts';
import { ListingFormPage } from '../../../components/listing-form/listing-form-page.tsx';
import { keptPhotos } from '../../../components/listing-form/photo-order.ts';
import { useListingForm } from '../../../components/listing-form/use-listing-form.ts';
import { CREATE_UPLOAD_FAILURE } from '../../../components/listing-form/save-words.ts';
import { useSaveListing } from '../../../components/listing-form/use-save-listing.ts';
import { useDraftSaving } from '../hooks/use-draft-saving.ts';
import { DraftActions } from './draft-actions.tsx';
import styles from './listing-drafts.module.css';
import { CREATE_FORM_LABELS } from './create-form-labels.ts';

const DRAFT_NOTE = msg`This is a draft: only you can see it. Create Listing publishes it.`;
const DRAFT_DELETE_CONFIRM = msg`Delete this draft and its photos?`;
const DRAFT_DELETED = msg`Draft deleted`;

/** The photos a draft had, which a save that no longer names them deletes. */
const previousOf = (draft: Listing) => ({
  previous: draft.imgUrls,
  ...(draft.floorPlanUrl ? { previousFloorPlan: draft.floorPlanUrl } : {}),
});

/**
 * The create form continuing a saved draft (issue 52, `/create-listing?draft=`): Create Listing
 * publishes it with every check of a new listing, Save draft keeps the changes, Save and preview
 * shows it as visitors will see it, Delete draft removes it and its photos.
 */
export function DraftFormPage({ draftId }: { draftId: string }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const { i18n, t } = useLingui();
  const labels = { title: i18n._(CREATE_FORM_LABELS.title), submitLabel: i18n._(CREATE_FORM_LABELS.submitLabel) };
  const form = useListingForm(DEFAULT_FORM_VALUES);
  const { setValues, setPhotos, setFloorPlan } = form;
  const read = useQuery({ ...draftQuery(user?.uid ?? '', draftId), enabled: !!user });
  const draft = read.data;
  const [deleting, setDeleting] = useState(false);
  // Once saved, the draft is read again: the form then holds the photos as stored (none sent twice).
  const drafting = useDraftSaving(draftId, () => void read.refetch());
  const saving = useSaveListing(form, {
    uploadFailure: i18n._(CREATE_UPLOAD_FAILURE),
    submitLabel: labels.submitLabel,
    save: (input, photos, uploads, floorPlan) => {
      if (!draft) throw new Error('the draft has not loaded');
      return publishDraft(draft.id, input, { ...previousOf(draft), photos, uploads, floorPlan });
    },
    saveDraft: (input, photos, uploads, floorPlan) => {
      if (!draft) throw new Error('the draft has not loaded');
      return saveDraft(draft.id, input, { ...previousOf(draft), photos, uploads, floorPlan });
    },
    onDraftSaved: drafting.saved,
  });

  // The draft fills the form once for each read (as the edit page does), while rendering.
  const [filledFrom, setFilledFrom] = useState<Listing | null>(null);
  if (draft && filledFrom !== draft) {
    setFilledFrom(draft);
    setPhotos(keptPhotos(draft.imgUrls.filter(isSafeHttpUrl)));
    setFloorPlan(draft.floorPlanUrl ? (keptPhotos([draft.floorPlanUrl])[0] ?? null) : null);
    setValues(draftToFormValues(listingToDraft(draft)));
  }

  async function remove() {
    if (!draft || !window.confirm(i18n._(DRAFT_DELETE_CONFIRM))) return;
    setDeleting(true);
    try {
      await deleteDraft(draft);
      toast.success(i18n._(DRAFT_DELETED));
      void navigate('/create-listing', { replace: true });
    } catch {
      toast.error(t`Could not delete the draft`);
      setDeleting(false);
    }
  }

  if (read.isError) {
    return (
      <section className={formPageClass}>
        <PageHeader title={labels.title} />
        <LoadFailed
          message={t`This draft could not be loaded. Check your connection and try again.`}
          labels={{ retry: t`Retry`, retrying: t`Retrying…` }}
          retrying={read.isFetching}
          onRetry={() => void read.refetch()}
        />
      </section>
    );
  }
  if (draft === null) {
    return (
      <MissingPage
        title={t`Draft not found`}
        action={
          <Link className={buttonClass('primary')} to="/create-listing">
            {t`Create a listing`}
          </Link>
        }
      >
        <p>{t`This draft does not exist: it was published or deleted.`}</p>
      </MissingPage>
    );
  }
  if (!draft || filledFrom !== draft) return <Spinner label={t`Loading draft`} />;
  const busy = saving.busy || deleting;
  return (
    <ListingFormPage
      {...labels}
      form={form}
      saving={saving}
      intro={<p className={styles.note}>{i18n._(DRAFT_NOTE)}</p>}
      extraActions={
        <DraftActions
          busy={busy}
          onSave={(thenPreview) => drafting.save(thenPreview, saving.submit)}
          canPreview={drafting.canPreview}
          onDelete={() => void remove()}
        />
      }
    />
  );
}
