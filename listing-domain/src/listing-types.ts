import type { ListingDetails } from './listing-facts.ts';
import type { ListingStatus } from './listing-status.ts';

export type ListingType = 'rent' | 'sale';

export interface GeoPoint {
  lat: number;
  lng: number;
}

/**
 * The fields a user edits; the data layer adds the owner and the time. The spec's fields, and the
 * optional details of issue 35 (listing-facts.ts).
 */
export interface ListingInput extends ListingDetails {
  type: ListingType;
  name: string;
  bedrooms: number;
  bathrooms: number;
  parking: boolean;
  furnished: boolean;
  location: string;
  offer: boolean;
  regularPrice: number;
  /** Present exactly when `offer` is true. */
  discountedPrice?: number;
  geolocation: GeoPoint;
  imgUrls: string[];
}

export interface Listing extends ListingInput {
  id: string;
  userRef: string;
  timestamp: Date | null;
  /** Set by its owner apart from the form (issue 36); none: available. */
  status?: ListingStatus;
  /** When the status last changed. */
  statusChangedAt?: Date | null;
  /** The last reduction of its price, noted by the server (issue 37). */
  priceCut?: { from: number; at: Date };
  /** Its price to pay in euros, derived by the server with its exchange rates (issue 53). */
  priceEur?: number;
  /** False once the server took it off the lists, unconfirmed for 90 days (issue 52); absent: listed. */
  listed?: false;
  /** When its owner was asked whether it is still available (issue 52); absent: not asked. */
  staleAskedAt?: Date;
  /** The ISO code of the country it is in, as the server placed it (absent until then). */
  country?: string;
}

export interface UserProfile {
  id: string;
  name: string;
  /**
   * Null when its owner keeps it private (issue 36: "Show my e-mail to visitors" off) or has not
   * verified it yet (issue 47: an unverified address is never shown).
   */
  email: string | null;
  /** True when its owner chose to keep it private. */
  emailPrivate?: boolean;
}

export interface SessionUser {
  uid: string;
  name: string;
  email: string;
}
