import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Checkbox } from 'design-system/checkbox';
import { DayField } from 'design-system/day-field';
import { CharacterCount, controlClass, Field, FieldHint, Select } from 'design-system/field';
import {
  AREA_UNIT_OPTIONS,
  ENERGY_RATINGS,
  FACT_LIMITS,
  PROPERTY_KINDS,
  type FieldName,
  type PropertyKind,
} from 'listing-domain';
import type { FormValues, NUMBER_FIELDS, OPTIONAL_NUMBER_FIELDS, Stated } from './form-values.ts';
import { characterCountText } from './character-count-text.ts';
import styles from './listing-form.module.css';
import { pageLocale } from '../../lib/page-locale.ts';

export interface FieldHelpers {
  values: FormValues;
  onChange: (patch: Partial<FormValues>) => void;
  id: (field: FieldName) => string;
  problemOf: (field: FieldName) => string | undefined;
  /** The control's id, name and problem attributes; `describedBy`: its own hints' ids. */
  inputProps: (
    field: FieldName,
    describedBy?: string[],
  ) => { id: string; name: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };
}

const STATED: { value: Stated; label: MessageDescriptor }[] = [
  { value: '', label: msg`Not stated` },
  { value: 'yes', label: msg`Yes` },
  { value: 'no', label: msg`No` },
];

const KIND_WORDS: Record<PropertyKind, MessageDescriptor> = {
  flat: msg`Flat`,
  house: msg`House`,
  studio: msg`Studio`,
  room: msg`Room`,
  other: msg`Other`,
};

/** The description: plain text, paragraphs kept, its length said as the owner types. */
export function DescriptionField({ values, onChange, id, problemOf, inputProps }: FieldHelpers) {
  const { i18n, t } = useLingui();
  const countId = `${id('description')}-count`;
  return (
    <Field label={t`Description (optional)`} id={id('description')} problem={problemOf('description')}>
      <textarea
        {...inputProps('description', [countId])}
        className={`${controlClass('textarea')} ${styles.description}`}
        value={values.description}
        onChange={(e) => onChange({ description: e.target.value })}
      />
      <CharacterCount
        id={countId}
        length={values.description.trim().length}
        max={FACT_LIMITS.descriptionMaxLength}
        text={characterCountText(i18n, values.description.trim().length, FACT_LIMITS.descriptionMaxLength)}
      />
    </Field>
  );
}

/**
 * A number field of the form, labelled, with its problem: the spec's required numbers and the
 * key facts' optional ones (empty: not given). A module-level component, so its input keeps its
 * identity across renders.
 */
export function NumberField({
  helpers: { values, onChange, id, problemOf, inputProps },
  label,
  field,
  limits,
  required = false,
}: {
  helpers: FieldHelpers;
  label: string;
  field: (typeof NUMBER_FIELDS)[number] | (typeof OPTIONAL_NUMBER_FIELDS)[number];
  limits: { min: number; max: number; step?: string };
  required?: boolean;
}) {
  return (
    <Field label={label} id={id(field)} problem={problemOf(field)}>
      <input
        {...inputProps(field)}
        {...limits}
        className={controlClass('short')}
        type="number"
        required={required}
        value={values[field]}
        onChange={(e) => onChange({ [field]: e.target.value })}
      />
    </Field>
  );
}

/** The key facts people decide on (issue 35), every one optional; deposit and bills for rent only. */
export function KeyFactsFields(helpers: FieldHelpers) {
  const { values, onChange, id, problemOf, inputProps } = helpers;
  const { i18n, t } = useLingui();
  const numberInput = (
    label: string,
    field: (typeof OPTIONAL_NUMBER_FIELDS)[number],
    limits: { min: number; max: number; step?: string },
  ) => <NumberField helpers={helpers} label={label} field={field} limits={limits} />;
  const statedSelect = (label: string, field: 'billsIncluded' | 'petsAllowed') => (
    <Field label={label} id={id(field)}>
      <Select {...inputProps(field)} value={values[field]} onChange={(e) => onChange({ [field]: e.target.value })}>
        {STATED.map((option) => (
          <option key={option.value} value={option.value}>
            {i18n._(option.label)}
          </option>
        ))}
      </Select>
    </Field>
  );
  const now = values.availableFrom === 'now';
  const F = FACT_LIMITS;

  return (
    <fieldset className={styles.facts}>
      <legend className={styles.factsLegend}>{t`Key facts (optional)`}</legend>
      <Field label={t`Kind of home`} id={id('propertyKind')}>
        <Select
          {...inputProps('propertyKind')}
          value={values.propertyKind}
          onChange={(e) => onChange({ propertyKind: e.target.value as FormValues['propertyKind'] })}
          options={PROPERTY_KINDS.map((kind) => ({ value: kind, label: i18n._(KIND_WORDS[kind]) }))}
        >
          <option value="">{t`Not stated`}</option>
        </Select>
      </Field>
      <div className={styles.row}>
        {numberInput(t`Floor area`, 'floorArea', { min: F.floorAreaMin, max: F.floorAreaMax, step: 'any' })}
        <Field label={t`Unit`} id={id('floorAreaUnit')}>
          <Select
            {...inputProps('floorAreaUnit')}
            value={values.floorAreaUnit}
            onChange={(e) => onChange({ floorAreaUnit: e.target.value as FormValues['floorAreaUnit'] })}
            options={AREA_UNIT_OPTIONS}
          />
        </Field>
      </div>
      <div className={styles.factsGroup}>
        <Checkbox
          label={t`Available now`}
          checked={now}
          onChange={(checked) => onChange({ availableFrom: checked ? 'now' : '' })}
        />
        <Field label={t`Available from`} id={id('availableFrom')} problem={problemOf('availableFrom')}>
          <DayField
            {...inputProps('availableFrom', [`${id('availableFrom')}-hint`])}
            disabled={now}
            value={now ? '' : values.availableFrom}
            onChange={(day) => onChange({ availableFrom: day })}
            calendarLabel={t`Choose the day on a calendar`}
            loadingLabel={t`Loading the calendar…`}
            locale={pageLocale(i18n)}
          />
          <FieldHint id={`${id('availableFrom')}-hint`}>
            {t`A day (1 March 2027), chosen on the calendar or typed, or tick "Available now".`}
          </FieldHint>
        </Field>
      </div>
      {values.type === 'rent' && (
        <div className={styles.row}>
          {numberInput(t`Deposit`, 'deposit', { min: F.depositMin, max: F.depositMax })}
          {statedSelect(t`Bills included`, 'billsIncluded')}
        </div>
      )}
      <div className={styles.row}>
        {statedSelect(t`Pets allowed`, 'petsAllowed')}
        <Field label={t`Energy rating`} id={id('energyRating')}>
          <Select
            {...inputProps('energyRating')}
            value={values.energyRating}
            onChange={(e) => onChange({ energyRating: e.target.value as FormValues['energyRating'] })}
          >
            <option value="">{t`Not stated`}</option>
            {ENERGY_RATINGS.map((rating) => (
              <option key={rating} value={rating}>
                {rating}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className={styles.row}>
        {numberInput(t`Year built`, 'yearBuilt', { min: F.yearBuiltMin, max: F.yearBuiltMax })}
        {numberInput(t`Floor`, 'floor', { min: F.floorMin, max: F.floorMax })}
      </div>
    </fieldset>
  );
}
