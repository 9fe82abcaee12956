// The listing limits of the product (spec section 9). The forms, the data layer and the
// Firestore rules use these numbers; a unit test fails if firestore.rules drifts from them.
export const LISTING_LIMITS = {
  nameMinLength: 10,
  nameMaxLength: 32,
  roomsMin: 1,
  roomsMax: 50,
  priceMin: 50,
  priceMax: 750_000_000,
  imagesMax: 6,
  imagesMin: 1,
  locationMaxLength: 500,
  imageMaxBytes: 2 * 1024 * 1024,
} as const;

export const PAGE_SIZE = 10;
/**
 * The most listings one query may ask for (firestore.rules refuses a list without a limit or with
 * a larger one): the search map's 200 homes and one more to know there are more. Reads of every
 * listing of an owner go a page of this size at a time.
 */
export const LIST_READ_LIMIT = 201;
export const RECOMMENDED_COUNT = 5;
export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;
