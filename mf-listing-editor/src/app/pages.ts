// The exposed entry of mf-listing-editor (`mf_listing_editor/pages`): router-free pages the shell mounts.
import { CreateListingPage } from '../features/create-listing/components/create-listing-page.tsx';
import { EditListingPage } from '../features/edit-listing/components/edit-listing-page.tsx';

export { contract } from './contract.ts';

export const pages = { CreateListingPage, EditListingPage };
