import { formPageClass } from 'design-system/form-layout';
import { PageHeader } from 'design-system/page-header';
import { ListingForm } from './listing-form.tsx';
import type { useListingForm } from './use-listing-form.ts';
import type { ReactNode } from 'react';
import type { useSaveListing } from './use-save-listing.ts';

interface ListingFormPageProps {
  title: string;
  submitLabel: string;
  form: ReturnType<typeof useListingForm>;
  saving: ReturnType<typeof useSaveListing>;
  /** Above the form: what the page is about (a draft's note, its other drafts). */
  intro?: ReactNode;
  /** After the submit button (a draft's actions). */
  extraActions?: ReactNode;
}

/** The create and edit pages' one body: the form wired to its state and to its save. */
export function ListingFormPage({ title, submitLabel, form, saving, intro, extraActions }: ListingFormPageProps) {
  return (
    <section className={formPageClass}>
      <PageHeader title={title} />
      {intro}
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
        onRetry={() => void saving.retry()}
        extraActions={extraActions}
      />
    </section>
  );
}
