// The exposed entry of mf-viewings (`mf_viewings/pages`): router-free pages the shell mounts.
import { withQueryClient } from 'design-system/with-query-client';
import { BookViewingPage } from '../features/booking/components/book-viewing-page.tsx';
import { ViewingTimesPage } from '../features/viewing-times/components/viewing-times-page.tsx';
import { ViewingsPage } from '../features/viewings/components/viewings-page.tsx';
import { queryClient } from './query-client.ts';

export { contract } from './shell-contract.ts';

// Each page in this remote's own query cache.
const withProviders = withQueryClient(queryClient);

export const pages = {
  ViewingsPage: withProviders(ViewingsPage),
  BookViewingPage: withProviders(BookViewingPage),
  ViewingTimesPage: withProviders(ViewingTimesPage),
};
