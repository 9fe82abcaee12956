import { useLingui } from '@lingui/react/macro';
import { Button } from 'design-system/button';
import { Field, FieldHint } from 'design-system/field';
import { FallbackImage } from 'design-system/fallback-image';
import { IMAGE_EXTENSIONS, photoSources } from 'listing-domain';
import { useEffect } from 'react';
import { addFiles, type PhotoItem } from './photo-order.ts';
import styles from './listing-form.module.css';

/**
 * The listing's floor plan (issue 35): one image apart from the photos, shown last in the
 * listing's gallery. Chosen, replaced or removed here; uploaded with the photos on save.
 */
export function FloorPlanField({
  id,
  plan,
  onChange,
  problem,
  busy,
  inputProps,
}: {
  id: string;
  plan: PhotoItem | null;
  onChange: (plan: PhotoItem | null) => void;
  problem: string | undefined;
  busy: boolean;
  inputProps: { id: string; name: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };
}) {
  // A new file's preview address goes with it.
  const { t } = useLingui();
  const preview = plan && 'file' in plan ? plan.preview : null;
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  return (
    <Field label={t`Floor plan (optional)`} id={id} problem={problem}>
      <FieldHint id={`${id}-hint`}>{t`One image (.jpg, .jpeg or .png), shown after the photos.`}</FieldHint>
      {plan && (
        <div className={styles.floorPlan}>
          <FallbackImage
            {...('file' in plan ? { src: plan.preview, fallbackSrc: plan.preview } : photoSources(plan.url, 'card'))}
            alt={'file' in plan ? t`New floor plan` : t`Current floor plan`}
            width={96}
            height={72}
          />
          <Button variant="secondary" disabled={busy} onClick={() => onChange(null)}>
            {t`Remove floor plan`}
          </Button>
        </div>
      )}
      <input
        {...inputProps}
        className={styles.fileInput}
        type="file"
        accept={IMAGE_EXTENSIONS.join(',')}
        disabled={busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onChange(addFiles([], [file], (f) => URL.createObjectURL(f))[0] ?? null);
          e.target.value = '';
        }}
      />
    </Field>
  );
}
