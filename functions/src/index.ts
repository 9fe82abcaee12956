// The marketplace's Cloud Functions (2nd gen). Each is a trigger on what a browser could forge.
export { listingWritten } from './listings/listing-trigger.ts';
export { checkUploadedPhoto, deletePhotoSizes } from './photos/photo-check-trigger.ts';
export { enquiryOpened } from './enquiries/enquiry-count.ts';
export { listingAlerts } from './alerts/saved-search-alerts.ts';
export { sitePages } from './pages/site-pages.ts';
