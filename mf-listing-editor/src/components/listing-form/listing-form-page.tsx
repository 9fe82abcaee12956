import { formPageClass } from 'design-system/form-layout';
import { PageHeader } from 'design-system/page-header';
import { ListingForm } from './listing-form.tsx';
import type { useListingForm } from './use-listing-form.ts';
import type { useSaveListing } from './use-save-listing.ts';

interface ListingFormPageProps {
  title: string;
  submitLabel: string;
  form: ReturnType<typeof useListingForm>;
  saving: ReturnType<typeof useSaveListing>;
}

/** The create and edit pages' one body: the form wired to its state and to its save. */
export function ListingFormPage({ title, submitLabel, form, saving }: ListingFormPageProps) {
  return (
    <section className={formPageClass}>
      <PageHeader title={title} />
      <ListingForm
        values={form.values}
        onChange={form.change}
        photos={form.photos}
        onPhotosChange={form.setPhotos}
        floorPlan={form.floorPlan}
        onFloorPlanChange={form.setFloorPlan}
        uploadStates={saving.uploadStates}
        onCancelUpload={() => void saving.cancel()}
        problems={form.problems}
        refusedSubmits={form.refusedSubmits}
        busy={saving.busy}
        submitLabel={submitLabel}
        onSubmit={() => void saving.submit()}
      />
    </section>
  );
}
