import {
  DEFAULT_DRAFT,
  type AreaUnit,
  type Currency,
  type EnergyRating,
  type ListingDraft,
  type ListingType,
  type PropertyKind,
} from 'listing-domain';

/** A fact the owner may leave unsaid: yes, no, or '' (not stated). */
export type Stated = '' | 'yes' | 'no';

/** What the inputs hold: numbers stay text until the form is submitted; '' is "not given". */
export interface FormValues {
  type: ListingType;
  name: string;
  bedrooms: string;
  bathrooms: string;
  parking: boolean;
  furnished: boolean;
  location: string;
  offer: boolean;
  regularPrice: string;
  discountedPrice: string;
  latitude: string;
  longitude: string;
  description: string;
  currency: Currency;
  propertyKind: PropertyKind | '';
  floorArea: string;
  floorAreaUnit: AreaUnit;
  /** '', 'now' or a day (`YYYY-MM-DD`, a date input's value). */
  availableFrom: string;
  deposit: string;
  billsIncluded: Stated;
  petsAllowed: Stated;
  energyRating: EnergyRating | '';
  yearBuilt: string;
  floor: string;
}

/** The spec's required numbers. */
export const NUMBER_FIELDS = [
  'bedrooms',
  'bathrooms',
  'regularPrice',
  'discountedPrice',
  'latitude',
  'longitude',
] as const;

/** The details' numbers: empty is "not given". */
export const OPTIONAL_NUMBER_FIELDS = ['floorArea', 'deposit', 'yearBuilt', 'floor'] as const;

const numberText = (n: number) => (Number.isNaN(n) ? '' : String(n));
const statedText = (value: boolean | null): Stated => (value === null ? '' : value ? 'yes' : 'no');
const statedValue = (value: Stated) => (value === '' ? null : value === 'yes');

export function draftToFormValues(draft: ListingDraft): FormValues {
  return {
    ...draft,
    bedrooms: String(draft.bedrooms),
    bathrooms: String(draft.bathrooms),
    regularPrice: String(draft.regularPrice),
    discountedPrice: String(draft.discountedPrice),
    latitude: String(draft.latitude),
    longitude: String(draft.longitude),
    floorArea: numberText(draft.floorArea),
    deposit: numberText(draft.deposit),
    yearBuilt: numberText(draft.yearBuilt),
    floor: numberText(draft.floor),
    billsIncluded: statedText(draft.billsIncluded),
    petsAllowed: statedText(draft.petsAllowed),
  };
}

export const DEFAULT_FORM_VALUES = draftToFormValues(DEFAULT_DRAFT);

function toNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

export function formValuesToDraft(values: FormValues): ListingDraft {
  return {
    ...values,
    bedrooms: toNumber(values.bedrooms),
    bathrooms: toNumber(values.bathrooms),
    regularPrice: toNumber(values.regularPrice),
    discountedPrice: toNumber(values.discountedPrice),
    latitude: toNumber(values.latitude),
    longitude: toNumber(values.longitude),
    floorArea: toNumber(values.floorArea),
    deposit: toNumber(values.deposit),
    yearBuilt: toNumber(values.yearBuilt),
    floor: toNumber(values.floor),
    billsIncluded: statedValue(values.billsIncluded),
    petsAllowed: statedValue(values.petsAllowed),
  };
}
