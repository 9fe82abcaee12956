import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formClass } from 'design-system/form-layout';
import { withValues } from 'design-system/slice-i18n';
import { useOnline } from '../../hooks/use-online.ts';
import { Button } from 'design-system/button';
import { ChoiceGroup } from 'design-system/choice-group';
import {
  CharacterCount,
  controlClass,
  Field,
  FieldHint,
  fieldProblemProps,
  focusFirstProblem,
  Select,
} from 'design-system/field';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  currencyOfCountry,
  currencyOptions,
  currencySymbol,
  LISTING_LIMITS,
  type FieldName,
  type ValidationProblem,
} from 'listing-domain';
import type { PhotoUploadState } from '../../api/photos/photo-uploads.ts';
import { characterCountText } from './character-count-text.ts';
import { TownFinder } from './town-finder.tsx';
import { CurrentLocation } from './current-location.tsx';
import { FloorPlanField } from './floor-plan-field.tsx';
import { DescriptionField, KeyFactsFields, NumberField } from './listing-details-fields.tsx';
import type { FormValues, NUMBER_FIELDS } from './form-values.ts';
import { PhotoManager } from './photo-manager.tsx';
import type { PhotoItem } from './photo-order.ts';
import styles from './listing-form.module.css';
import { pageLocale } from '../../lib/page-locale.ts';

// Leaflet comes with the form's map only, after the form itself.
const PlaceMap = lazy(() => import('./place-map.tsx'));

export interface ListingFormProps {
  values: FormValues;
  onChange: (patch: Partial<FormValues>) => void;
  /** The listing's photos in order (kept ones and new files); the first is the cover. */
  photos: readonly PhotoItem[];
  onPhotosChange: (photos: PhotoItem[]) => void;
  /** The floor plan, kept or new, or none. */
  floorPlan: PhotoItem | null;
  onFloorPlanChange: (plan: PhotoItem | null) => void;
  /** Each new photo's upload while the form saves (in the order of the new photos), or null. */
  uploadStates?: readonly PhotoUploadState[] | null;
  onCancelUpload?: () => void;
  problems: readonly ValidationProblem[];
  /** How many submits were refused: each takes the owner to the first field to fix. */
  refusedSubmits: number;
  busy: boolean;
  submitLabel: string;
  onSubmit: () => void;
  /** A failed photo's Retry: the last attempt again (the submit when not given). */
  onRetry?: () => void;
  /** More of the form's actions, after its submit button (a draft's, issue 52). */
  extraActions?: ReactNode;
}

/** The price field's unit beside it for a rent: "$ / Month". */
const PER_MONTH = msg({ message: '{symbol} / Month' });

/** The create/edit form of a listing (spec section 3 fields and defaults). */
export function ListingForm(props: ListingFormProps) {
  const { values, onChange, problems, refusedSubmits } = props;
  const { i18n, t } = useLingui();
  const yesNo = [
    { value: true, label: t`Yes` },
    { value: false, label: t`No` },
  ];
  const numbers = pageLocale(i18n);
  const perMonth = (symbol: string) => withValues(i18n, PER_MONTH, { symbol });
  const baseId = useId();
  const id = (field: FieldName) => `${baseId}-${field}`;
  const problemOf = (field: FieldName) => problems.find((p) => p.field === field)?.hint;
  const formRef = useRef<HTMLFormElement>(null);
  // Whether the owner picked the currency (then a town chosen leaves it), and the town that set it.
  const [currencyChosen, setCurrencyChosen] = useState(false);
  const [currencyFrom, setCurrencyFrom] = useState<string>();
  // A refused submit takes the owner to the first field to fix (not a correction as they type).
  useEffect(() => {
    if (refusedSubmits > 0) focusFirstProblem(formRef.current);
  }, [refusedSubmits]);
  /** `describedBy`: ids of the field's own hints, read before its problem when it has one. */
  const inputProps = (field: FieldName, describedBy: string[] = []) => ({
    id: id(field),
    name: field,
    ...fieldProblemProps(id(field), problemOf(field), describedBy),
  });

  const details = { values, onChange, id, problemOf, inputProps };
  const numberInput = (
    label: string,
    field: (typeof NUMBER_FIELDS)[number],
    limits: { min: number; max: number; step?: string },
  ) => <NumberField helpers={details} label={label} field={field} limits={limits} required />;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!props.busy) props.onSubmit();
  }

  return (
    <form ref={formRef} className={formClass} onSubmit={submit} noValidate aria-busy={props.busy}>
      <ChoiceGroup
        label={t`Sell / Rent`}
        value={values.type}
        options={[
          { value: 'sale', label: t`Sell` },
          { value: 'rent', label: t`Rent` },
        ]}
        onChange={(type) => onChange({ type })}
      />
      <Field label={t`Name`} id={id('name')} problem={problemOf('name')}>
        {/* No maxLength: a longer name is said (the count, then the problem), never cut silently. */}
        <input
          {...inputProps('name', [`${id('name')}-count`])}
          className={controlClass()}
          value={values.name}
          minLength={LISTING_LIMITS.nameMinLength}
          required
          onChange={(e) => onChange({ name: e.target.value })}
        />
        <CharacterCount
          id={`${id('name')}-count`}
          length={values.name.trim().length}
          max={LISTING_LIMITS.nameMaxLength}
          text={characterCountText(i18n, values.name.trim().length, LISTING_LIMITS.nameMaxLength)}
        />
      </Field>
      <div className={styles.row}>
        {numberInput(t`Bedrooms`, 'bedrooms', { min: LISTING_LIMITS.roomsMin, max: LISTING_LIMITS.roomsMax })}
        {numberInput(t`Bathrooms`, 'bathrooms', { min: LISTING_LIMITS.roomsMin, max: LISTING_LIMITS.roomsMax })}
      </div>
      <ChoiceGroup
        label={t`Parking spot`}
        value={values.parking}
        options={yesNo}
        onChange={(parking) => onChange({ parking })}
      />
      <ChoiceGroup
        label={t`Furnished`}
        value={values.furnished}
        options={yesNo}
        onChange={(furnished) => onChange({ furnished })}
      />
      <Field label={t`Address`} id={id('location')} problem={problemOf('location')}>
        <textarea
          {...inputProps('location')}
          className={controlClass('textarea')}
          required
          maxLength={LISTING_LIMITS.locationMaxLength}
          value={values.location}
          onChange={(e) => onChange({ location: e.target.value })}
        />
      </Field>
      <TownFinder
        address={values.location}
        onPlace={(centre, town) => {
          // The town's country sets the currency until the owner picks one (issue 86).
          const currency = currencyChosen ? undefined : currencyOfCountry(town.country);
          onChange(currency ? { ...centre, currency } : centre);
          setCurrencyFrom(currency && currency !== values.currency ? town.label : undefined);
        }}
      />
      <div className={styles.row}>
        {numberInput(t`Latitude`, 'latitude', { step: 'any', min: -90, max: 90 })}
        {numberInput(t`Longitude`, 'longitude', { step: 'any', min: -180, max: 180 })}
      </div>
      <CurrentLocation onLocate={onChange} />
      <Suspense fallback={<div className={styles.mapPending} aria-hidden="true" />}>
        <PlaceMap latitude={values.latitude} longitude={values.longitude} onPlace={onChange} />
      </Suspense>
      <ChoiceGroup label={t`Offer`} value={values.offer} options={yesNo} onChange={(offer) => onChange({ offer })} />
      <Field label={t`Regular Price`} id={id('regularPrice')} problem={problemOf('regularPrice')}>
        <div className={styles.priceRow}>
          <input
            {...inputProps('regularPrice')}
            className={controlClass('short')}
            type="number"
            min={LISTING_LIMITS.priceMin}
            max={LISTING_LIMITS.priceMax}
            required
            value={values.regularPrice}
            onChange={(e) => onChange({ regularPrice: e.target.value })}
          />
          {values.type === 'rent' && <span>{perMonth(currencySymbol(values.currency, numbers))}</span>}
        </div>
      </Field>
      <Field label={t`Currency`} id={id('currency')}>
        <Select
          {...inputProps('currency', currencyFrom ? [`${id('currency')}-from`] : [])}
          className={styles.currency}
          value={values.currency}
          onChange={(e) => {
            setCurrencyChosen(true);
            setCurrencyFrom(undefined);
            onChange({ currency: e.target.value as FormValues['currency'] });
          }}
          options={currencyOptions(numbers)}
        />
        {currencyFrom ? (
          <FieldHint id={`${id('currency')}-from`}>{t`The currency of ${currencyFrom}.`}</FieldHint>
        ) : null}
      </Field>
      {values.offer &&
        numberInput(t`Discounted Price`, 'discountedPrice', {
          min: LISTING_LIMITS.priceMin,
          max: LISTING_LIMITS.priceMax,
        })}
      <DescriptionField {...details} />
      <KeyFactsFields {...details} />
      <PhotoManager
        photos={props.photos}
        onChange={props.onPhotosChange}
        uploads={props.uploadStates ?? null}
        busy={props.busy}
        onRetry={props.onRetry ?? props.onSubmit}
        field={({ accept, onFiles }) => (
          <Field label={t`Images`} id={id('images')} problem={problemOf('images')}>
            <FieldHint
              id={`${id('images')}-hint`}
            >{t`The first image will be the cover (max ${imagesMax}).`}</FieldHint>
            <input
              {...inputProps('images', [`${id('images')}-hint`])}
              className={styles.fileInput}
              type="file"
              accept={accept}
              multiple
              onChange={(e) => {
                onFiles(Array.from(e.target.files ?? []));
                // Emptied, so choosing the same photo again adds it again.
                e.target.value = '';
              }}
            />
          </Field>
        )}
      />
      <FloorPlanField
        id={id('floorPlan')}
        plan={props.floorPlan}
        onChange={props.onFloorPlanChange}
        problem={problemOf('floorPlan')}
        busy={props.busy}
        inputProps={inputProps('floorPlan', [`${id('floorPlan')}-hint`])}
      />
      {props.busy && props.uploadStates && props.uploadStates.length > 0 && (
        <UploadProgress states={props.uploadStates} onCancel={props.onCancelUpload} />
      )}
      <Button type="submit" wide className={styles.submit} disabled={props.busy}>
        {props.busy ? t`Saving…` : props.submitLabel}
      </Button>
      {props.extraActions}
    </form>
  );
}

const UPLOAD_OFFLINE = msg`No connection: the upload goes on by itself when you are back online.`;
const { imagesMax } = LISTING_LIMITS;

/**
 * All the new photos' upload at once: how far it is, and a way to stop it. Offline, it says why the
 * bar stands still (the SDK resumes the upload when the connection is back; issue 35, defect 12).
 */
function UploadProgress({ states, onCancel }: { states: readonly PhotoUploadState[]; onCancel?: () => void }) {
  const { i18n, t } = useLingui();
  const online = useOnline();
  const overall = states.reduce((sum, state) => sum + state.fraction, 0) / states.length;
  const percent = Math.round(overall * 100);
  return (
    <div className={styles.uploadProgress}>
      <label className={styles.uploadLabel}>
        {t`Uploading photos: ${percent}%`}
        <progress value={overall} max={1} />
      </label>
      <p className={styles.uploadNotice} role="status">
        {online ? '' : i18n._(UPLOAD_OFFLINE)}
      </p>
      {onCancel && (
        <Button variant="danger" onClick={onCancel}>
          {t`Cancel upload`}
        </Button>
      )}
    </div>
  );
}
