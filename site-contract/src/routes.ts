import type * as v from 'valibot';
import type {
  entryPointsSchema,
  firstReadSchema,
  navEntrySchema,
  remoteReleaseSchema,
  routeDeclarationSchema,
} from './contract-schema.ts';

/**
 * The data read a page's HTML starts for a route before any JavaScript has run (shared-firebase
 * defines the reads by name). `param` names the route parameter it takes; `values`, the parameter
 * values worth a read (other values show a page without that data).
 */
export type FirstRead<ReadName extends string = string> = Omit<v.InferOutput<typeof firstReadSchema>, 'name'> & {
  name: ReadName;
  values?: readonly string[];
};

/**
 * One route a remote serves, as the remote declares it beside its pages (src/app/contract.ts);
 * contract-schema.ts says what each field means. `Page` and `ReadName` narrow the names for a
 * remote's own declaration.
 */
export type RouteDeclaration<Page extends string = string, ReadName extends string = string> = Omit<
  v.InferOutput<typeof routeDeclarationSchema>,
  'page' | 'read' | 'preload'
> & {
  page: Page;
  read?: FirstRead<ReadName>;
  preload?: readonly string[];
};

/** A link of the site's navigation, as the remote that serves its page declares it. */
export type NavEntry = v.InferInput<typeof navEntrySchema>;

/** Where the shell sends people (the sign-in page, the place search), as a remote declares it. */
export type EntryPoints = v.InferOutput<typeof entryPointsSchema>;

/** What a remote's build publishes beside its mf-manifest.json, as routes.json. */
export type RemoteRelease = v.InferOutput<typeof remoteReleaseSchema>;
