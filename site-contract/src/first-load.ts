import type * as v from 'valibot';
import type { firstReadRequestSchema } from './contract-schema.ts';
import type { Deployment } from './deployment.ts';

/**
 * An HTTP request the HTML starts (contract-schema.ts firstReadRequestSchema): `{documents}`
 * starts a route's URL, `{arg}` in the URL or body is the route parameter it is for.
 */
export type FirstReadRequest = v.InferOutput<typeof firstReadRequestSchema>;

/**
 * What the shell's build writes for the first-load script (JSON block `first-load-config`): the
 * site's Firestore REST address, whether the build is composed of remotes, and the packages the
 * shell provides to them (their fallback copies in a remote are never preloaded). The read
 * requests are the remotes': their routes carry them in the deployment.
 */
export interface FirstLoadConfig {
  /** Firestore's REST documents URL of the site's project (`{documents}` in a route's read). */
  documentsUrl: string;
  federated: boolean;
  sharedByShell: string[];
}

/** A read an early-read module asks for: the request, and the key the page's data function takes it by. */
export interface ModuleFirstRead {
  key: string;
  request: FirstReadRequest;
}

/**
 * What a route's early-read module (RouteDeclaration.earlyReadModule) exports: the read the page at
 * `url` will ask first, or null when it will ask none (or first corrects its address). A pure
 * function of the address: it runs before any of the site's code.
 */
export interface EarlyReadModule {
  earlyRead(url: URL, documentsUrl: string): ModuleFirstRead | null;
}

/** A read the script started: the response on its way and when it was asked for. */
export interface StartedRead {
  response: Promise<Response>;
  startedAt: number;
}

/**
 * What the first-load script (shell/src/first-load/first-load.ts) leaves for the apps in
 * window.__MARKETPLACE_PRELOAD__: the deployment when it had to fetch it (the shell builds its
 * router and registers the remotes from it), and the reads it started, by key `name` or
 * `name/argument` (shared-firebase's data functions take them).
 */
export interface FirstLoadState {
  deployment?: Promise<Deployment>;
  reads: Record<string, StartedRead | undefined>;
  /**
   * The taps on the buttons of the page's first screen before the page took it over (issue 50),
   * in order, each as the button's place in the screen (first-screen-taps.ts). Absent in a page
   * without a first screen.
   */
  taps?: FirstScreenTap[];
  /** Set by the shell once its page has taken the first screen over: later taps reach the page. */
  tookOver?: boolean;
}

/**
 * A tap the first screen kept for the page: the control's place in the screen (the element
 * child indexes from the screen's box down to it), and what to do with it there.
 */
export interface FirstScreenTap {
  path: number[];
  /** 'click' a button; 'submit' a form sent without one (Enter in a field). */
  action: 'click' | 'submit';
}

/**
 * The names the parts meet by, as literal types: a module writes the name out and types it with
 * these (`const GLOBAL: FirstLoadGlobal = '__MARKETPLACE_PRELOAD__'`), so a typo fails the
 * typecheck and no code of this package is ever loaded (the first-load script and Vite's
 * config-time imports cannot load it).
 */
export type FirstLoadGlobal = '__MARKETPLACE_PRELOAD__';
/** The id of index.html's JSON block holding the FirstLoadConfig. */
export type FirstLoadConfigId = 'first-load-config';
