// A price reduction (issue 37): the server notes it on the listing (`priceCut`: the price to pay
// before, and when), as no client may (the listing editor's trigger, the listings' owner, issue 87);
// pages show "Reduced" with the previous price for 30 days, while the price is still under it, and
// the browsing slice tells who saved the home.
import { formatMoney } from './listing-facts.ts';
import { currentPrice } from './listing-format.ts';
import type { Listing } from './listing-types.ts';

/** How long a listing shows its reduction. */
export const PRICE_CUT_SHOWN_DAYS = 30;

export interface PriceCut {
  /** The price to pay before the reduction. */
  from: number;
  at: Date;
}

type Cut = Pick<Listing, 'offer' | 'regularPrice' | 'discountedPrice' | 'currency' | 'priceCut'>;

/** "Reduced from $1,200" while the reduction is recent and the price still under it; else null. */
export function priceCutLabel(listing: Cut, now: Date = new Date()): string | null {
  const from = shownPriceCut(listing, now);
  return from === null ? null : `Reduced from ${formatMoney(from, listing.currency)}`;
}

/** The price before a recent cut that the listing still shows, or null (priceCutLabel's rule). */
export function shownPriceCut(listing: Cut, now: Date = new Date()): number | null {
  const cut = listing.priceCut;
  if (!cut) return null;
  const recent = now.getTime() - cut.at.getTime() <= PRICE_CUT_SHOWN_DAYS * 86_400_000;
  return !recent || currentPrice(listing) >= cut.from ? null : cut.from;
}

/** The price before, when the stored `after` costs less than `before` in the same currency; else null. */
export function priceFall(before: Record<string, unknown> | undefined, after: Record<string, unknown>): number | null {
  const was = before?.priceToPay;
  const now = after.priceToPay;
  if (typeof was !== 'number' || typeof now !== 'number' || now >= was) return null;
  return before?.currencyCode === after.currencyCode ? was : null;
}
