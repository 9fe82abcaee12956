import type { ListingDetails } from './listing-facts.ts';
import { DEFAULT_DETAILS_DRAFT, detailsToDraft, detailsToInput, type DetailsDraft } from './listing-details-draft.ts';
import { checkListingDraft, type DraftCheck, type DraftRule, type ImageChoice } from './listing-draft-schema.ts';
import type { ListingInput } from './listing-types.ts';

export { DISCOUNT_MESSAGE, MAX_IMAGES_MESSAGE, isAcceptedImage, type ImageChoice } from './listing-draft-schema.ts';

/**
 * What the create and edit forms hold before validation: the listing's own fields, with the
 * discounted price always present (dropped on save without an offer) and the coordinates apart.
 */
export interface ListingDraft
  extends Omit<ListingInput, 'discountedPrice' | 'geolocation' | 'imgUrls' | keyof ListingDetails>, DetailsDraft {
  discountedPrice: number;
  latitude: number;
  longitude: number;
}

export const DEFAULT_DRAFT: ListingDraft = {
  type: 'rent',
  name: '',
  bedrooms: 1,
  bathrooms: 1,
  parking: false,
  furnished: false,
  location: '',
  offer: false,
  regularPrice: 0,
  discountedPrice: 0,
  latitude: 0,
  longitude: 0,
  ...DEFAULT_DETAILS_DRAFT,
};

export type FieldName = keyof ListingDraft | 'images' | 'floorPlan';

export interface ValidationProblem {
  field: FieldName;
  /** The rule it breaks: the form says it in the page's language from it (issue 88). */
  rule: DraftRule;
  /** The length of the text that failed, for a hint that says it. */
  length?: number | undefined;
  /** The toast text (the spec's own wording where it has one). */
  message: string;
  /** A short note shown beside the field; never the same text as the toast. */
  hint: string;
}

/** The form's field a check belongs to: the photo count and the chosen files are both "images". */
const fieldOf = (check: DraftCheck): FieldName => (check === 'imageCount' || check === 'newFiles' ? 'images' : check);

/**
 * Checks a draft against the product's rules (listing-draft-schema.ts); returns every problem, first
 * the ones the spec names a toast for. `images.count` counts kept and new images together.
 */
export function validateListingDraft(
  draft: ListingDraft,
  images: { count: number; newFiles: readonly ImageChoice[]; floorPlan?: ImageChoice | null },
  options: { geocoding: boolean } = { geocoding: false },
): ValidationProblem[] {
  const input = { ...draft, imageCount: images.count, newFiles: images.newFiles, floorPlan: images.floorPlan };
  const found = checkListingDraft(input, {
    type: draft.type,
    currency: draft.currency,
    offer: draft.offer,
    geocoding: options.geocoding,
  });
  return found.map(({ check, rule, message, hint, length }) => ({
    field: fieldOf(check),
    rule,
    message,
    hint,
    length,
  }));
}

/** The stored fields of a valid draft: trimmed text, the discount only with an offer. */
export function draftToListingInput(draft: ListingDraft, imgUrls: string[]): ListingInput {
  const input: ListingInput = {
    ...detailsToInput(draft, draft.type),
    type: draft.type,
    name: draft.name.trim(),
    bedrooms: draft.bedrooms,
    bathrooms: draft.bathrooms,
    parking: draft.parking,
    furnished: draft.furnished,
    location: draft.location.trim(),
    offer: draft.offer,
    regularPrice: draft.regularPrice,
    geolocation: { lat: draft.latitude, lng: draft.longitude },
    imgUrls,
  };
  if (draft.offer) input.discountedPrice = draft.discountedPrice;
  return input;
}

/** The form values that show an existing listing. */
export function listingToDraft(listing: ListingInput): ListingDraft {
  return {
    type: listing.type,
    name: listing.name,
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    parking: listing.parking,
    furnished: listing.furnished,
    location: listing.location,
    offer: listing.offer,
    regularPrice: listing.regularPrice,
    discountedPrice: listing.discountedPrice ?? 0,
    latitude: listing.geolocation.lat,
    longitude: listing.geolocation.lng,
    ...detailsToDraft(listing),
  };
}
