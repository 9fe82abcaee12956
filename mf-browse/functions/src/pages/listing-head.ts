// What a listing's page says before any script runs (issue 38), made by the slice that owns the
// listing's page (issue 48): its title, description, canonical address, Open Graph and Twitter
// card tags (the cover photo as the preview) and schema.org JSON-LD for the home and its price.
// Every text a listing's owner wrote is escaped where it lands: attribute values as HTML, the
// JSON-LD as JSON that cannot end its script element.
import { currentPrice, formatMoney, roomsLabel, type Listing } from '../../../../listing-domain/src/index.ts';
import { PHOTO_WIDTHS, sizedPhotoUrl } from '../../../../listing-domain/src/photo-sizes.ts';
import { escapeHtml, scriptJson } from '../../../../shared-firebase/server/html-text.ts';
import { listingEntryUrl } from '../../../../site-contract/src/entry-points.ts';
import type { FirstScreenPage } from '../../../../site-contract/src/first-screen-fragment.ts';
import { entries } from '../../../src/app/contract.ts';

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

/** The listing's page head, for the site at `origin` (https://…, no trailing slash). */
export function listingHead(listing: Listing, origin: string): PageHead {
  // The listing's address, as this slice declares it (its `listing` entry point, issue 48).
  const url = `${origin}${listingEntryUrl(entries.listing, listing.type, listing.id)}`;
  const price = formatMoney(currentPrice(listing), listing.currency, 'en-US');
  const priceText = listing.type === 'rent' ? `${price} a month` : price;
  const rooms = `${roomsLabel(listing.bedrooms, 'Bedroom')}, ${roomsLabel(listing.bathrooms, 'Bathroom')}`;
  const what = listing.type === 'rent' ? 'for rent' : 'for sale';
  const title = `${listing.name}, ${what}: ${priceText} · ${SITE_NAME}`;
  const description = shortText(
    listing.description
      ? `${priceText}. ${listing.description}`
      : `${rooms} ${what} at ${listing.location}: ${priceText}.`,
    200,
  );
  const cover = listing.imgUrls[0];
  const image = cover ? (sizedPhotoUrl(cover, 'view') ?? cover) : undefined;
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: listing.name,
    description: listing.description ?? description,
    url,
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
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', `${listing.name}, ${what}: ${priceText}`),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(image
      ? [
          meta('property', 'og:image', image),
          meta('property', 'og:image:width', String(PHOTO_WIDTHS.view)),
          meta('property', 'og:image:alt', listing.name),
        ]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', `${listing.name}, ${what}: ${priceText}`),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    `<script type="application/ld+json">${scriptJson(jsonLd)}</script>`,
  ].join('\n    ');
  return { title, description, tags };
}

/** The head of a listing that is not there: the site's page, not to be indexed. */
export function missingListingHead(): PageHead {
  return {
    title: `Home not found · ${SITE_NAME}`,
    description: 'This home is no longer listed.',
    tags: '<meta name="robots" content="noindex" />',
  };
}
