// The site's public origin (issue 47): named in every page's canonical address, the sitemap and the
// alerts' e-mail, so it comes from configuration only, never from a request (a request's Host once
// chose every <loc> of the sitemap). A parameter of the deployment: `firebase deploy` asks for it
// (and fails without it when it cannot ask) unless functions/.env.<project> sets it; the local
// backend sets the local origin. An instance started with a value that is not an origin refuses to
// serve, with a message saying what to set.
import { defineString } from 'firebase-functions/params';

export const SITE_URL = defineString('SITE_URL', {
  description:
    'The site’s public origin, as people open it (https://homes.example): named in pages, the sitemap and e-mails',
});

/** The problem with `value` as the site's origin, or null when it is one. */
export function siteUrlProblem(value: string | undefined): string | null {
  if (!value)
    return 'SITE_URL is not set: set the site’s origin (https://…) in functions/.env.<project> before deploying.';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `SITE_URL (${JSON.stringify(value)}) is not an address: set the site’s origin, e.g. https://homes.example.`;
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && /^(localhost|127\.0\.0\.1)$/.test(url.hostname)))
    return `SITE_URL (${value}) must be https (http only for localhost).`;
  if (url.pathname !== '/' || url.search || url.hash) return `SITE_URL (${value}) must be an origin, without a path.`;
  return null;
}

/** The site's origin, without a trailing slash; throws with what to set when it is not configured. */
export function siteUrl(): string {
  const value = process.env.SITE_URL;
  const problem = siteUrlProblem(value);
  if (problem) throw new Error(problem);
  return new URL(value!).origin;
}
