// The one field read, by name: a bundler then keeps only it (a default import shipped the whole
// package.json, its scripts and dependencies, to every page).
import { version } from '../package.json' with { type: 'json' };

/** The version of this module the page runs; remotes declare the range they need. */
export const SHARED_FIREBASE_VERSION: string = version;
