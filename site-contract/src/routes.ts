/**
 * The data read a page's HTML starts for a route before any JavaScript has run (shared-firebase
 * defines the reads by name). `param` names the route parameter it takes; `values`, the parameter
 * values worth a read (other values show a page without that data).
 */
export interface FirstRead<ReadName extends string = string> {
  name: ReadName;
  param?: string;
  values?: readonly string[];
}

/**
 * One route a remote serves, as the remote declares it beside its pages (src/app/contract.ts).
 * `page`: a key of the remote's exposed `pages` object. `signedIn`: behind the shell's auth gate.
 * `read`: the read its first screen waits for.
 */
export interface RouteDeclaration<Page extends string = string, ReadName extends string = string> {
  path: string;
  page: Page;
  signedIn: boolean;
  read?: FirstRead<ReadName>;
  /**
   * For a first read a name cannot describe (it depends on the query string): a module of the
   * remote's build, as a path beside its mf-manifest.json, that the first-load script imports on
   * this route and asks for the read (it exports EarlyReadModule's `earlyRead`). Written by the
   * remote's build into routes.json, never by hand.
   */
  earlyReadModule?: string;
  /**
   * Files of the remote's build (paths beside its mf-manifest.json) the route's page loads on its
   * own, not with the remote's pages entry: its chunk and stylesheet. The first-load script
   * preloads them with the entry. Written by the remote's build, never by hand.
   */
  preload?: string[];
  /** The parts of shared-firebase the page loads at once ('search'): preloaded with its chunk. */
  sharedParts?: string[];
}

/** What a remote's build publishes beside its mf-manifest.json, as routes.json. */
export interface RemoteRoutesFile {
  remote: string;
  routes: RouteDeclaration[];
}
