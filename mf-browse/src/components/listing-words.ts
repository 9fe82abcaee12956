// What the browsing slice's pages say of a listing (its price, rooms, status and facts), in the
// site's language from this slice's catalogue (issue 88). English is what listing-domain's labels
// say, word for word (the spec's "$1,250 / Month", "3 Bedrooms", "For Rent"); its prices in the
// reader's own way, as before; another language writes its numbers and prices its own way.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { withValues } from 'design-system/slice-i18n';
import {
  currentPrice,
  discountAmount,
  cardFacts,
  ENGLISH_FACT_WORDS,
  formatMoney,
  floorLabel,
  keyFacts,
  readerLocale,
  roomsLabel,
  shownPriceCut,
  STALE_UNLIST_DAYS,
  WEEKLY_RENT_COUNTRIES,
  type Fact,
  type FactKey,
  type Listing,
  type ListingStatus,
  type PropertyKind,
} from 'listing-domain';
import { writingLocale } from 'site-contract/locale';

type Priced = Pick<Listing, 'type' | 'offer' | 'regularPrice' | 'discountedPrice' | 'currency'>;

/** The locale prices, numbers and days are written in: the site's unless English (the reader's then). */
export function numbersLocale(i18n: I18n): string {
  return writingLocale(i18n.locale) ?? readerLocale();
}

const money = (i18n: I18n, amount: number, currency: Listing['currency']) =>
  formatMoney(amount, currency, numbersLocale(i18n));

/** "$1,250 / Month" for rent, "$250,000" for sale. */
export function priceText(i18n: I18n, listing: Priced): string {
  const price = money(i18n, currentPrice(listing), listing.currency);
  return listing.type === 'rent' ? i18n._(msg`${price} / Month`) : price;
}

/** "About £554 / Week" where the home's country quotes rents by the week (listing-domain's rule). */
export function weeklyRentText(i18n: I18n, listing: Priced & Pick<Listing, 'country'>): string | null {
  if (listing.type !== 'rent' || !listing.country || !WEEKLY_RENT_COUNTRIES.includes(listing.country)) return null;
  const price = money(i18n, Math.round((currentPrice(listing) * 12) / 52), listing.currency);
  return i18n._(msg`About ${price} / Week`);
}

/** The price before the offer, shown struck; null without an offer. */
export function wasPriceText(i18n: I18n, listing: Priced): string | null {
  if (!listing.offer || listing.discountedPrice === undefined) return null;
  return money(i18n, listing.regularPrice, listing.currency);
}

/** "Reduced from $1,400" for a recent cut the price still shows; else null. */
export function priceCutText(i18n: I18n, listing: Parameters<typeof shownPriceCut>[0]): string | null {
  const from = shownPriceCut(listing);
  if (from === null) return null;
  const before = money(i18n, from, listing.currency);
  return i18n._(msg`Reduced from ${before}`);
}

/** "$20,000 discount"; null without an offer. */
export function discountText(i18n: I18n, listing: Priced): string | null {
  const amount = discountAmount(listing);
  if (amount === null) return null;
  const discount = money(i18n, amount, listing.currency);
  return i18n._(msg`${discount} discount`);
}

/**
 * Whether the page speaks English, whose words here are listing-domain's own: written without a
 * plural rule or a number format from Intl, as the lists and a listing take over without asking
 * Intl for anything (its first object is a long task, decision record 049). Another language
 * writes its prices with Intl anyway, and its plurals with Lingui's (Intl's) rules.
 */
const inEnglish = (i18n: I18n) => i18n.locale === 'en';

/** "1 Bedroom", "3 Bedrooms". */
export const bedroomsText = (i18n: I18n, count: number) =>
  inEnglish(i18n)
    ? roomsLabel(count, 'Bedroom')
    : withValues(i18n, msg({ message: '{count, plural, one {# Bedroom} other {# Bedrooms}}' }), { count });

/** "1 Bathroom", "2 Bathrooms". */
export const bathroomsText = (i18n: I18n, count: number) =>
  inEnglish(i18n)
    ? roomsLabel(count, 'Bathroom')
    : withValues(i18n, msg({ message: '{count, plural, one {# Bathroom} other {# Bathrooms}}' }), { count });

/** The spec's badge of a listing's type. */
export const typeBadge = (i18n: I18n, type: Listing['type']) =>
  type === 'rent' ? i18n._(msg`For Rent`) : i18n._(msg`For Sale`);

/** A status as its badge and the owner's choice say it. */
export const STATUS_WORDS: Record<ListingStatus, MessageDescriptor> = {
  available: msg`Available`,
  'under-offer': msg`Under offer`,
  'let-agreed': msg`Let agreed`,
  sold: msg`Sold`,
};

/** The badge a home shows: none while it is available. */
export function statusBadgeText(i18n: I18n, status: ListingStatus | undefined): string | undefined {
  return status && status !== 'available' ? i18n._(STATUS_WORDS[status]) : undefined;
}

/** What a visitor reads on the page of a home taken off the lists. */
export const mayBeGoneNote = (i18n: I18n) =>
  i18n._(msg`This home may no longer be available: its owner has not confirmed it for ${STALE_UNLIST_DAYS} days.`);

const FACT_LABELS: Record<FactKey, MessageDescriptor> = {
  kind: msg`Kind of home`,
  floorArea: msg`Floor area`,
  availableFrom: msg`Available from`,
  deposit: msg`Deposit`,
  billsIncluded: msg`Bills included`,
  petsAllowed: msg`Pets allowed`,
  energyRating: msg`Energy rating`,
  yearBuilt: msg`Year built`,
  floor: msg`Floor`,
};

export const KIND_WORDS: Record<PropertyKind, MessageDescriptor> = {
  flat: msg`Flat`,
  house: msg`House`,
  studio: msg`Studio`,
  room: msg`Room`,
  other: msg`Other`,
};

/** "Ground floor", "3rd floor", "Basement (-1)". */
function floorText(i18n: I18n, floor: number): string {
  if (inEnglish(i18n)) return floorLabel(floor);
  if (floor === 0) return i18n._(msg`Ground floor`);
  if (floor < 0) return i18n._(msg`Basement (${floor})`);
  return withValues(
    i18n,
    msg({ message: '{floor, selectordinal, one {#st floor} two {#nd floor} few {#rd floor} other {#th floor}}' }),
    { floor },
  );
}

const translate = <K extends string>(i18n: I18n, words: Record<K, MessageDescriptor>) =>
  Object.fromEntries(Object.entries<MessageDescriptor>(words).map(([key, word]) => [key, i18n._(word)])) as Record<
    K,
    string
  >;

/** The listing's facts table in the site's language. */
export function factsOf(i18n: I18n, listing: Listing): Fact[] {
  return keyFacts(listing, numbersLocale(i18n), {
    ...ENGLISH_FACT_WORDS,
    labels: translate(i18n, FACT_LABELS),
    kinds: translate(i18n, KIND_WORDS),
    yes: i18n._(msg`Yes`),
    no: i18n._(msg`No`),
    now: i18n._(msg`Now`),
    floor: (floor) => floorText(i18n, floor),
  });
}

/** The two facts a card shows (the kind of home, its floor area) in the site's language. */
export function cardFactsText(i18n: I18n, listing: Listing): string[] {
  return cardFacts(listing, numbersLocale(i18n), translate(i18n, KIND_WORDS));
}
