// The one schema of what the shell and the remotes agree on (valibot, decision record 013): a
// remote's release file (routes.json: its routes, navigation entries and entry points) and the
// site's deployment. The TypeScript types are inferred from it (routes.ts, deployment.ts), and the
// same schema checks at run time: the remotes' builds (tooling/publish-routes.ts), the deploy step
// (scripts/lib/deployment.mjs, through tsx) and the shell (its deployment.ts). Only valibot's
// functions that a schema uses reach a bundle.
import * as v from 'valibot';
import { PAGE_LOCALES } from './locale.ts';

/** A page's name: a key of the remote's exposed `pages` object. */
const PAGE_NAME = /^[A-Za-z_$][\w$]*$/;
/** A file of the remote's own build: a plain relative path, so it is served beside its manifest. */
const BUILD_FILE = /^[\w-]+(\/[\w.-]+)*\.(js|css)$/;
/** A Cloud Functions name (letters and digits, starting with a letter). */
export const FUNCTION_NAME = /^[a-zA-Z][a-zA-Z0-9]{0,62}$/;
const JS_BUILD_FILE = /^[\w-]+(\/[\w.-]+)*\.js$/;
const SEGMENT = /^(:[A-Za-z_]\w*|[A-Za-z0-9._~!$&'()*+,;=@-]+)$/;
/** An SVG path (the `d` of a 24×24 icon): commands, numbers, separators; nothing that could be markup. */
const SVG_PATH = /^[MmZzLlHhVvCcSsQqTtAa0-9eE.,\s+-]+$/;

const segments = (path: string) => path.split('/').filter(Boolean);
const isRoutePath = (path: string) =>
  path.startsWith('/') && !path.includes('//') && segments(path).every((segment) => SEGMENT.test(segment));

/** A route path: `/`, static segments and `:parameters`. */
export const routePathSchema = v.pipe(
  v.string(),
  v.check(isRoutePath, (issue) => `${JSON.stringify(issue.input)} is not a route path (it starts with "/")`),
);
/** A path a link can go to: a route path without parameters. */
const linkPathSchema = v.pipe(
  routePathSchema,
  v.check((path) => !path.includes(':'), 'a link goes to a path without parameters'),
);

const buildFile = (pattern: RegExp, what: string) =>
  v.pipe(
    v.string(),
    v.check((file) => pattern.test(file) && !file.includes('..'), `${what} is not a file of its build`),
  );

/**
 * The HTTP request behind a first read, as the remote that owns the query writes it (its build
 * derives it from the same definition as the page's SDK query). `{documents}` starts the URL: the
 * site's Firestore REST documents address, which the first-load script puts in (a remote reads only
 * the site's own database); `{arg}` in the URL or body is the route parameter. The body is sent as
 * text/plain (no CORS preflight). `photos`: where the answer lists the photo the page shows first
 * (keys from the JSON root to an array of REST string values), preloaded while the code loads;
 * `photoUrl`, the rewrite (a regular expression and its replacement) from that photo's address to
 * the one the page shows (a smaller size of it, say), when they differ.
 */
export const firstReadRequestSchema = v.object({
  method: v.picklist(['GET', 'POST']),
  url: v.pipe(
    v.string(),
    v.startsWith('{documents}', "a first read goes to the site's Firestore ({documents}...)"),
    v.check((url) => !/[\s"'<>\\]/.test(url) && !url.includes('..'), 'a first read URL is a plain path'),
  ),
  body: v.optional(v.pipe(v.string(), v.maxLength(20_000))),
  photos: v.optional(v.array(v.union([v.string(), v.number()]))),
  photoUrl: v.optional(
    v.object({
      match: v.pipe(
        v.string(),
        v.maxLength(500),
        v.check((pattern) => {
          try {
            new RegExp(pattern);
            return true;
          } catch {
            return false;
          }
        }, 'photoUrl.match is a regular expression'),
      ),
      replace: v.pipe(v.string(), v.maxLength(500)),
    }),
  ),
});

/**
 * The data read a page's HTML starts for a route before any JavaScript has run: `name` is the key
 * the page takes the answer by, `request` the request (see above). `param` names the route
 * parameter it takes; `values`, the parameter values worth a read.
 */
export const firstReadSchema = v.object({
  name: v.pipe(v.string(), v.minLength(1)),
  param: v.optional(v.string()),
  values: v.optional(v.array(v.string())),
  request: v.optional(firstReadRequestSchema),
});

/**
 * What a page's HTML says of it before any script (issue 38): its title and description, for
 * search engines and shared links. The deploy step writes them into the page's own copy of the
 * shell's HTML (`/` into index.html itself); in a route with a parameter whose read lists its
 * values, `{param}` stands for each value.
 */
export const pageHeadSchema = v.object({
  title: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
  description: v.pipe(v.string(), v.minLength(1), v.maxLength(300)),
});

/**
 * One route a remote serves. `page`: a key of its exposed `pages`. `signedIn`: behind the shell's
 * auth gate. `returnAfterSignIn`: a signed-out visitor the gate sends to sign in comes back to this
 * page once signed in (issue 35, defect 5); without it sign-in goes to /, as the spec says of its
 * own gated pages. `head`: its HTML's title and description (above). `read`: the read its first
 * screen waits for. `firstScreenFunction`: the remote's own server function that renders the
 * route's first screen (issue 48: the site's server asks it over HTTP for the fragment, and never
 * runs a remote's code; site-contract's FirstScreenFragment). `earlyReadModule` and `preload` are
 * written by the remote's build, never by hand: a module the first-load script imports on this
 * route for a read a name cannot describe, and the page's own chunk and stylesheet.
 */
/**
 * The languages a route's page speaks, where they are not its remote's (issue 88: a slice whose
 * pages are translated one by one declares each translated page's), English among them.
 */
const routeLocalesSchema = v.optional(
  v.pipe(
    v.array(v.picklist(PAGE_LOCALES)),
    v.check((locales) => locales.includes('en'), 'every page speaks English, the source of its words'),
  ),
);

const routeEntries = {
  path: routePathSchema,
  locales: routeLocalesSchema,
  page: v.pipe(v.string(), v.regex(PAGE_NAME, 'names no page')),
  signedIn: v.boolean('must say signedIn true or false'),
  returnAfterSignIn: v.optional(v.boolean()),
  head: v.optional(pageHeadSchema),
  read: v.optional(firstReadSchema),
  earlyReadModule: v.optional(buildFile(JS_BUILD_FILE, 'its early-read module')),
  firstScreenFunction: v.optional(v.pipe(v.string(), v.regex(FUNCTION_NAME, 'names no function'))),
  preload: v.optional(v.array(buildFile(BUILD_FILE, 'a preload'))),
};

/** A route's read may take only a parameter of its path. */
const readsItsOwnParam = (route: { path: string; read?: { param?: string | undefined } | undefined }) =>
  route.read?.param === undefined || segments(route.path).includes(`:${route.read.param}`);
const READS_ANOTHER_PARAM = 'reads a parameter its path does not have';

export const routeDeclarationSchema = v.pipe(
  v.object(routeEntries),
  v.forward(
    v.check((route) => readsItsOwnParam(route), READS_ANOTHER_PARAM),
    ['read'],
  ),
);

/**
 * A link of the site's navigation, declared by the remote that serves its page. `placement`:
 * 'everywhere' (the phone's bottom bar and the desktop header) or 'desktop' (the header only).
 * `order`: the bar lists entries by it, lowest first. `icon`: the `d` of an SVG path on a 24×24 box.
 * `signedIn`: shown only to a signed-in person (the spec's bar stays as it is for visitors).
 * `badge`: a component of the remote's exposed `badges` object drawn beside the label for a
 * signed-in person (a count of unread messages, say), loaded after the page, never for visitors.
 * `labels` (issue 88): the label in French, German and Spanish, where the page speaks them (the
 * shell and the site's server show the site's language's, else `label`).
 * `news` (issue 86): what that badge counts, as news the person gets: `count`, the field of the
 * person's badges document (`badges/{uid}`) the remote's server keeps; `one` and `other`, the line
 * that says it for one and for `{count}` of them, and `languages` (issue 88) the two in French, German
 * and Spanish. The site's bell counts every entry's news, and the Alerts page shows each as a line
 * leading to the entry's page, in the page's language where the entry says it.
 */
const navLabelSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(24));
const newsOneSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(100));
const newsOtherSchema = v.pipe(v.string(), v.maxLength(100), v.includes('{count}', 'says no {count}'));
const newsWordsSchema = v.optional(v.object({ one: newsOneSchema, other: newsOtherSchema }));

export const navEntrySchema = v.object({
  path: linkPathSchema,
  label: navLabelSchema,
  // Issue 88: the label in the other languages the site speaks (English is `label`).
  labels: v.optional(
    v.object({ fr: v.optional(navLabelSchema), de: v.optional(navLabelSchema), es: v.optional(navLabelSchema) }),
  ),
  icon: v.pipe(v.string(), v.maxLength(2000), v.regex(SVG_PATH, 'an icon is the d of an SVG path')),
  order: v.pipe(v.number(), v.integer()),
  placement: v.optional(v.picklist(['everywhere', 'desktop']), 'everywhere'),
  signedIn: v.optional(v.boolean()),
  badge: v.optional(v.pipe(v.string(), v.regex(PAGE_NAME, 'names no badge'))),
  news: v.optional(
    v.object({
      count: v.pipe(v.string(), v.regex(/^\w+$/, 'names no badge field')),
      one: v.pipe(v.string(), v.minLength(1), v.maxLength(80)),
      other: v.pipe(v.string(), v.maxLength(80), v.includes('{count}', 'says no {count}')),
      languages: v.optional(v.object({ fr: newsWordsSchema, de: newsWordsSchema, es: newsWordsSchema })),
    }),
  ),
});

/**
 * Where the shell sends people, declared by the remote that serves it: `signIn`, the page the
 * auth gate sends a signed-out visitor to; `search`, the page the header's place search submits
 * to, the place in the query parameter `param`; `enquiry`, the page where a visitor writes to a
 * listing's owner, the listing's id in the query parameter `param` (issue 36); `listing`, a
 * listing's page (issue 48), with `sitemapFunction`: the remote's own server function that answers
 * the site's sitemap of listings (/sitemap.xml and /sitemaps/<n>.xml; the site's server asks it
 * over HTTP).
 */
export const entryPointsSchema = v.object({
  signIn: v.optional(linkPathSchema),
  search: v.optional(v.object({ path: linkPathSchema, param: v.pipe(v.string(), v.regex(/^\w+$/)) })),
  enquiry: v.optional(v.object({ path: linkPathSchema, param: v.pipe(v.string(), v.regex(/^\w+$/)) })),
  // Issue 52: the page where a person books a viewing of a listing, and where its owner offers
  // viewing times, each with the listing's id in the query parameter `param`.
  viewing: v.optional(v.object({ path: linkPathSchema, param: v.pipe(v.string(), v.regex(/^\w+$/)) })),
  viewingTimes: v.optional(v.object({ path: linkPathSchema, param: v.pipe(v.string(), v.regex(/^\w+$/)) })),
  // A listing's insights for its owner (issue 52), the listing's id in `param`.
  insights: v.optional(v.object({ path: linkPathSchema, param: v.pipe(v.string(), v.regex(/^\w+$/)) })),
  // A listing's draft (issue 52): the page where its owner continues it, and the page that shows it
  // as visitors will see it once published, each with the draft's id in `param`.
  draft: v.optional(v.object({ path: linkPathSchema, param: v.pipe(v.string(), v.regex(/^\w+$/)) })),
  draftPreview: v.optional(v.object({ path: linkPathSchema, param: v.pipe(v.string(), v.regex(/^\w+$/)) })),
  // A listing's page (issue 48): the route, and which of its parameters takes the listing's type
  // and which its id, so that no other remote writes the listing's address by hand.
  listing: v.optional(
    v.pipe(
      v.object({
        path: routePathSchema,
        type: v.pipe(v.string(), v.regex(/^\w+$/)),
        id: v.pipe(v.string(), v.regex(/^\w+$/)),
        sitemapFunction: v.optional(v.pipe(v.string(), v.regex(FUNCTION_NAME, 'names no function'))),
      }),
      v.check(
        (point) => segments(point.path).includes(`:${point.type}`) && segments(point.path).includes(`:${point.id}`),
        'the listing entry point names parameters its path has',
      ),
    ),
  ),
});

/**
 * The languages a remote's pages speak (issue 88: site-contract/src/locale.ts), English among
 * them; a release that names none speaks English alone.
 */
const localesSchema = v.optional(
  v.pipe(
    v.array(v.picklist(PAGE_LOCALES)),
    v.check((locales) => locales.includes('en'), 'every remote speaks English, the source of its words'),
  ),
  ['en'],
);

/** What a remote's build publishes beside its mf-manifest.json, as routes.json. */
export const remoteReleaseSchema = v.object({
  remote: v.pipe(v.string(), v.regex(/^\w+$/)),
  routes: v.array(routeDeclarationSchema),
  nav: v.optional(v.array(navEntrySchema), []),
  entries: v.optional(entryPointsSchema, {}),
  locales: localesSchema,
});

/**
 * Where a deployed remote lives: its mf-manifest.json and remoteEntry.js, its name for people and
 * the languages its pages speak.
 */
export const deployedRemoteSchema = v.object({
  manifest: v.pipe(v.string(), v.minLength(1, 'no manifest URL')),
  entry: v.pipe(v.string(), v.minLength(1, 'no remote entry URL')),
  label: v.optional(v.string(), ''),
  locales: localesSchema,
});

const served = { remote: v.string() };

/**
 * A deployment of the site: the remotes, every route they serve, the navigation and the entry
 * points, each with the remote that declared it. Written by the deploy step into the shell's
 * /remotes.json and a JSON block of its index.html; the shell builds its router, navigation and
 * auth gate from it at run time, so a remote ships a page, a nav entry or rolls back alone.
 */
export const deploymentSchema = v.pipe(
  v.object({
    remotes: v.record(v.string(), deployedRemoteSchema),
    routes: v.array(
      v.pipe(
        v.object({ ...routeEntries, ...served }),
        v.forward(
          v.check((route) => readsItsOwnParam(route), READS_ANOTHER_PARAM),
          ['read'],
        ),
      ),
    ),
    nav: v.optional(v.array(v.object({ ...navEntrySchema.entries, ...served })), []),
    entries: v.optional(entryPointsSchema, {}),
  }),
  v.check(
    (deployment) => [...deployment.routes, ...deployment.nav].every((item) => item.remote in deployment.remotes),
    'a route or nav entry names a remote that is not deployed',
  ),
);

/**
 * What the site's server reads of a remote's mf-manifest.json (the federation plugin writes it):
 * the stylesheets each exposed entry loads with it. Other fields are dropped.
 */
export const manifestStylesSchema = v.object({
  exposes: v.array(v.object({ path: v.string(), assets: v.object({ css: v.object({ sync: v.array(v.string()) }) }) })),
});

/** The issues of a failed parse as one line each: where, then what. */
function issueLines(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const where = v.getDotPath(issue);
    return where ? `${where}: ${issue.message}` : issue.message;
  });
}

/**
 * `value` checked against `schema`, or `onError` called with a sentence naming what is wrong
 * (it throws: the caller's own error class).
 */
export function parseOr<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  onError: (problem: string) => never,
): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) return onError(issueLines(result.issues).join('; '));
  return result.output;
}

/** `value` checked against `schema`, or undefined when it does not fit. */
export function parsedOrUndefined<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> | undefined {
  const result = v.safeParse(schema, value);
  return result.success ? result.output : undefined;
}
