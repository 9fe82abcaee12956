// A listing's content beyond the spec's fields (issue 35): a description, the key facts people
// decide on, and the currency of its prices. Every one is optional: a listing with the spec's
// fields alone is whole, and its prices are in US dollars, as the spec shows them. The limits here
// are the ones firestore.rules enforces (a unit test of shared-firebase compares them).
import { formatWholeNumber } from './whole-number.ts';

export const PROPERTY_KINDS = ['flat', 'house', 'studio', 'room', 'other'] as const;
export type PropertyKind = (typeof PROPERTY_KINDS)[number];
export const PROPERTY_KIND_LABELS: Record<PropertyKind, string> = {
  flat: 'Flat',
  house: 'House',
  studio: 'Studio',
  room: 'Room',
  other: 'Other',
};

export const ENERGY_RATINGS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyRating = (typeof ENERGY_RATINGS)[number];

/** The currencies a price may be in; US dollars when a listing names none. */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF', 'DKK', 'SEK', 'NOK', 'CAD', 'AUD', 'NZD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

export const AREA_UNITS = ['sqm', 'sqft'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];
export const AREA_UNIT_LABELS: Record<AreaUnit, string> = { sqm: 'm²', sqft: 'ft²' };
/** Square feet in a square metre. */
export const SQFT_PER_SQM = 10.7639;

export const FACT_LIMITS = {
  descriptionMaxLength: 5000,
  floorAreaMin: 1,
  floorAreaMax: 100_000,
  depositMin: 0,
  depositMax: 750_000_000,
  yearBuiltMin: 1000,
  yearBuiltMax: 2100,
  floorMin: -5,
  floorMax: 200,
} as const;

/** "now", or a day as `YYYY-MM-DD`. */
export type AvailableFrom = 'now' | `${number}-${number}-${number}`;
export const AVAILABLE_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The optional content of a listing, as stored (a field is absent when the owner said nothing). */
export interface ListingDetails {
  /** Plain text, paragraphs separated by blank lines; never rendered as HTML. */
  description?: string;
  currency?: Currency;
  propertyKind?: PropertyKind;
  /** In `floorAreaUnit`, the unit the owner gave it in. */
  floorArea?: number;
  floorAreaUnit?: AreaUnit;
  availableFrom?: AvailableFrom;
  /** Rent only. */
  deposit?: number;
  /** Rent only. */
  billsIncluded?: boolean;
  petsAllowed?: boolean;
  energyRating?: EnergyRating;
  yearBuilt?: number;
  /** 0 is the ground floor; below it, basements. */
  floor?: number;
  /** One floor plan image, apart from the photos (an upload of the owner's, as a photo is). */
  floorPlanUrl?: string;
}

export const DETAIL_FIELDS = [
  'description',
  'currency',
  'propertyKind',
  'floorArea',
  'floorAreaUnit',
  'availableFrom',
  'deposit',
  'billsIncluded',
  'petsAllowed',
  'energyRating',
  'yearBuilt',
  'floor',
  'floorPlanUrl',
] as const satisfies readonly (keyof ListingDetails)[];

/** Whether `text` is a real day written `YYYY-MM-DD` (not 2027-02-30). */
export function isCalendarDay(text: string): boolean {
  if (!AVAILABLE_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** The reader's locale where there is one (a browser), else English as the spec shows it. */
export function readerLocale(): string {
  return (typeof navigator !== 'undefined' && navigator.language) || 'en-US';
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * The sign American English writes before an amount of each currency, as Intl writes it ("CHF"
 * and the others with a no-break space): known without asking Intl, whose first use is a long task
 * (decision record 049). A unit test holds it to Intl's answers.
 */
const US_ENGLISH_SIGNS: Readonly<Record<Currency, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  CHF: 'CHF\u00a0',
  DKK: 'DKK\u00a0',
  SEK: 'SEK\u00a0',
  NOK: 'NOK\u00a0',
  CAD: 'CA$',
  AUD: 'A$',
  NZD: 'NZ$',
};
const writesUsEnglish = (locale: string) => /^en(-us)?$/i.test(locale);

/**
 * An amount in its currency, for the reader: "$1,250" in US dollars (the spec's form, in every
 * locale), and otherwise as the reader's locale writes that currency ("€1,250", "£2,100", "CHF 900"
 * in English; "1.250 €" in German).
 */
export function formatMoney(amount: number, currency: Currency = DEFAULT_CURRENCY, locale = readerLocale()): string {
  const rounded = Math.round(amount);
  if (currency === 'USD') return `$${formatWholeNumber(rounded, 'en-US')}`;
  if (writesUsEnglish(locale) && Number.isSafeInteger(rounded)) {
    return `${rounded < 0 ? '-' : ''}${US_ENGLISH_SIGNS[currency]}${formatWholeNumber(Math.abs(rounded), 'en-US')}`;
  }
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
    moneyFormats.set(key, format);
  }
  return format.format(rounded);
}

/** The sign a price in `currency` shows: "$", "€", "£", "CHF"… (as the reader's locale writes it). */
export function currencySymbol(currency: Currency, locale = readerLocale()): string {
  if (currency === 'USD') return '$';
  if (writesUsEnglish(locale)) return US_ENGLISH_SIGNS[currency].trim();
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/** The units of floor area as a form offers them. */
export const AREA_UNIT_OPTIONS: readonly { value: AreaUnit; label: string }[] = AREA_UNITS.map((unit) => ({
  value: unit,
  label: AREA_UNIT_LABELS[unit],
}));

/** The kinds of home as a form offers them. */
export const PROPERTY_KIND_OPTIONS: readonly { value: PropertyKind; label: string }[] = PROPERTY_KINDS.map((kind) => ({
  value: kind,
  label: PROPERTY_KIND_LABELS[kind],
}));

/** The currencies as a form offers them: "EUR (€)". */
export function currencyOptions(locale = readerLocale()): { value: Currency; label: string }[] {
  return CURRENCIES.map((currency) => ({
    value: currency,
    label: `${currency} (${currencySymbol(currency, locale)})`,
  }));
}

/** "85 m² (915 ft²)", the owner's unit first. */
export function areaLabel(area: number, unit: AreaUnit, locale = readerLocale()): string {
  const other: AreaUnit = unit === 'sqm' ? 'sqft' : 'sqm';
  const converted = unit === 'sqm' ? area * SQFT_PER_SQM : area / SQFT_PER_SQM;
  const n = (value: number) => formatWholeNumber(value, locale);
  return `${n(area)} ${AREA_UNIT_LABELS[unit]} (${n(converted)} ${AREA_UNIT_LABELS[other]})`;
}

/** "Now", or the day as the reader writes it ("1 Mar 2027"). */
export function availableLabel(from: AvailableFrom, locale = readerLocale()): string {
  if (from === 'now') return 'Now';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${from}T00:00:00Z`),
  );
}

/** "Ground floor", "3rd floor", "Basement (-1)". */
export function floorLabel(floor: number): string {
  if (floor === 0) return 'Ground floor';
  if (floor < 0) return `Basement (${floor})`;
  const tens = floor % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][floor % 10] ?? 'th');
  return `${floor}${suffix} floor`;
}

/** The facts a listing page names: the kind of home, and the details that are a fact of their own. */
export type FactKey =
  | 'kind'
  | Exclude<
      (typeof DETAIL_FIELDS)[number],
      'description' | 'currency' | 'propertyKind' | 'floorAreaUnit' | 'floorPlanUrl'
    >;

/** The words of the facts table, in one language (a page's own catalogue gives its language's). */
export interface FactWords {
  labels: Record<FactKey, string>;
  kinds: Record<PropertyKind, string>;
  yes: string;
  no: string;
  now: string;
  floor: (floor: number) => string;
}

/** The facts table's words in English, as the page has always said them. */
export const ENGLISH_FACT_WORDS: FactWords = {
  labels: {
    kind: 'Kind of home',
    floorArea: 'Floor area',
    availableFrom: 'Available from',
    deposit: 'Deposit',
    billsIncluded: 'Bills included',
    petsAllowed: 'Pets allowed',
    energyRating: 'Energy rating',
    yearBuilt: 'Year built',
    floor: 'Floor',
  },
  kinds: PROPERTY_KIND_LABELS,
  yes: 'Yes',
  no: 'No',
  now: 'Now',
  floor: floorLabel,
};

export interface Fact {
  key: FactKey;
  label: string;
  value: string;
}

/**
 * The facts table of a listing page: every fact the owner gave, in the order people scan them,
 * in `words`' language (numbers, days and prices as `locale` writes them).
 */
export function keyFacts(
  listing: ListingDetails & { type: 'rent' | 'sale' },
  locale = readerLocale(),
  words: FactWords = ENGLISH_FACT_WORDS,
): Fact[] {
  const facts: Fact[] = [];
  const add = (key: FactKey, value: string | undefined) =>
    value !== undefined && facts.push({ key, label: words.labels[key], value });
  const yesNo = (value: boolean | undefined) => (value === undefined ? undefined : value ? words.yes : words.no);
  add('kind', listing.propertyKind && words.kinds[listing.propertyKind]);
  if (listing.floorArea !== undefined && listing.floorAreaUnit)
    add('floorArea', areaLabel(listing.floorArea, listing.floorAreaUnit, locale));
  add(
    'availableFrom',
    listing.availableFrom &&
      (listing.availableFrom === 'now' ? words.now : availableLabel(listing.availableFrom, locale)),
  );
  if (listing.type === 'rent') {
    add('deposit', listing.deposit === undefined ? undefined : formatMoney(listing.deposit, listing.currency, locale));
    add('billsIncluded', yesNo(listing.billsIncluded));
  }
  add('petsAllowed', yesNo(listing.petsAllowed));
  add('energyRating', listing.energyRating);
  add('yearBuilt', listing.yearBuilt === undefined ? undefined : String(listing.yearBuilt));
  add('floor', listing.floor === undefined ? undefined : words.floor(listing.floor));
  return facts;
}

/**
 * The two facts a card shows: the kind of home and its floor area ("Flat · 85 m²"), where given;
 * the kinds named in `kinds`' language.
 */
export function cardFacts(
  listing: ListingDetails,
  locale = readerLocale(),
  kinds: Record<PropertyKind, string> = PROPERTY_KIND_LABELS,
): string[] {
  const facts: string[] = [];
  if (listing.propertyKind) facts.push(kinds[listing.propertyKind]);
  if (listing.floorArea !== undefined && listing.floorAreaUnit)
    facts.push(`${formatWholeNumber(listing.floorArea, locale)} ${AREA_UNIT_LABELS[listing.floorAreaUnit]}`);
  return facts;
}

/** A description's paragraphs: split at blank lines, each kept with its own line breaks. */
export function descriptionParagraphs(description: string): string[] {
  return description
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** Every image file a listing holds: its photos, then its floor plan (to delete, to keep). */
export function listingImageUrls(listing: { imgUrls: readonly string[]; floorPlanUrl?: string }): string[] {
  return listing.floorPlanUrl ? [...listing.imgUrls, listing.floorPlanUrl] : [...listing.imgUrls];
}
