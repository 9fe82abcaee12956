// The marketplace's Cloud Functions (2nd gen). Each is a trigger on what a browser could forge.
import { onInit } from 'firebase-functions/v2';
import { siteUrlProblem } from './site-url.ts';

// An instance without the site's origin refuses to start, saying what to set (issue 47).
onInit(() => {
  const problem = siteUrlProblem(process.env.SITE_URL);
  if (problem) throw new Error(problem);
});

export { listingWritten } from './listings/listing-trigger.ts';
export { checkUploadedPhoto, deletePhotoSizes } from './photos/photo-check-trigger.ts';
export { enquiryOpened } from './enquiries/enquiry-count.ts';
export { listingAlerts } from './alerts/saved-search-alerts.ts';
export { sitePages } from './pages/site-pages.ts';
