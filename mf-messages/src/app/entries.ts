import type { EntryPoints } from 'site-contract';

/** Where another remote's page sends a visitor who wants to write to a listing's owner. */
export const entries = { enquiry: { path: '/enquiry', param: 'listing' } } satisfies EntryPoints;
