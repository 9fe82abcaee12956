// What the listing form's tests start from: a draft that passes, with one photo chosen.
import { DEFAULT_DRAFT, type ListingDraft } from './listing-schema.ts';

export const VALID_DRAFT: ListingDraft = {
  ...DEFAULT_DRAFT,
  name: 'Sunny flat 12',
  location: '1 Main Street',
  regularPrice: 1000,
  latitude: 51.5,
  longitude: -0.1,
};

export const ONE_IMAGE = { count: 1, newFiles: [{ name: 'a.jpg', type: 'image/jpeg' }] };
