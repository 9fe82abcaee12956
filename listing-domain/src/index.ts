// listing-domain: the marketplace's pure domain code, a versioned package each app bundles (not a
// run-time singleton): listing types, the parser and its field list, validation and its limits,
// the text rules, formatting, the list query's shape and cursor, document ids, Firestore's REST
// value format, the publishing quota's steps, and deleting photos through calls handed in. No Firebase SDK and no I/O: a remote moves to a new version of it without
// anyone else releasing. The backend's rules stay the one server-side truth (a test of
// shared-firebase compares the limits with them).
export { isValidDocumentId } from './document-id.ts';
export { errorCode } from './error-code.ts';
export {
  RUN_QUERY_FIRST_PHOTOS,
  decodeFirestoreDocument,
  decodeFirestoreFields,
  decodeFirestoreValue,
  decodeRunQueryResponse,
  decodeTimestampValue,
  encodeFirestoreValue,
  type RestDocument,
} from './firestore-rest.ts';
export { ListingCursor, type ListingPosition } from './listing-cursor.ts';
export {
  currentPrice,
  discountAmount,
  discountLabel,
  formatPrice,
  isSafeHttpUrl,
  priceLabel,
  weeklyRentLabel,
  WEEKLY_RENT_COUNTRIES,
  roomsLabel,
  wasPriceLabel,
} from './listing-format.ts';
export {
  AREA_UNIT_LABELS,
  AREA_UNITS,
  SQFT_PER_SQM,
  CURRENCIES,
  DEFAULT_CURRENCY,
  DETAIL_FIELDS,
  ENERGY_RATINGS,
  FACT_LIMITS,
  PROPERTY_KIND_LABELS,
  PROPERTY_KIND_OPTIONS,
  AREA_UNIT_OPTIONS,
  PROPERTY_KINDS,
  areaLabel,
  availableLabel,
  cardFacts,
  currencyOptions,
  currencySymbol,
  descriptionParagraphs,
  floorLabel,
  formatMoney,
  isCalendarDay,
  keyFacts,
  listingImageUrls,
  readerLocale,
  type AreaUnit,
  type AvailableFrom,
  type Currency,
  type EnergyRating,
  type Fact,
  type FactKey,
  type FactWords,
  ENGLISH_FACT_WORDS,
  type ListingDetails,
  type PropertyKind,
} from './listing-facts.ts';
export type { DetailsDraft } from './listing-details-draft.ts';
export { cleanDescription, DRAFT_RULES, draftRuleMessages, type DraftRule } from './listing-draft-schema.ts';
export {
  IMAGE_CONTENT_TYPES,
  IMAGE_EXTENSIONS,
  LIST_READ_LIMIT,
  LISTING_LIMITS,
  PAGE_SIZE,
  RECOMMENDED_COUNT,
} from './listing-limits.ts';
export { CARD_FIELDS, LISTING_FIELDS, parseGeolocation, parseListing } from './listing-parser.ts';
export { parseConversation, parseMessage, type Conversation, type Message } from './conversation-schema.ts';
export { parseProfile } from './profile-schema.ts';
export {
  isGone,
  LISTING_STATUSES,
  parseStatus,
  STATUS_LABELS,
  statusBadge,
  STATUS_CHANGE_GAP_SECONDS,
  statusChangeableAt,
  statusesFor,
  statusRefusedMessage,
  type ListingStatus,
} from './listing-status.ts';
export { listingQueryShape, type ListingFilter, type ListingPage } from './listing-query.ts';
export {
  DEFAULT_DRAFT,
  DISCOUNT_MESSAGE,
  MAX_IMAGES_MESSAGE,
  draftToListingInput,
  isAcceptedImage,
  listingToDraft,
  validateListingDraft,
  type FieldName,
  type ImageChoice,
  type ListingDraft,
  type ValidationProblem,
} from './listing-schema.ts';
export type { GeoPoint, Listing, ListingInput, ListingType, SessionUser, UserProfile } from './listing-types.ts';
export {
  FORBIDDEN_TEXT_RANGES,
  cleanPersonName,
  forbiddenDescriptionRulesClass,
  forbiddenTextRulesClass,
  hasForbiddenCharacters,
  hasVisibleCharacter,
  isCleanText,
  showsSomethingRulesFunction,
} from './text-rules.ts';
export { placeTokens, placeWords, SEARCH_LIMITS, searchKey } from './place-words.ts';
export { searchFieldsOf } from './search-fields.ts';
export { AVAILABILITY_GONE, AVAILABILITY_UNKNOWN } from './search-codes.ts';
export {
  EDIT_LIMIT,
  EDIT_RATE,
  EDIT_WINDOW_MS,
  EditLimitError,
  PUBLISH_LIMIT,
  PUBLISH_RATE,
  PUBLISH_WINDOW_MS,
  PublishLimitError,
  type PublishQuota,
  type QuotaRate,
} from './publish-quota.ts';
export {
  firstQuotaStep,
  otherQuotaStep,
  secondsUntilWindowOver,
  windowOver,
  type QuotaStep,
} from './publish-quota-steps.ts';
export { deletePhotos, type PhotoStore } from './photo-removal.ts';
export {
  changeListingStatus,
  renewListing,
  deleteListingWithPhotos,
  listingStoreOf,
  photoStoreOf,
  removeListingDocument,
  type FirestoreCalls,
  type ListingStore,
  type StorageCalls,
} from './listing-owner-verbs.ts';
export { PRICE_CUT_SHOWN_DAYS, priceCutLabel, shownPriceCut, type PriceCut } from './price-cut.ts';
export {
  PHOTO_WIDTHS,
  photoObjectPath,
  photoSources,
  sizedPhotoPath,
  sizedPhotoRewrite,
  sizedPhotoUrl,
  type PhotoSize,
} from './photo-sizes.ts';
export {
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_RANGE_FIELDS,
  SavedSearchSchema,
  parseSavedSearch,
  type SavedSearch,
  type SearchCircle,
} from './saved-search-schema.ts';
export { SEARCH_RANGE_FIELDS } from './search-range-fields.ts';
export {
  EXCHANGE_RATES_COLLECTION,
  EXCHANGE_RATES_DOCUMENT,
  LOCAL_RATES,
  RATES_STALE_AFTER_DAYS,
  convertAmount,
  euroBound,
  inEuros,
  ratesAreStale,
  type ExchangeRates,
} from './exchange-rates.ts';
export { ExchangeRatesSchema, readExchangeRates } from './exchange-rates-schema.ts';
export { currencyOfCountry, currencyOfLocale } from './place-currency.ts';
export { formatWholeNumber } from './whole-number.ts';
export {
  GAZETTEER_ENTRY_FIELDS,
  GAZETTEER_NAMES,
  GAZETTEER_PLACES,
  PLACE_NAME_MAX_WORDS,
  placeIdsOf,
  placeNameKey,
  readGazetteerEntry,
  readListingPlace,
  readTownRows,
  TOWN_INDEX,
  TOWN_INDEX_PAGE,
  townIndexKey,
  townNameKeys,
  type IndexedTown,
  type TownIndexDocument,
  type GazetteerEntry,
  type GazetteerNameDocument,
  type ListingPlace,
} from './gazetteer-place.ts';
export { gazetteerLabel } from './gazetteer-label.ts';
export {
  countryPlaceId,
  isPlaceId,
  kindOfPlaceId,
  placeIdToken,
  regionPlaceId,
  townPlaceId,
  type GazetteerKind,
} from './place-id.ts';
export { dateOf } from './stored-values.ts';
export {
  CARE_FIELDS,
  careAfterTouch,
  careStep,
  MAY_BE_GONE_NOTE,
  MIN_ANSWER_DAYS,
  RENEW_GAP_SECONDS,
  STALE_ASK_DAYS,
  STALE_UNLIST_DAYS,
  STILL_AVAILABLE_QUESTION,
  type CareStep,
  type ListingCare,
} from './listing-care.ts';
export {
  dayBucketId,
  firstInsightDay,
  INSIGHT_DAYS,
  LISTING_STATS,
  noStats,
  parseStats,
  STAT_FIELDS,
  STAT_SHARDS,
  statDay,
  statsByDay,
  sumStats,
  type DayStats,
  type StatField,
  type Stats,
} from './listing-stats.ts';
export {
  DRAFTS_MAX,
  DraftGoneError,
  DraftLimitError,
  draftIdsOf,
  freeDraftId,
  isDraftIdOf,
  parseDraft,
} from './listing-drafts.ts';
export { distanceKm, isWithinKm, type Centre } from './geo-distance.ts';
