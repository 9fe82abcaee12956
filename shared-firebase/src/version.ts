import pkg from '../package.json' with { type: 'json' };

/** The version of this module the page runs; remotes declare the range they need. */
export const SHARED_FIREBASE_VERSION: string = pkg.version;
