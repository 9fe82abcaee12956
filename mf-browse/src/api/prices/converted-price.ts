// A listing's price in the currency a search shows (issue 53), beside its own: "DKK 5,180,000
// ≈ €694,000". Converted with the server's reference rates.
import {
  convertAmount,
  currentPrice,
  DEFAULT_CURRENCY,
  formatMoney,
  type Currency,
  type ExchangeRates,
  type Listing,
} from 'listing-domain';

/**
 * A listing's price in `currency` when it is priced in another ("≈ €694,000"); '' while the rates
 * are on their way (the card keeps the line's place, so nothing moves when it comes); undefined
 * when it is priced in `currency`.
 */
export function convertedPriceLabel(
  listing: Pick<Listing, 'currency' | 'offer' | 'regularPrice' | 'discountedPrice'>,
  currency: Currency,
  rates: ExchangeRates | undefined,
): string | undefined {
  const from = listing.currency ?? DEFAULT_CURRENCY;
  if (from === currency) return undefined;
  if (!rates) return '';
  const converted = convertAmount(currentPrice(listing), from, currency, rates);
  // Rounded to three significant figures: a conversion, not a quote.
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(converted, 1))) - 2);
  return `≈ ${formatMoney(Math.round(converted / magnitude) * magnitude, currency)}`;
}
