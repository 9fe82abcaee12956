// The exposed entry of mf-browse (`mf_browse/pages`): router-free pages the shell mounts.
import { createElement, lazy } from 'react';
import { CategoryPage } from '../features/category/components/category-page.tsx';
import { ExplorePage } from '../features/explore/components/explore-page.tsx';
import { ListingPage } from '../features/listing-detail/components/listing-page.tsx';
import { OffersPage } from '../features/offers/components/offers-page.tsx';
import { withProviders } from './with-providers.tsx';

// The search, saved and contact pages load with their routes, not with every page of the remote (the shell's page frame
// shows its spinner meanwhile).
const LazySearchPage = lazy(() =>
  import('../features/search/components/search-page.tsx').then((m) => ({ default: m.SearchPage })),
);
function SearchPage() {
  return createElement(LazySearchPage);
}
const LazySavedPage = lazy(() =>
  import('../features/saved/components/saved-page.tsx').then((m) => ({ default: m.SavedPage })),
);
function SavedPage() {
  return createElement(LazySavedPage);
}

// Reached from a listing only, never a first page worth its bytes on every other one.
const LazyContactPage = lazy(() =>
  import('../features/contact/components/contact-page.tsx').then((m) => ({ default: m.ContactPage })),
);
function ContactPage() {
  return createElement(LazyContactPage);
}

export { contract } from './contract.ts';

export const pages = {
  ExplorePage: withProviders(ExplorePage),
  OffersPage: withProviders(OffersPage),
  CategoryPage: withProviders(CategoryPage),
  ListingPage: withProviders(ListingPage),
  ContactPage: withProviders(ContactPage),
  SearchPage: withProviders(SearchPage),
  SavedPage: withProviders(SavedPage),
};
