// The exposed entry of mf-viewings (`mf_viewings/pages`): router-free pages the shell mounts.
import { withQueryClient } from 'design-system/with-query-client';
import { BookViewingPage } from '../features/booking/components/book-viewing-page.tsx';
import { ViewingTimesPage } from '../features/viewing-times/components/viewing-times-page.tsx';
import { ViewingsPage } from '../features/viewings/components/viewings-page.tsx';
import { preloadCatalogue, withLocale } from '../i18n/i18n.ts';
import { queryClient } from './query-client.ts';

export { contract } from './shell-contract.ts';

// The site's language's words start loading with the pages (issue 88).
preloadCatalogue();

// Each page in this remote's own query cache, in the site's language.
const inQueryClient = withQueryClient(queryClient);
const withProviders: typeof inQueryClient = (Page) => withLocale(inQueryClient(Page));

export const pages = {
  ViewingsPage: withProviders(ViewingsPage),
  BookViewingPage: withProviders(BookViewingPage),
  ViewingTimesPage: withProviders(ViewingTimesPage),
};
