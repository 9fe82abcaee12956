// The optional details (listing-facts.ts) as the create and edit forms hold them, their checks and
// their stored form. Nothing here is required: a field left empty is not stored.
import {
  DEFAULT_CURRENCY,
  type AreaUnit,
  type AvailableFrom,
  type Currency,
  type EnergyRating,
  type ListingDetails,
  type PropertyKind,
} from './listing-facts.ts';
import type { ListingType } from './listing-types.ts';
import { cleanDescription } from './listing-draft-schema.ts';

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

/** Optional numbers are NaN when not given. */
const given = (n: number) => !Number.isNaN(n);

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
