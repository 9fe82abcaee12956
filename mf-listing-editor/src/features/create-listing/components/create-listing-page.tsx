import { publishNewListing } from '../../../api/listings/publish-listing.ts';
import { DEFAULT_FORM_VALUES } from '../../../components/listing-form/form-values.ts';
import { ListingFormPage } from '../../../components/listing-form/listing-form-page.tsx';
import { useListingForm } from '../../../components/listing-form/use-listing-form.ts';
import { useSaveListing } from '../../../components/listing-form/use-save-listing.ts';

// The product's own wording, trailing space included (spec section 8).
export const CREATE_UPLOAD_FAILURE = 'Images not uploaded cause size of Image is too large ';

export function CreateListingPage() {
  const form = useListingForm(DEFAULT_FORM_VALUES);
  const saving = useSaveListing(form, {
    uploadFailure: CREATE_UPLOAD_FAILURE,
    submitLabel: 'Create Listing',
    // A new listing has new photos only.
    save: (input, photos, uploads, floorPlan) =>
      publishNewListing(
        input,
        photos.filter((photo) => typeof photo !== 'string'),
        uploads,
        floorPlan !== null && typeof floorPlan !== 'string' ? floorPlan : null,
      ),
  });
  return <ListingFormPage title="Create a Listing" submitLabel="Create Listing" form={form} saving={saving} />;
}
