// Security headers of the production-like servers; firebase.json's hosting headers mirror them.
import { firstLoadScriptHash } from '../../shell/build/first-load-script.mjs';

/** The origins the apps load code or data from, given where the remotes and the backend live. */
export function contentSecurityPolicy({
  remoteOrigins,
  backendOrigins,
  tileOrigins = ['https://*.tile.openstreetmap.org'],
}) {
  const remotes = remoteOrigins.join(' ');
  const backend = backendOrigins.join(' ');
  const google = 'https://apis.google.com https://www.gstatic.com';
  return [
    "default-src 'self'",
    // One inline script, allowed by its hash: the shell's first-load script (first-load-script.mjs).
    `script-src 'self' ${firstLoadScriptHash()} ${remotes} ${google}`,
    // The pages' HTML carries its first screen's rules in a <style>; Leaflet and Swiper set inline styles.
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    `img-src 'self' data: blob: ${backend} ${tileOrigins.join(' ')} ${remotes}`,
    `font-src 'self' ${remotes}`,
    `connect-src 'self' ${remotes} ${backend} https://*.googleapis.com https://*.firebaseio.com`,
    `frame-src 'self' ${backend} https://*.firebaseapp.com https://accounts.google.com`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Paths answered with an HTML page: the SPA routes (no dot in the path) and *.html files.
 * A RE2 expression, as Firebase Hosting's `regex` header rules expect.
 */
export const DOCUMENT_PATHS = '^[^.]*$|\\.html$';

/**
 * `all`: for every response. `documents`: only for HTML pages, where they take effect; a policy
 * on a script or stylesheet is ignored by the browser, and at ~1.2 KB a response it was a
 * measurable share of the bytes of a page that loads 40 scripts.
 */
export function securityHeaders(cspOptions) {
  return {
    all: {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    },
    documents: {
      'Content-Security-Policy': contentSecurityPolicy(cspOptions),
      // Plain same-origin would cut the link to Firebase's sign-in pop-up.
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    },
  };
}
