import { IMAGE_CONTENT_TYPES, IMAGE_EXTENSIONS, LISTING_LIMITS as L } from './listing-limits.ts';
import type { ListingDetails } from './listing-facts.ts';
import {
  DEFAULT_DETAILS_DRAFT,
  detailsToDraft,
  detailsToInput,
  validateDetails,
  type DetailsDraft,
} from './listing-details-draft.ts';
import type { ListingInput } from './listing-types.ts';
import { hasForbiddenCharacters, hasVisibleCharacter } from './text-rules.ts';
import { formatMoney, type Currency } from './listing-facts.ts';

/**
 * The allowed prices as prices read, in the listing's currency (issue 53): "$50 to $750,000,000",
 * "£50 to £750,000,000".
 */
const priceRange = (currency: Currency) =>
  `${formatMoney(L.priceMin, currency)} to ${formatMoney(L.priceMax, currency)}`;

export const DISCOUNT_MESSAGE = 'Discounted price needs to be less than regular price';
export const MAX_IMAGES_MESSAGE = 'Max 6 images';

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

export interface ImageChoice {
  name: string;
  type: string;
}

export type FieldName = keyof ListingDraft | 'images' | 'floorPlan';

export interface ValidationProblem {
  field: FieldName;
  /** The toast text (the spec's own wording where it has one). */
  message: string;
  /** A short note shown beside the field; never the same text as the toast. */
  hint: string;
}

const isWhole = (n: number) => Number.isInteger(n);
const within = (n: number, low: number, high: number) => Number.isFinite(n) && n >= low && n <= high;

/** True for a .jpg/.jpeg/.png file with an image content type (or none reported). */
export function isAcceptedImage(file: ImageChoice): boolean {
  const lower = file.name.toLowerCase();
  const extensionOk = IMAGE_EXTENSIONS.some((ext) => lower.endsWith(ext));
  const typeOk = file.type === '' || (IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type);
  return extensionOk && typeOk;
}

/**
 * Checks a draft against the product's rules; returns every problem, first the ones the
 * spec names a toast for. `imageCount` counts kept and new images together.
 */
export function validateListingDraft(
  draft: ListingDraft,
  images: { count: number; newFiles: readonly ImageChoice[]; floorPlan?: ImageChoice | null },
  options: { geocoding: boolean } = { geocoding: false },
): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  const name = draft.name.trim();
  if (name.length < L.nameMinLength || name.length > L.nameMaxLength) {
    problems.push({
      field: 'name',
      message: `Name must be ${L.nameMinLength} to ${L.nameMaxLength} characters`,
      hint: `Use ${L.nameMinLength}–${L.nameMaxLength} characters.`,
    });
  } else if (!hasVisibleCharacter(name)) {
    problems.push({
      field: 'name',
      message: 'Name must contain letters or digits, not only spaces',
      hint: 'Spaces and invisible characters alone are not a name.',
    });
  } else if (hasForbiddenCharacters(name)) {
    problems.push({
      field: 'name',
      message: 'Name must not contain control characters',
      hint: 'Remove invisible or control characters.',
    });
  }
  for (const field of ['bedrooms', 'bathrooms'] as const) {
    const value = draft[field];
    if (!isWhole(value) || !within(value, L.roomsMin, L.roomsMax)) {
      const label = field === 'bedrooms' ? 'Bedrooms' : 'Bathrooms';
      problems.push({
        field,
        message: `${label} must be a whole number from ${L.roomsMin} to ${L.roomsMax}`,
        hint: `A whole number, ${L.roomsMin}–${L.roomsMax}.`,
      });
    }
  }
  if (!hasVisibleCharacter(draft.location)) {
    problems.push({ field: 'location', message: 'Address is required', hint: 'Enter the address.' });
  } else if (draft.location.length > L.locationMaxLength) {
    problems.push({
      field: 'location',
      message: `Address must be at most ${L.locationMaxLength} characters`,
      hint: `At most ${L.locationMaxLength} characters.`,
    });
  } else if (hasForbiddenCharacters(draft.location.trim())) {
    problems.push({
      field: 'location',
      message: 'Address must not contain control characters',
      hint: 'Remove invisible or control characters.',
    });
  }
  if (!options.geocoding) {
    if (!within(draft.latitude, -90, 90)) {
      problems.push({
        field: 'latitude',
        message: 'Latitude must be a number from -90 to 90',
        hint: 'From -90 to 90.',
      });
    }
    if (!within(draft.longitude, -180, 180)) {
      problems.push({
        field: 'longitude',
        message: 'Longitude must be a number from -180 to 180',
        hint: 'From -180 to 180.',
      });
    }
  }
  const prices = priceRange(draft.currency);
  if (!within(draft.regularPrice, L.priceMin, L.priceMax)) {
    problems.push({
      field: 'regularPrice',
      message: `Regular price must be from ${prices}`,
      hint: `From ${prices}.`,
    });
  }
  if (draft.offer) {
    if (!within(draft.discountedPrice, L.priceMin, L.priceMax)) {
      problems.push({
        field: 'discountedPrice',
        message: `Discounted price must be from ${prices}`,
        hint: `From ${prices}.`,
      });
    } else if (draft.discountedPrice >= draft.regularPrice) {
      problems.push({ field: 'discountedPrice', message: DISCOUNT_MESSAGE, hint: 'Must be below the regular price.' });
    }
  }
  if (images.count > L.imagesMax) {
    problems.push({ field: 'images', message: MAX_IMAGES_MESSAGE, hint: `Choose ${L.imagesMax} or fewer.` });
  } else if (images.count < L.imagesMin) {
    problems.push({ field: 'images', message: 'Please choose at least one image', hint: 'Choose at least one.' });
  }
  if (images.newFiles.some((file) => !isAcceptedImage(file))) {
    problems.push({
      field: 'images',
      message: 'Images must be .jpg, .jpeg or .png files',
      hint: 'Only .jpg, .jpeg or .png.',
    });
  }
  if (images.floorPlan && !isAcceptedImage(images.floorPlan)) {
    problems.push({
      field: 'floorPlan',
      message: 'The floor plan must be a .jpg, .jpeg or .png file',
      hint: 'Only .jpg, .jpeg or .png.',
    });
  }
  // The optional details last: the spec's own fields and their toasts come first.
  problems.push(...validateDetails(draft, draft.type));
  return problems;
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
