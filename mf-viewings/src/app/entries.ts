import type { EntryPoints } from 'site-contract';

/**
 * Where another remote's page sends a person who wants to see a home (`viewing`: the listing's id
 * in `param`) and the home's owner who offers its times (`viewingTimes`).
 */
export const entries = {
  viewing: { path: '/book-viewing', param: 'listing' },
  viewingTimes: { path: '/viewing-times', param: 'listing' },
} satisfies EntryPoints;
