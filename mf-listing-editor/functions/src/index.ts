// The listing editor's server code (issue 48: a functions codebase of its own, deployed with its
// slice): what a browser could forge about a listing and its photos is kept right here, and a
// deleted account's drafts, quotas and photos go, and the stale-listing care runs every hour.
export { listingWritten } from './listings/listing-trigger.ts';
export { listingPlaced } from './listings/listing-placement.ts';
export { checkUploadedPhoto, deletePhotoSizes } from './photos/photo-check-trigger.ts';
export { refreshExchangeRates } from './prices/refresh-exchange-rates.ts';
export { insightsEnquiries, insightsSaves, insightsViewingRequests } from './insights/insights-triggers.ts';
export { insightsViews } from './insights/listing-views.ts';
export { editorAccountDeleted } from './account/account-deleted.ts';
export { listingCare } from './care/listing-care-schedule.ts';
