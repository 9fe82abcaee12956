import { PageHeader } from 'design-system/page-header';
import { publishNewListing } from '../../../api/listings/publish-listing.ts';
import { DEFAULT_FORM_VALUES } from '../../../components/listing-form/form-values.ts';
import { ListingForm } from '../../../components/listing-form/listing-form.tsx';
import styles from '../../../components/listing-form/listing-form.module.css';
import { useListingForm } from '../../../components/listing-form/use-listing-form.ts';
import { useSaveListing } from '../../../components/listing-form/use-save-listing.ts';

// The product's own wording, trailing space included (spec section 8).
export const CREATE_UPLOAD_FAILURE = 'Images not uploaded cause size of Image is too large ';

export function CreateListingPage() {
  const form = useListingForm(DEFAULT_FORM_VALUES);
  const { busy, submit, cancel, uploadStates } = useSaveListing(form, {
    uploadFailure: CREATE_UPLOAD_FAILURE,
    // A new listing has new photos only.
    save: (input, photos, uploads, floorPlan) =>
      publishNewListing(
        input,
        photos.filter((photo) => typeof photo !== 'string'),
        uploads,
        floorPlan !== null && typeof floorPlan !== 'string' ? floorPlan : null,
      ),
  });

  return (
    <section className={styles.page}>
      <PageHeader title="Create a Listing" />
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
        submitLabel="Create Listing"
        onSubmit={() => void submit()}
      />
    </section>
  );
}
