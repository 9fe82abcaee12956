import { LoadFailed } from 'design-system/load-failed';
import { PageHeader } from 'design-system/page-header';
import { Spinner } from 'design-system/spinner';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { isSafeHttpUrl, type Listing, listingToDraft } from 'listing-domain';
import { useSessionUser } from 'shared-firebase';
import { readListing } from '../../../api/listings/listing-writes.ts';
import { saveListingChanges } from '../../../api/listings/publish-listing.ts';
import { DEFAULT_FORM_VALUES, draftToFormValues } from '../../../components/listing-form/form-values.ts';
import { ListingForm } from '../../../components/listing-form/listing-form.tsx';
import styles from '../../../components/listing-form/listing-form.module.css';
import { keptPhotos } from '../../../components/listing-form/photo-order.ts';
import { useListingForm } from '../../../components/listing-form/use-listing-form.ts';
import { useSaveListing } from '../../../components/listing-form/use-save-listing.ts';

export const LISTING_MISSING = 'Listing does not exist';
export const NOT_OWNER = 'You can not edit that listing';
export const EDIT_UPLOAD_FAILURE = 'Images not uploaded';

export function EditListingPage() {
  const { listingId = '' } = useParams();
  const navigate = useNavigate();
  const user = useSessionUser();
  const form = useListingForm(DEFAULT_FORM_VALUES);
  const { setValues, setPhotos, setFloorPlan } = form;
  const [listing, setListing] = useState<Listing | null>(null);
  // A read that fails is not a missing listing: the owner stays here and can try again.
  const [readFailure, setReadFailure] = useState<'none' | 'failed' | 'retrying'>('none');
  const [attempt, setAttempt] = useState(0);
  const { busy, submit, cancel, uploadStates } = useSaveListing(form, {
    uploadFailure: EDIT_UPLOAD_FAILURE,
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

  useEffect(() => {
    if (user === undefined) return;
    let cancelled = false;
    void (async () => {
      let found: Listing | null;
      try {
        found = await readListing(listingId);
      } catch {
        if (!cancelled) setReadFailure('failed');
        return;
      }
      if (cancelled) return;
      setReadFailure('none');
      if (!found) {
        toast.error(LISTING_MISSING);
        navigate('/');
        return;
      }
      if (!user || found.userRef !== user.uid) {
        toast.error(NOT_OWNER);
        navigate('/');
        return;
      }
      setListing(found);
      // Only web addresses are kept: no page shows any other. The rules accept an address the
      // listing already had even where they would refuse it now, so an edit keeps older photos.
      setPhotos(keptPhotos(found.imgUrls.filter(isSafeHttpUrl)));
      setFloorPlan(found.floorPlanUrl ? (keptPhotos([found.floorPlanUrl])[0] ?? null) : null);
      setValues(draftToFormValues(listingToDraft(found)));
    })();
    return () => {
      cancelled = true;
    };
  }, [listingId, user, navigate, setValues, setPhotos, setFloorPlan, attempt]);

  if (!listing && readFailure !== 'none') {
    const retrying = readFailure === 'retrying';
    return (
      <section className={styles.page}>
        <PageHeader title="Edit Listing" />
        <LoadFailed
          message="This listing could not be loaded. Check your connection and try again."
          retrying={retrying}
          onRetry={() => {
            setReadFailure('retrying');
            setAttempt((n) => n + 1);
          }}
        />
      </section>
    );
  }
  if (!listing) return <Spinner label="Loading listing" />;

  return (
    <section className={styles.page}>
      <PageHeader title="Edit Listing" />
      <ListingForm
        values={form.values}
        onChange={form.change}
        photos={form.photos}
        onPhotosChange={form.setPhotos}
        floorPlan={form.floorPlan}
        onFloorPlanChange={form.setFloorPlan}
        uploadStates={uploadStates}
        onCancelUpload={() => void cancel()}
        problems={form.problems}
        refusedSubmits={form.refusedSubmits}
        busy={busy}
        submitLabel="Edit Listing"
        onSubmit={() => void submit()}
      />
    </section>
  );
}
