import { formatMoney } from './listing-facts.ts';
import type { Listing } from './listing-types.ts';

type Priced = Pick<Listing, 'type' | 'offer' | 'regularPrice' | 'discountedPrice' | 'currency'>;

/** 1234567 → "1,234,567". */
export function formatPrice(amount: number): string {
  return Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The price a visitor pays: the discounted one while on offer. */
export function currentPrice(listing: Pick<Listing, 'offer' | 'regularPrice' | 'discountedPrice'>): number {
  return listing.offer && listing.discountedPrice !== undefined ? listing.discountedPrice : listing.regularPrice;
}

/** "$1,250 / Month" for rent, "$250,000" for sale; in the listing's currency ("€1,250 / Month"). */
export function priceLabel(listing: Priced): string {
  return `${formatMoney(currentPrice(listing), listing.currency)}${listing.type === 'rent' ? ' / Month' : ''}`;
}

/**
 * Where rents are quoted by the week as well as by the month (issue 86): the one setting per
 * country. In the United Kingdom letting agents and portals show both ("£2,400 pcm, £554 pw").
 */
export const WEEKLY_RENT_COUNTRIES: readonly string[] = ['GB'];

/**
 * "About £554 / Week": a monthly rent by the week (× 12 / 52, to the whole unit), beside the
 * monthly one where the home's country quotes rents so; null elsewhere, for a sale, or before the
 * server has placed the home.
 */
export function weeklyRentLabel(listing: Priced & Pick<Listing, 'country'>): string | null {
  if (listing.type !== 'rent' || !listing.country || !WEEKLY_RENT_COUNTRIES.includes(listing.country)) return null;
  return `About ${formatMoney(Math.round((currentPrice(listing) * 12) / 52), listing.currency)} / Week`;
}

/** The price before the offer ("$300,000"), shown struck beside the discounted one; null without an offer. */
export function wasPriceLabel(listing: Priced): string | null {
  if (!listing.offer || listing.discountedPrice === undefined) return null;
  return formatMoney(listing.regularPrice, listing.currency);
}

/** "$20,000 discount" in the listing's currency; null without an offer. */
export function discountLabel(listing: Priced): string | null {
  const amount = discountAmount(listing);
  return amount === null ? null : `${formatMoney(amount, listing.currency)} discount`;
}

/** "1 Bedroom", "3 Bedrooms", "1 Bathroom"… */
export function roomsLabel(count: number, kind: 'Bedroom' | 'Bathroom'): string {
  return `${count} ${kind}${count === 1 ? '' : 's'}`;
}

/** Regular minus discounted price while on offer, else null. */
export function discountAmount(listing: Pick<Listing, 'offer' | 'regularPrice' | 'discountedPrice'>): number | null {
  if (!listing.offer || listing.discountedPrice === undefined) return null;
  return listing.regularPrice - listing.discountedPrice;
}

/** Only http(s) addresses may become images or links: stored data is not trusted. */
export function isSafeHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
