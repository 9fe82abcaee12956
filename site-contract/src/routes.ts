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
}

/** What a remote's build publishes beside its mf-manifest.json, as routes.json. */
export interface RemoteRoutesFile {
  remote: string;
  routes: RouteDeclaration[];
}
