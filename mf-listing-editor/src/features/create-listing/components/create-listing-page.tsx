import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ImageUploadError, publishNewListing } from 'shared-firebase';
import { DEFAULT_FORM_VALUES } from '../../../components/listing-form/form-values.ts';
import { ListingForm } from '../../../components/listing-form/listing-form.tsx';
import styles from '../../../components/listing-form/listing-form.module.css';
import { prepareListing } from '../../../components/listing-form/prepare-listing.ts';
import { useListingForm } from '../../../components/listing-form/use-listing-form.ts';

export const LISTING_SAVED = 'Listing saved';
// The product's own wording, trailing space included (spec section 8).
export const CREATE_UPLOAD_FAILURE = 'Images not uploaded cause size of Image is too large ';

export function CreateListingPage() {
  const navigate = useNavigate();
  const form = useListingForm(DEFAULT_FORM_VALUES);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = 'Create a Listing';
  }, []);

  async function submit() {
    const draft = form.validate(0);
    if (!draft) return;
    setBusy(true);
    try {
      const prepared = await prepareListing(draft, form.files);
      if (!prepared) return;
      const { input, files } = prepared;
      const id = await publishNewListing(input, files);
      toast.success(LISTING_SAVED);
      navigate(`/category/${input.type}/${id}`);
    } catch (error) {
      toast.error(error instanceof ImageUploadError ? CREATE_UPLOAD_FAILURE : 'Could not save listing');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section>
      <h1 className={styles.title}>Create a Listing</h1>
      <ListingForm
        values={form.values}
        onChange={form.change}
        files={form.files}
        onFilesChange={form.setFiles}
        problems={form.problems}
        busy={busy}
        submitLabel="Create Listing"
        onSubmit={() => void submit()}
      />
    </section>
  );
}
