// The exposed entry of mf-browse (`mf_browse/pages`): router-free pages the shell mounts.
import { CategoryPage } from '../features/category/components/category-page.tsx';
import { ContactPage } from '../features/contact/components/contact-page.tsx';
import { ExplorePage } from '../features/explore/components/explore-page.tsx';
import { ListingPage } from '../features/listing-detail/components/listing-page.tsx';
import { OffersPage } from '../features/offers/components/offers-page.tsx';
import { withProviders } from './with-providers.tsx';

export { contract } from './contract.ts';

export const pages = {
  ExplorePage: withProviders(ExplorePage),
  OffersPage: withProviders(OffersPage),
  CategoryPage: withProviders(CategoryPage),
  ListingPage: withProviders(ListingPage),
  ContactPage: withProviders(ContactPage),
};
