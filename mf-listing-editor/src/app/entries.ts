import type { EntryPoints } from 'site-contract';

/**
 * Where another remote's page sends a home's owner to see how it does (issue 52): the listing's id
 * in `param`; and where a draft's preview sends its owner back to continue it (the draft's id).
 */
export const entries = {
  insights: { path: '/listing-insights', param: 'listing' },
  draft: { path: '/create-listing', param: 'draft' },
} satisfies EntryPoints;
