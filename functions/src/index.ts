// The site's own server code (a functions codebase, "site"): the pages the site's host asks for.
// Each slice's server code is a codebase of its own, in its remote's functions/ folder (issue 48).
import { onInit } from 'firebase-functions/v2';
import { siteUrlProblem } from '../../shared-firebase/server/site-url.ts';

// An instance without the site's origin refuses to start, saying what to set (issue 47).
onInit(() => {
  const problem = siteUrlProblem(process.env.SITE_URL);
  if (problem) throw new Error(problem);
});

export { sitePages } from './pages/site-pages.ts';
