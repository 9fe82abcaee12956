import { serveStatic } from '../scripts/lib/static-server.mjs';
import { siteHeaders } from '../scripts/lib/site.mjs';
import { MONOLITH_DIST } from '../bench/build-variants.mjs';
await serveStatic({ root: MONOLITH_DIST, port: 4180, spa: true, headers: siteHeaders() });
console.log('up');
