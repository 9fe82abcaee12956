// The exposed entry of mf-browse (`mf_browse/pages`): router-free pages the shell mounts.
import { withQueryClient } from 'design-system/with-query-client';
import { loadedComponent } from 'design-system/loaded-component';
import { CategoryPage } from '../features/category/components/category-page.tsx';
import { ExplorePage } from '../features/explore/components/explore-page.tsx';
import { ListingPage } from '../features/listing-detail/components/listing-page.tsx';
import { OffersPage } from '../features/offers/components/offers-page.tsx';
import { loadSearchModel } from '../features/search/utils/search-model.ts';
import { preloadCatalogue, withLocale } from '../i18n/i18n.ts';
import { queryClient } from './query-client.ts';

// The search, saved and contact pages load with their routes, not with every page of the remote
// (a spinner over the page area meanwhile). Search asks for its page's code and the search's own
// (api/search) at once, not one after the other.
const SearchPage = loadedComponent('search-page', () =>
  Promise.all([import('../features/search/components/search-page.tsx'), loadSearchModel()]).then(([m]) => m.SearchPage),
);
const SavedPage = loadedComponent('saved-page', () =>
  import('../features/saved/components/saved-page.tsx').then((m) => m.SavedPage),
);
const SavedSearchesPage = loadedComponent('saved-searches-page', () =>
  import('../features/saved-searches/components/saved-searches-page.tsx').then((m) => m.SavedSearchesPage),
);
const AlertsPage = loadedComponent('alerts-page', () =>
  import('../features/alerts/components/alerts-page.tsx').then((m) => m.AlertsPage),
);
// Reached from a listing only, never a first page worth its bytes on every other one.
const ContactPage = loadedComponent('contact-page', () =>
  import('../features/contact/components/contact-page.tsx').then((m) => m.ContactPage),
);

// A draft's preview (issue 52): its owner's only, reached from the editor.
const DraftPreviewPage = loadedComponent('draft-preview-page', () =>
  import('../features/listing-detail/components/draft-preview-page.tsx').then((m) => m.DraftPreviewPage),
);

export { contract } from './shell-contract.ts';

// The site's language's words start loading with the pages (issue 88).
preloadCatalogue();

// Each page in this remote's own query cache, in the site's language (every page of this slice
// speaks the site's languages; its routes in contract.ts name them).
const inQueryClient = withQueryClient(queryClient);
const translated: typeof inQueryClient = (Page) => withLocale(inQueryClient(Page));

export const pages = {
  ExplorePage: translated(ExplorePage),
  OffersPage: translated(OffersPage),
  CategoryPage: translated(CategoryPage),
  ListingPage: translated(ListingPage),
  ContactPage: translated(ContactPage),
  SearchPage: translated(SearchPage),
  SavedPage: translated(SavedPage),
  SavedSearchesPage: translated(SavedSearchesPage),
  AlertsPage: translated(AlertsPage),
  DraftPreviewPage: translated(DraftPreviewPage),
};
