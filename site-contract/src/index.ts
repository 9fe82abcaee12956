// What the shell and the remotes agree on. The types here are inferred from the one schema
// (contract-schema.ts, which the builds, the deploy step and the shell check with at run time).
export type { EntryPoints, FirstRead, NavEntry, RouteDeclaration, RemoteRelease } from './routes.ts';
export type { DataDeclaration } from './data.ts';
export type { DeployedNavEntry, DeployedRemote, DeployedRoute, Deployment, DeploymentBlockId } from './deployment.ts';
export type {
  EarlyReadModule,
  FirstLoadConfig,
  FirstLoadConfigId,
  FirstLoadGlobal,
  FirstLoadState,
  FirstReadRequest,
  FirstScreenTap,
  ModuleFirstRead,
  StartedRead,
} from './first-load.ts';
export { listingEntryUrl, searchEntryUrl } from './entry-points.ts';
export {
  deployedEntryPoints,
  deployedNews,
  enquiryEntryUrl,
  inlineEntryPoints,
  listingParamEntryUrl,
  newsLine,
  type SiteNews,
} from './deployed-entry-points.ts';
export { earlyReadKey, takeEarlyRead, EARLY_READ_MAX_AGE_MS } from './first-load-reads.ts';
export { elementAt, pathWithin } from './element-path.ts';
export { PAGE_INTERACTIVE_MARK, takeFirstScreenTaps } from './first-screen-taps.ts';
export {
  serveFirstScreenRead,
  takeFirstScreenRead,
  firstScreenReadUpdatedAt,
  FRESH_FIRST_SCREEN_READ_MS,
  type FirstScreenHeldClass,
  type FirstScreenToggledAttribute,
  type FirstScreenId,
  type FirstScreenModule,
  type FirstScreenReadId,
  type AfterFirstScreenAttribute,
  type InlinedStylesheetAttribute,
  type FirstScreenRequest,
  type RenderedFirstScreen,
} from './first-screen.ts';
export { announceListingChange, onListingChange, type ListingChange } from './listing-changes.ts';
export { PAGE_START_ATTRIBUTE } from './page-start.ts';
export type { PageCode } from './page-code.ts';
