import type { Listing } from './listing-types.ts';

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

/** "$1,250 / Month" for rent, "$250,000" for sale. */
export function priceLabel(listing: Pick<Listing, 'type' | 'offer' | 'regularPrice' | 'discountedPrice'>): string {
  return `$${formatPrice(currentPrice(listing))}${listing.type === 'rent' ? ' / Month' : ''}`;
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
