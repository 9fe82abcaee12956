// The exposed entry of mf-listing-editor (`mf_listing_editor/pages`): router-free pages the shell mounts.
import { CreateListingPage } from '../features/create-listing/components/create-listing-page.tsx';
import { EditListingPage } from '../features/edit-listing/components/edit-listing-page.tsx';

export const contract = { pageContract: 1, sharedFirebase: '^1.0.0' } as const;

export const pages = { CreateListingPage, EditListingPage };
