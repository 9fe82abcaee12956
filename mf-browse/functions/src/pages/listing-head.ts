// What a listing's page says before any script runs (issue 38), made by the slice that owns the
// listing's page (issue 48): its title, description, canonical address, Open Graph and Twitter
// card tags (the cover photo as the preview) and schema.org JSON-LD for the home and its price.
// Every text a listing's owner wrote is escaped where it lands: attribute values as HTML, the
// JSON-LD as JSON that cannot end its script element.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { currentPrice, formatMoney, type Listing } from '../../../../listing-domain/src/index.ts';
import { PHOTO_WIDTHS, sizedPhotoUrl } from '../../../../listing-domain/src/photo-sizes.ts';
import { escapeHtml, scriptJson } from '../../../../shared-firebase/server/html-text.ts';
import { listingEntryUrl } from '../../../../site-contract/src/entry-points.ts';
import type { FirstScreenPage } from '../../../../site-contract/src/first-screen-fragment.ts';
import { entries } from '../../../src/app/contract.ts';
import { mailI18n } from '../mail/mail-language.ts';

export const SITE_NAME = 'House Marketplace';

/** A page's head: its title, description and the tags beyond them, as HTML. */
export type PageHead = NonNullable<FirstScreenPage['head']>;

/** A text on one line, cut at `max` characters (on a word where it can). */
function shortText(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** `descriptor` in `i18n`'s language, with `values` given apart from its text (an ICU plural). */
const say = (i18n: I18n, descriptor: MessageDescriptor, values: Record<string, unknown>) =>
  i18n._(descriptor.id ?? '', values, { message: descriptor.message });

/** How each language writes its prices (American English: the spec's "$1,250"). */
const PRICE_LOCALES: Record<string, string> = { en: 'en-US', fr: 'fr-FR', de: 'de-DE', es: 'es-ES' };

/** Open Graph's name of each language's page. */
const OG_LOCALES: Record<string, string> = { en: 'en_US', fr: 'fr_FR', de: 'de_DE', es: 'es_ES' };

/**
 * The address of the page in `i18n`'s language: the listing's own in English, with `?hl=` in
 * another (each language's page its own canonical address, issue 88).
 */
function pageUrl(url: string, locale: string): string {
  return locale === 'en' ? url : `${url}?hl=${locale}`;
}

/**
 * The listing's page head, for the site at `origin` (https://…, no trailing slash), in `i18n`'s
 * language (this codebase's catalogue; English, the spec's words, by default).
 */
export function listingHead(listing: Listing, origin: string, i18n: I18n = mailI18n('en')): PageHead {
  // The listing's address, as this slice declares it (its `listing` entry point, issue 48).
  const url = `${origin}${listingEntryUrl(entries.listing, listing.type, listing.id)}`;
  const locale = i18n.locale;
  const price = formatMoney(currentPrice(listing), listing.currency, PRICE_LOCALES[locale] ?? 'en-US');
  const { name, location } = listing;
  const { bedrooms, bathrooms } = listing;
  const heading =
    listing.type === 'rent'
      ? i18n._(msg`${name}, for rent: ${price} a month`)
      : i18n._(msg`${name}, for sale: ${price}`);
  const title = `${heading} · ${SITE_NAME}`;
  const priceText = listing.type === 'rent' ? i18n._(msg`${price} a month`) : price;
  const rooms = { bedrooms, bathrooms, location, price };
  const summary = say(
    i18n,
    listing.type === 'rent'
      ? msg({
          message:
            '{bedrooms, plural, one {# Bedroom} other {# Bedrooms}}, {bathrooms, plural, one {# Bathroom} other {# Bathrooms}} for rent at {location}: {price} a month.',
        })
      : msg({
          message:
            '{bedrooms, plural, one {# Bedroom} other {# Bedrooms}}, {bathrooms, plural, one {# Bathroom} other {# Bathrooms}} for sale at {location}: {price}.',
        }),
    rooms,
  );
  const description = shortText(listing.description ? `${priceText}. ${listing.description}` : summary, 200);
  const cover = listing.imgUrls[0];
  const image = cover ? (sizedPhotoUrl(cover, 'view') ?? cover) : undefined;
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: listing.name,
    description: listing.description ?? description,
    url: pageUrl(url, locale),
    inLanguage: locale,
    ...(listing.timestamp ? { datePosted: listing.timestamp.toISOString() } : {}),
    ...(image ? { image } : {}),
    about: {
      '@type': listing.propertyKind === 'house' ? 'House' : 'Apartment',
      name: listing.name,
      numberOfBedrooms: listing.bedrooms,
      numberOfBathroomsTotal: listing.bathrooms,
      address: { '@type': 'PostalAddress', streetAddress: listing.location },
      geo: { '@type': 'GeoCoordinates', latitude: listing.geolocation.lat, longitude: listing.geolocation.lng },
      ...(listing.floorArea
        ? {
            floorSize: {
              '@type': 'QuantitativeValue',
              value: listing.floorArea,
              unitCode: listing.floorAreaUnit === 'sqft' ? 'FTK' : 'MTK',
            },
          }
        : {}),
    },
    offers: {
      '@type': 'Offer',
      price: currentPrice(listing),
      priceCurrency: listing.currency ?? 'USD',
      businessFunction:
        listing.type === 'rent' ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
      availability:
        listing.status === 'let-agreed' || listing.status === 'sold'
          ? 'https://schema.org/SoldOut'
          : 'https://schema.org/InStock',
    },
  };
  const tags = [
    `<link rel="canonical" href="${escapeHtml(pageUrl(url, locale))}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', OG_LOCALES[locale] ?? 'en_US'),
    meta('property', 'og:title', heading),
    meta('property', 'og:description', description),
    meta('property', 'og:url', pageUrl(url, locale)),
    ...(image
      ? [
          meta('property', 'og:image', image),
          meta('property', 'og:image:width', String(PHOTO_WIDTHS.view)),
          meta('property', 'og:image:alt', listing.name),
        ]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', heading),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    `<script type="application/ld+json">${scriptJson(jsonLd)}</script>`,
  ].join('\n    ');
  return { title, description, tags };
}

/** The head of a listing that is not there: the site's page, not to be indexed. */
export function missingListingHead(i18n: I18n = mailI18n('en')): PageHead {
  return {
    title: `${i18n._(msg`Home not found`)} · ${SITE_NAME}`,
    description: i18n._(msg`This home is no longer listed.`),
    tags: '<meta name="robots" content="noindex" />',
  };
}
