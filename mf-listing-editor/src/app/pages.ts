// The exposed entry of mf-listing-editor (`mf_listing_editor/pages`): router-free pages the shell mounts.
import { withQueryClient } from 'design-system/with-query-client';
import { loadFirestore } from 'shared-firebase';
import { CreateListingPage } from '../features/create-listing/components/create-listing-page.tsx';
import { EditListingPage } from '../features/edit-listing/components/edit-listing-page.tsx';
import { ListingInsightsPage } from '../features/listing-insights/components/listing-insights-page.tsx';
import { preloadCatalogue, withLocale } from '../i18n/i18n.ts';
import { queryClient } from './query-client.ts';

export { contract } from './shell-contract.ts';

// These pages read through the Firestore SDK from their first screen (no early read): start
// loading it with their code rather than when they first ask.
loadFirestore().catch(() => {}); // a failure shows when the page asks

// The site's language's words start loading with the pages (issue 88).
preloadCatalogue();

// Each page in this remote's own query cache, in the site's language (its routes in contract.ts
// name the languages).
const withProviders = withQueryClient(queryClient);
const translated: typeof withProviders = (Page) => withLocale(withProviders(Page));

export const pages = {
  CreateListingPage: translated(CreateListingPage),
  EditListingPage: translated(EditListingPage),
  ListingInsightsPage: translated(ListingInsightsPage),
};
