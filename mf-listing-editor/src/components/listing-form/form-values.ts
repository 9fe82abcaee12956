import { DEFAULT_DRAFT, type ListingDraft, type ListingType } from 'listing-domain';

/** What the inputs hold: numbers stay text until the form is submitted. */
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
}

export const NUMBER_FIELDS = [
  'bedrooms',
  'bathrooms',
  'regularPrice',
  'discountedPrice',
  'latitude',
  'longitude',
] as const;

export function draftToFormValues(draft: ListingDraft): FormValues {
  return {
    ...draft,
    bedrooms: String(draft.bedrooms),
    bathrooms: String(draft.bathrooms),
    regularPrice: String(draft.regularPrice),
    discountedPrice: String(draft.discountedPrice),
    latitude: String(draft.latitude),
    longitude: String(draft.longitude),
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
  };
}
