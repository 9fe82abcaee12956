import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formPageClass } from 'design-system/form-layout';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from 'design-system/load-failed';
import { PageHeader } from 'design-system/page-header';
import { Spinner } from 'design-system/spinner';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { isSafeHttpUrl, listingToDraft, type Listing } from 'listing-domain';
import { useSessionUser } from 'shared-firebase';
import { editableListingQuery } from '../../../api/listings/editable-listing-query.ts';
import { saveListingChanges } from '../../../api/listings/publish-listing.ts';
import { DEFAULT_FORM_VALUES, draftToFormValues } from '../../../components/listing-form/form-values.ts';
import { ListingFormPage } from '../../../components/listing-form/listing-form-page.tsx';
import { keptPhotos } from '../../../components/listing-form/photo-order.ts';
import { useListingForm } from '../../../components/listing-form/use-listing-form.ts';
import { EDIT_UPLOAD_FAILURE } from '../../../components/listing-form/save-words.ts';
import { useSaveListing } from '../../../components/listing-form/use-save-listing.ts';

const LISTING_MISSING = msg`Listing does not exist`;
const NOT_OWNER = msg`You can not edit that listing`;

export function EditListingPage() {
  const { listingId = '' } = useParams();
  const navigate = useNavigate();
  const { i18n, t } = useLingui();
  const user = useSessionUser();
  const form = useListingForm(DEFAULT_FORM_VALUES);
  const { setValues, setPhotos, setFloorPlan } = form;
  // Asked once the session is known. A read that fails is not a missing listing: the owner stays
  // here and can try again.
  const read = useQuery({ ...editableListingQuery(listingId), enabled: user !== undefined });
  const found = read.data;
  const listing = found && user && found.userRef === user.uid ? found : null;
  const saving = useSaveListing(form, {
    uploadFailure: i18n._(EDIT_UPLOAD_FAILURE),
    submitLabel: t`Edit Listing`,
    save: async (input, photos, uploads, floorPlan) => {
      if (!listing) throw new Error('the listing has not loaded');
      await saveListingChanges(listing.id, input, {
        previous: listing.imgUrls,
        photos,
        uploads,
        floorPlan,
        ...(listing.floorPlanUrl ? { previousFloorPlan: listing.floorPlanUrl } : {}),
      });
      return listing.id;
    },
  });

  // No such listing, or someone else's: the person is sent home with the spec's toast.
  const refused = found === null ? LISTING_MISSING : found && user !== undefined && !listing ? NOT_OWNER : null;
  useEffect(() => {
    if (!refused) return;
    toast.error(i18n._(refused));
    void navigate('/');
  }, [refused, navigate, i18n]);

  // Their own fills the form, once for each read (never again for the same one: that would undo
  // typing). Set while rendering, so the form never shows empty first.
  const [filledFrom, setFilledFrom] = useState<Listing | null>(null);
  if (listing && filledFrom !== listing) {
    setFilledFrom(listing);
    // Only web addresses are kept: no page shows any other. The rules accept an address the
    // listing already had even where they would refuse it now, so an edit keeps older photos.
    setPhotos(keptPhotos(listing.imgUrls.filter(isSafeHttpUrl)));
    setFloorPlan(listing.floorPlanUrl ? (keptPhotos([listing.floorPlanUrl])[0] ?? null) : null);
    setValues(draftToFormValues(listingToDraft(listing)));
  }

  if (read.isError) {
    return (
      <section className={formPageClass}>
        <PageHeader title={t`Edit Listing`} />
        <LoadFailed
          message={t`This listing could not be loaded. Check your connection and try again.`}
          labels={{ retry: t`Retry`, retrying: t`Retrying…` }}
          retrying={read.isFetching}
          onRetry={() => void read.refetch()}
        />
      </section>
    );
  }
  if (!listing || filledFrom !== listing) return <Spinner label={t`Loading listing`} />;
  return <ListingFormPage title={t`Edit Listing`} submitLabel={t`Edit Listing`} form={form} saving={saving} />;
}
