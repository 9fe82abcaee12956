// What the create and edit forms check before a save, as one valibot schema: each field's checks
// with the toast the form shows (the spec's own wording where it has one) and a shorter hint beside
// the field. The limits are listing-limits.ts' and listing-facts.ts', the numbers firestore.rules
// enforces (a drift test compares them).
import * as v from 'valibot';
import { IMAGE_CONTENT_TYPES, IMAGE_EXTENSIONS, LISTING_LIMITS as L } from './listing-limits.ts';
import { FACT_LIMITS as F, formatMoney, isCalendarDay, type Currency } from './listing-facts.ts';
import type { ListingType } from './listing-types.ts';
import { hasForbiddenCharacters, hasVisibleCharacter } from './text-rules.ts';

export const DISCOUNT_MESSAGE = 'Discounted price needs to be less than regular price';
export const MAX_IMAGES_MESSAGE = 'Max 6 images';

export interface DraftSchemaOptions {
  type: ListingType;
  currency: Currency;
  offer: boolean;
  geocoding: boolean;
}

/** A hint beside a field: fixed text, or text about the value that failed. */
type Hint = string | ((input: unknown) => string);

/**
 * Which rule a problem breaks (issue 88): the form says it in the page's language from its own
 * words for it, the English here being the spec's and the site's own.
 */
export const DRAFT_RULES = [
  'name-length',
  'name-visible',
  'name-control',
  'bedrooms',
  'bathrooms',
  'address-required',
  'address-length',
  'address-control',
  'latitude',
  'longitude',
  'regular-price',
  'discounted-price',
  'images-max',
  'images-min',
  'image-types',
  'floor-plan-type',
  'description-length',
  'description-control',
  'floor-area',
  'available-from',
  'deposit',
  'year-built',
  'floor',
  'discount',
] as const;
export type DraftRule = (typeof DRAFT_RULES)[number];

/** A description as stored: one kind of line break, no spaces around it. */
export function cleanDescription(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim();
}

/** Description characters: a name's rules, except that line breaks are allowed (paragraphs). */
const descriptionIsClean = (text: string) => !hasForbiddenCharacters(text.replace(/\n/g, ' '));

/** A file the photo inputs accept: .jpg/.jpeg/.png, with an image content type (or none reported). */
export const imageChoiceSchema = (message?: string) =>
  v.object({
    name: v.pipe(
      v.string(message),
      v.toLowerCase(),
      v.check((name) => IMAGE_EXTENSIONS.some((ext) => name.endsWith(ext)), message),
    ),
    type: v.union([v.literal(''), v.picklist(IMAGE_CONTENT_TYPES)], message),
  });

/** A file as a file input reports it. */
export interface ImageChoice {
  name: string;
  type: string;
}

const ACCEPTED_IMAGE = imageChoiceSchema();

/** True for a .jpg/.jpeg/.png file with an image content type (or none reported). */
export const isAcceptedImage = (file: ImageChoice): boolean => v.is(ACCEPTED_IMAGE, file);

/** The order the form shows its fields (and so its problems) in: the spec's fields first. */
export const DRAFT_CHECK_ORDER = [
  'name',
  'bedrooms',
  'bathrooms',
  'location',
  'latitude',
  'longitude',
  'regularPrice',
  'discountedPrice',
  'imageCount',
  'newFiles',
  'floorPlan',
  'description',
  'floorArea',
  'availableFrom',
  'deposit',
  'yearBuilt',
  'floor',
] as const;
export type DraftCheck = (typeof DRAFT_CHECK_ORDER)[number];

/**
 * The schema a draft is checked with, for its type, currency and offer (the checks that depend on
 * them), and the hint of each message it can give.
 */
export function listingDraftSchema(options: DraftSchemaOptions) {
  const hints = new Map<string, Hint>();
  const rules = new Map<string, DraftRule>();
  /** The toast `message` of `rule`, remembered with its hint. */
  const say = (rule: DraftRule, message: string, hint: Hint) => {
    hints.set(message, hint);
    rules.set(message, rule);
    return message;
  };
  /** A number the form leaves NaN when not given: checked by `schema` only when given. */
  const optionalNumber = (schema: v.GenericSchema<number>) =>
    v.pipe(
      v.custom<number>((value) => typeof value === 'number'),
      v.transform((n) => (Number.isNaN(n) ? undefined : n)),
      v.optional(schema),
    );
  const numberFrom = (low: number, high: number, message: string) =>
    v.pipe(v.number(message), v.finite(message), v.minValue(low, message), v.maxValue(high, message));
  const wholeFrom = (low: number, high: number, message: string) =>
    v.pipe(v.number(message), v.integer(message), v.minValue(low, message), v.maxValue(high, message));

  const prices = `${formatMoney(L.priceMin, options.currency)} to ${formatMoney(L.priceMax, options.currency)}`;
  const rooms = (label: 'Bedrooms' | 'Bathrooms') =>
    wholeFrom(
      L.roomsMin,
      L.roomsMax,
      say(
        label === 'Bedrooms' ? 'bedrooms' : 'bathrooms',
        `${label} must be a whole number from ${L.roomsMin} to ${L.roomsMax}`,
        `A whole number, ${L.roomsMin}–${L.roomsMax}.`,
      ),
    );
  const noControl = say(
    'name-control',
    'Name must not contain control characters',
    'Remove invisible or control characters.',
  );
  const nameLength = say(
    'name-length',
    `Name must be ${L.nameMinLength} to ${L.nameMaxLength} characters`,
    `Use ${L.nameMinLength}–${L.nameMaxLength} characters.`,
  );
  const imageTypes = 'Only .jpg, .jpeg or .png.';

  const fields = v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(L.nameMinLength, nameLength),
      v.maxLength(L.nameMaxLength, nameLength),
      v.check(
        hasVisibleCharacter,
        say(
          'name-visible',
          'Name must contain letters or digits, not only spaces',
          'Spaces and invisible characters alone are not a name.',
        ),
      ),
      v.check((name) => !hasForbiddenCharacters(name), noControl),
    ),
    bedrooms: rooms('Bedrooms'),
    bathrooms: rooms('Bathrooms'),
    location: v.pipe(
      v.string(),
      v.check(hasVisibleCharacter, say('address-required', 'Address is required', 'Enter the address.')),
      v.maxLength(
        L.locationMaxLength,
        say(
          'address-length',
          `Address must be at most ${L.locationMaxLength} characters`,
          `At most ${L.locationMaxLength} characters.`,
        ),
      ),
      v.check(
        (address) => !hasForbiddenCharacters(address.trim()),
        say(
          'address-control',
          'Address must not contain control characters',
          'Remove invisible or control characters.',
        ),
      ),
    ),
    latitude: options.geocoding
      ? v.unknown()
      : numberFrom(-90, 90, say('latitude', 'Latitude must be a number from -90 to 90', 'From -90 to 90.')),
    longitude: options.geocoding
      ? v.unknown()
      : numberFrom(-180, 180, say('longitude', 'Longitude must be a number from -180 to 180', 'From -180 to 180.')),
    regularPrice: numberFrom(
      L.priceMin,
      L.priceMax,
      say('regular-price', `Regular price must be from ${prices}`, `From ${prices}.`),
    ),
    discountedPrice: options.offer
      ? numberFrom(
          L.priceMin,
          L.priceMax,
          say('discounted-price', `Discounted price must be from ${prices}`, `From ${prices}.`),
        )
      : v.unknown(),
    imageCount: v.pipe(
      v.number(),
      v.maxValue(L.imagesMax, say('images-max', MAX_IMAGES_MESSAGE, `Choose ${L.imagesMax} or fewer.`)),
      v.minValue(L.imagesMin, say('images-min', 'Please choose at least one image', 'Choose at least one.')),
    ),
    newFiles: v.array(imageChoiceSchema(say('image-types', 'Images must be .jpg, .jpeg or .png files', imageTypes))),
    floorPlan: v.nullish(
      imageChoiceSchema(say('floor-plan-type', 'The floor plan must be a .jpg, .jpeg or .png file', imageTypes)),
    ),
    description: v.pipe(
      v.string(),
      v.transform(cleanDescription),
      v.maxLength(
        F.descriptionMaxLength,
        say(
          'description-length',
          `Description must be at most ${F.descriptionMaxLength} characters`,
          (input) => `At most ${F.descriptionMaxLength} characters (${String(input).length} now).`,
        ),
      ),
      v.check(
        descriptionIsClean,
        say(
          'description-control',
          'Description must not contain control characters',
          'Remove invisible or control characters.',
        ),
      ),
    ),
    floorArea: optionalNumber(
      numberFrom(
        F.floorAreaMin,
        F.floorAreaMax,
        say(
          'floor-area',
          `Floor area must be a number from ${F.floorAreaMin} to ${F.floorAreaMax}`,
          `From ${F.floorAreaMin} to ${F.floorAreaMax}, or leave it empty.`,
        ),
      ),
    ),
    availableFrom: v.pipe(
      v.string(),
      v.check(
        (day) => day === '' || day === 'now' || isCalendarDay(day),
        say('available-from', 'Available from must be a date', 'Choose a day, or "Now".'),
      ),
    ),
    deposit:
      options.type === 'rent'
        ? optionalNumber(
            numberFrom(
              F.depositMin,
              F.depositMax,
              say(
                'deposit',
                `Deposit must be a number from ${F.depositMin} to ${F.depositMax}`,
                `From ${F.depositMin} to ${F.depositMax}, or leave it empty.`,
              ),
            ),
          )
        : v.unknown(),
    yearBuilt: optionalNumber(
      wholeFrom(
        F.yearBuiltMin,
        F.yearBuiltMax,
        say(
          'year-built',
          `Year built must be a whole number from ${F.yearBuiltMin} to ${F.yearBuiltMax}`,
          `A year, ${F.yearBuiltMin}–${F.yearBuiltMax}, or leave it empty.`,
        ),
      ),
    ),
    floor: optionalNumber(
      wholeFrom(
        F.floorMin,
        F.floorMax,
        say(
          'floor',
          `Floor must be a whole number from ${F.floorMin} to ${F.floorMax}`,
          `0 is the ground floor; ${F.floorMin} to ${F.floorMax}, or leave it empty.`,
        ),
      ),
    ),
  } satisfies Record<DraftCheck, v.GenericSchema>);

  const schema = v.pipe(
    fields,
    v.forward(
      v.partialCheck(
        [['regularPrice'], ['discountedPrice']],
        (draft) => !options.offer || Number(draft.discountedPrice) < draft.regularPrice,
        say('discount', DISCOUNT_MESSAGE, 'Must be below the regular price.'),
      ),
      ['discountedPrice'],
    ),
  );
  return { schema, hints, rules };
}

/**
 * Every rule's English toast and hint for `options` (a form that says them in another language
 * holds its own English to these in a test).
 */
export function draftRuleMessages(options: DraftSchemaOptions): { rule: DraftRule; message: string; hint: Hint }[] {
  const { rules, hints } = listingDraftSchema(options);
  return [...rules].map(([message, rule]) => ({ rule, message, hint: hints.get(message) ?? '' }));
}

/** A problem the schema found: the check it failed, the toast, and the hint beside the field. */
export interface DraftIssue {
  check: DraftCheck;
  /** The rule it breaks (the page says it in its language from it), and the English words. */
  rule: DraftRule;
  message: string;
  hint: string;
  /** The length of the text that failed, for a hint that says it ("5,012 now"). */
  length?: number | undefined;
}

/**
 * The problems of `input` (a draft with its image choices), one per check (the first its field
 * failed), in the form's order.
 */
export function checkListingDraft(input: Record<DraftCheck, unknown>, options: DraftSchemaOptions): DraftIssue[] {
  const { schema, hints, rules } = listingDraftSchema(options);
  const result = v.safeParse(schema, input);
  if (result.success) return [];
  const found = new Map<DraftCheck, DraftIssue>();
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    const check = DRAFT_CHECK_ORDER.find((name) => name === key);
    if (!check || found.has(check)) continue;
    const hint = hints.get(issue.message) ?? '';
    const rule = rules.get(issue.message);
    if (!rule) throw new Error(`No rule for the message "${issue.message}"`);
    found.set(check, {
      check,
      rule,
      message: issue.message,
      hint: typeof hint === 'function' ? hint(issue.input) : hint,
      length: rule === 'description-length' ? String(issue.input).length : undefined,
    });
  }
  return DRAFT_CHECK_ORDER.flatMap((check) => found.get(check) ?? []);
}
