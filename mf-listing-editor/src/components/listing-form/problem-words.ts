// What the create and edit forms say of a problem (issue 88): the toast and the hint beside the
// field, in the page's language. English is listing-domain's own words, word for word (the spec's
// 'Discounted price needs to be less than regular price' and 'Max 6 images' among them); another
// language says each rule from this slice's catalogue, with the same limits.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { withValues } from 'design-system/slice-i18n';
import {
  FACT_LIMITS as F,
  formatMoney,
  LISTING_LIMITS as L,
  type Currency,
  type DraftRule,
  type ValidationProblem,
} from 'listing-domain';

const { roomsMin, roomsMax, nameMinLength, nameMaxLength, locationMaxLength, imagesMax } = L;
const { descriptionMaxLength, floorAreaMin, floorAreaMax, depositMin, depositMax } = F;
const { yearBuiltMin, yearBuiltMax, floorMin, floorMax } = F;

const CONTROL_HINT = msg`Remove invisible or control characters.`;
const IMAGE_TYPES_HINT = msg`Only .jpg, .jpeg or .png.`;

/** Each rule's toast and hint; `{min}` and `{max}` are prices, `{length}` the text's length. */
const WORDS: Record<DraftRule, { message: MessageDescriptor; hint: MessageDescriptor }> = {
  'name-length': {
    message: msg`Name must be ${nameMinLength} to ${nameMaxLength} characters`,
    hint: msg`Use ${nameMinLength}–${nameMaxLength} characters.`,
  },
  'name-visible': {
    message: msg`Name must contain letters or digits, not only spaces`,
    hint: msg`Spaces and invisible characters alone are not a name.`,
  },
  'name-control': { message: msg`Name must not contain control characters`, hint: CONTROL_HINT },
  bedrooms: {
    message: msg`Bedrooms must be a whole number from ${roomsMin} to ${roomsMax}`,
    hint: msg`A whole number, ${roomsMin}–${roomsMax}.`,
  },
  bathrooms: {
    message: msg`Bathrooms must be a whole number from ${roomsMin} to ${roomsMax}`,
    hint: msg`A whole number, ${roomsMin}–${roomsMax}.`,
  },
  'address-required': { message: msg`Address is required`, hint: msg`Enter the address.` },
  'address-length': {
    message: msg`Address must be at most ${locationMaxLength} characters`,
    hint: msg`At most ${locationMaxLength} characters.`,
  },
  'address-control': { message: msg`Address must not contain control characters`, hint: CONTROL_HINT },
  latitude: { message: msg`Latitude must be a number from -90 to 90`, hint: msg`From -90 to 90.` },
  longitude: { message: msg`Longitude must be a number from -180 to 180`, hint: msg`From -180 to 180.` },
  'regular-price': {
    message: msg({ message: 'Regular price must be from {min} to {max}' }),
    hint: msg({ message: 'From {min} to {max}.' }),
  },
  'discounted-price': {
    message: msg({ message: 'Discounted price must be from {min} to {max}' }),
    hint: msg({ message: 'From {min} to {max}.' }),
  },
  'images-max': { message: msg`Max ${imagesMax} images`, hint: msg`Choose ${imagesMax} or fewer.` },
  'images-min': { message: msg`Please choose at least one image`, hint: msg`Choose at least one.` },
  'image-types': { message: msg`Images must be .jpg, .jpeg or .png files`, hint: IMAGE_TYPES_HINT },
  'floor-plan-type': { message: msg`The floor plan must be a .jpg, .jpeg or .png file`, hint: IMAGE_TYPES_HINT },
  'description-length': {
    message: msg`Description must be at most ${descriptionMaxLength} characters`,
    hint: msg({ message: 'At most {descriptionMaxLength} characters ({length} now).' }),
  },
  'description-control': { message: msg`Description must not contain control characters`, hint: CONTROL_HINT },
  'floor-area': {
    message: msg`Floor area must be a number from ${floorAreaMin} to ${floorAreaMax}`,
    hint: msg`From ${floorAreaMin} to ${floorAreaMax}, or leave it empty.`,
  },
  'available-from': { message: msg`Available from must be a date`, hint: msg`Choose a day, or "Now".` },
  deposit: {
    message: msg`Deposit must be a number from ${depositMin} to ${depositMax}`,
    hint: msg`From ${depositMin} to ${depositMax}, or leave it empty.`,
  },
  'year-built': {
    message: msg`Year built must be a whole number from ${yearBuiltMin} to ${yearBuiltMax}`,
    hint: msg`A year, ${yearBuiltMin}–${yearBuiltMax}, or leave it empty.`,
  },
  floor: {
    message: msg`Floor must be a whole number from ${floorMin} to ${floorMax}`,
    hint: msg`0 is the ground floor; ${floorMin} to ${floorMax}, or leave it empty.`,
  },
  discount: {
    message: msg`Discounted price needs to be less than regular price`,
    hint: msg`Must be below the regular price.`,
  },
};

/**
 * `problem`'s toast and hint in the page's language: listing-domain's English as it is, another
 * language's words for its rule (prices in `currency`, written that language's way).
 */
export function problemWords(
  i18n: I18n,
  problem: ValidationProblem,
  currency: Currency,
): { message: string; hint: string } {
  if (i18n.locale === 'en') return { message: problem.message, hint: problem.hint };
  const words = WORDS[problem.rule];
  const locale = i18n.locale === 'en-XA' ? 'en' : i18n.locale;
  const values = {
    min: formatMoney(L.priceMin, currency, locale),
    max: formatMoney(L.priceMax, currency, locale),
    descriptionMaxLength,
    length: problem.length ?? 0,
  };
  return {
    message: withValues(i18n, words.message, { ...words.message.values, ...values }),
    hint: withValues(i18n, words.hint, { ...words.hint.values, ...values }),
  };
}

/** Every rule's English words as this slice's catalogue writes them (a test holds them to listing-domain's). */
export const RULE_WORDS = WORDS;
