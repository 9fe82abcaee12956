// The exposed entry of mf-listing-editor (`mf_listing_editor/pages`): router-free pages the shell mounts.
import { withQueryClient } from 'design-system/with-query-client';
import { loadFirestore } from 'shared-firebase';
import { CreateListingPage } from '../features/create-listing/components/create-listing-page.tsx';
import { EditListingPage } from '../features/edit-listing/components/edit-listing-page.tsx';
import { ListingInsightsPage } from '../features/listing-insights/components/listing-insights-page.tsx';
import { queryClient } from './query-client.ts';

export { contract } from './shell-contract.ts';

// These pages read through the Firestore SDK from their first screen (no early read): start
// loading it with their code rather than when they first ask.
loadFirestore().catch(() => {}); // a failure shows when the page asks

// Each page in this remote's own query cache.
const withProviders = withQueryClient(queryClient);

export const pages = {
  CreateListingPage: withProviders(CreateListingPage),
  EditListingPage: withProviders(EditListingPage),
  ListingInsightsPage: withProviders(ListingInsightsPage),
};
