// The optional details (listing-facts.ts) as the create and edit forms hold them, their checks and
// their stored form. Nothing here is required: a field left empty is not stored.
import {
  DEFAULT_CURRENCY,
  FACT_LIMITS as F,
  isCalendarDay,
  type AreaUnit,
  type AvailableFrom,
  type Currency,
  type EnergyRating,
  type ListingDetails,
  type PropertyKind,
} from './listing-facts.ts';
import type { ListingType } from './listing-types.ts';
import { hasForbiddenCharacters } from './text-rules.ts';

/** Optional numbers are NaN when not given; choices '' (or null) when not given. */
export interface DetailsDraft {
  description: string;
  currency: Currency;
  propertyKind: PropertyKind | '';
  floorArea: number;
  floorAreaUnit: AreaUnit;
  /** '' (not said), 'now', or a day as `YYYY-MM-DD`. */
  availableFrom: string;
  deposit: number;
  billsIncluded: boolean | null;
  petsAllowed: boolean | null;
  energyRating: EnergyRating | '';
  yearBuilt: number;
  floor: number;
}

export const DEFAULT_DETAILS_DRAFT: DetailsDraft = {
  description: '',
  currency: DEFAULT_CURRENCY,
  propertyKind: '',
  floorArea: Number.NaN,
  floorAreaUnit: 'sqm',
  availableFrom: '',
  deposit: Number.NaN,
  billsIncluded: null,
  petsAllowed: null,
  energyRating: '',
  yearBuilt: Number.NaN,
  floor: Number.NaN,
};

export type DetailField = keyof DetailsDraft;

export interface DetailProblem {
  field: DetailField;
  message: string;
  hint: string;
}

const given = (n: number) => !Number.isNaN(n);
const within = (n: number, low: number, high: number) => Number.isFinite(n) && n >= low && n <= high;

/** A description as stored: one kind of line break, no spaces around it. */
export function cleanDescription(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim();
}

/** Description characters: a name's rules, except that line breaks are allowed (paragraphs). */
function descriptionHasForbidden(text: string): boolean {
  return hasForbiddenCharacters(text.replace(/\n/g, ' '));
}

/** The problems of the details, in the order the form shows the fields. */
export function validateDetails(draft: DetailsDraft, type: ListingType): DetailProblem[] {
  const problems: DetailProblem[] = [];
  const description = cleanDescription(draft.description);
  if (description.length > F.descriptionMaxLength) {
    problems.push({
      field: 'description',
      message: `Description must be at most ${F.descriptionMaxLength} characters`,
      hint: `At most ${F.descriptionMaxLength} characters (${description.length} now).`,
    });
  } else if (descriptionHasForbidden(description)) {
    problems.push({
      field: 'description',
      message: 'Description must not contain control characters',
      hint: 'Remove invisible or control characters.',
    });
  }
  if (given(draft.floorArea) && !within(draft.floorArea, F.floorAreaMin, F.floorAreaMax)) {
    problems.push({
      field: 'floorArea',
      message: `Floor area must be a number from ${F.floorAreaMin} to ${F.floorAreaMax}`,
      hint: `From ${F.floorAreaMin} to ${F.floorAreaMax}, or leave it empty.`,
    });
  }
  if (draft.availableFrom !== '' && draft.availableFrom !== 'now' && !isCalendarDay(draft.availableFrom)) {
    problems.push({
      field: 'availableFrom',
      message: 'Available from must be a date',
      hint: 'Choose a day, or "Now".',
    });
  }
  if (type === 'rent' && given(draft.deposit) && !within(draft.deposit, F.depositMin, F.depositMax)) {
    problems.push({
      field: 'deposit',
      message: `Deposit must be a number from ${F.depositMin} to ${F.depositMax}`,
      hint: `From ${F.depositMin} to ${F.depositMax}, or leave it empty.`,
    });
  }
  if (
    given(draft.yearBuilt) &&
    !(Number.isInteger(draft.yearBuilt) && within(draft.yearBuilt, F.yearBuiltMin, F.yearBuiltMax))
  ) {
    problems.push({
      field: 'yearBuilt',
      message: `Year built must be a whole number from ${F.yearBuiltMin} to ${F.yearBuiltMax}`,
      hint: `A year, ${F.yearBuiltMin}–${F.yearBuiltMax}, or leave it empty.`,
    });
  }
  if (given(draft.floor) && !(Number.isInteger(draft.floor) && within(draft.floor, F.floorMin, F.floorMax))) {
    problems.push({
      field: 'floor',
      message: `Floor must be a whole number from ${F.floorMin} to ${F.floorMax}`,
      hint: `0 is the ground floor; ${F.floorMin} to ${F.floorMax}, or leave it empty.`,
    });
  }
  return problems;
}

/**
 * The stored details of a valid draft: only what was given, the rent-only facts only for rent, US
 * dollars left unsaid (the spec's listings have no currency field).
 */
export function detailsToInput(draft: DetailsDraft, type: ListingType): ListingDetails {
  const d: ListingDetails = {};
  const description = cleanDescription(draft.description);
  if (description) d.description = description;
  if (draft.currency !== DEFAULT_CURRENCY) d.currency = draft.currency;
  if (draft.propertyKind) d.propertyKind = draft.propertyKind;
  if (given(draft.floorArea)) {
    d.floorArea = draft.floorArea;
    d.floorAreaUnit = draft.floorAreaUnit;
  }
  if (draft.availableFrom) d.availableFrom = draft.availableFrom as AvailableFrom;
  if (type === 'rent') {
    if (given(draft.deposit)) d.deposit = draft.deposit;
    if (draft.billsIncluded !== null) d.billsIncluded = draft.billsIncluded;
  }
  if (draft.petsAllowed !== null) d.petsAllowed = draft.petsAllowed;
  if (draft.energyRating) d.energyRating = draft.energyRating;
  if (given(draft.yearBuilt)) d.yearBuilt = draft.yearBuilt;
  if (given(draft.floor)) d.floor = draft.floor;
  return d;
}

/** The form values that show a listing's details. */
export function detailsToDraft(listing: ListingDetails): DetailsDraft {
  return {
    description: listing.description ?? '',
    currency: listing.currency ?? DEFAULT_CURRENCY,
    propertyKind: listing.propertyKind ?? '',
    floorArea: listing.floorArea ?? Number.NaN,
    floorAreaUnit: listing.floorAreaUnit ?? 'sqm',
    availableFrom: listing.availableFrom ?? '',
    deposit: listing.deposit ?? Number.NaN,
    billsIncluded: listing.billsIncluded ?? null,
    petsAllowed: listing.petsAllowed ?? null,
    energyRating: listing.energyRating ?? '',
    yearBuilt: listing.yearBuilt ?? Number.NaN,
    floor: listing.floor ?? Number.NaN,
  };
}
