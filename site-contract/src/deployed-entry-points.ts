// The entry points of the site a page is part of, for a remote's page that links to another
// remote's page without naming it (mf-browse's listing page to the enquiry form of whichever remote
// declares `enquiry`). Read from the page's deployment block (built pages), else from the
// deployment file the shell's server answers with (/remotes.json: dev servers); none when the
// remote runs standalone.
import type { DeploymentBlockId } from './deployment.ts';
import type { EntryPoints } from './routes.ts';

const BLOCK_ID: DeploymentBlockId = 'deployment';

function entriesOf(value: unknown): EntryPoints | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = (value as { entries?: unknown }).entries;
  return typeof entries === 'object' && entries !== null ? entries : undefined;
}

/**
 * A kind of news the site's people get (issue 86): a nav entry's `news` with the page it leads to.
 */
export interface SiteNews {
  path: string;
  /** The field of the person's badges document that counts it. */
  count: string;
  one: string;
  other: string;
  /** The two in the site's other languages (issue 88), by language: "fr", "de", "es". */
  languages?: Record<string, { one: string; other: string }>;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function newsOf(value: unknown): SiteNews[] {
  if (typeof value !== 'object' || value === null) return [];
  const nav = (value as { nav?: unknown }).nav;
  if (!Array.isArray(nav)) return [];
  return nav.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { path, news } = entry as {
      path?: unknown;
      news?: { count?: unknown; one?: unknown; other?: unknown; languages?: unknown };
    };
    if (!isText(path) || typeof news !== 'object' || news === null) return [];
    const { count, one, other } = news;
    if (!isText(count) || !isText(one) || !isText(other)) return [];
    return [{ path, count, one, other, languages: newsLanguagesOf(news.languages) }];
  });
}

function newsLanguagesOf(value: unknown): Record<string, { one: string; other: string }> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([locale, words]: [string, unknown]) => {
      const { one, other } = (words ?? {}) as { one?: unknown; other?: unknown };
      return isText(one) && isText(other) ? [[locale, { one, other }]] : [];
    }),
  );
}

/**
 * The line that says `count` of a kind of news ("2 conversations with a new message"), in `locale`
 * where the news says it (a count is never 0 here: the lines are of news there is), else in English.
 */
export function newsLine(news: SiteNews, count: number, locale?: string): string {
  const words = (locale && news.languages?.[locale]) || news;
  const written = words === news ? String(count) : count.toLocaleString(locale);
  return count === 1 ? words.one : words.other.replace('{count}', written);
}

/** The page's deployment block, parsed once per text (undefined: none, or not JSON). */
let parsed: { text: string; block: unknown } | undefined;

function inlineBlock(): unknown {
  const text = typeof document === 'undefined' ? undefined : document.getElementById(BLOCK_ID)?.textContent;
  if (!text) return undefined;
  if (parsed?.text !== text) {
    let block: unknown;
    try {
      block = JSON.parse(text);
    } catch {
      block = undefined;
    }
    parsed = { text, block };
  }
  return parsed.block;
}

/**
 * The entry points in the page's own deployment block (built pages), at once; undefined when the
 * page has none (dev servers, standalone): then deployedEntryPoints() says.
 */
export function inlineEntryPoints(): EntryPoints | undefined {
  return entriesOf(inlineBlock());
}

let known: Promise<unknown> | undefined;

/** The deployment the page is part of: its block, else the shell server's /remotes.json; once per page. */
function deploymentBlock(): Promise<unknown> {
  known ??= (async () => {
    const inline = inlineBlock();
    if (entriesOf(inline)) return inline;
    try {
      const response = await fetch('/remotes.json', { cache: 'no-cache' });
      return response.ok ? ((await response.json()) as unknown) : undefined;
    } catch {
      return undefined;
    }
  })();
  return known;
}

/** The site's entry points, once per page ({} when the page is not part of a deployed site). */
export async function deployedEntryPoints(): Promise<EntryPoints> {
  return entriesOf(await deploymentBlock()) ?? {};
}

/** The kinds of news the site's nav entries declare (none when the page is not part of a deployed site). */
export async function deployedNews(): Promise<SiteNews[]> {
  return newsOf(await deploymentBlock());
}

/** The address of an entry point that takes a listing's id in its parameter (enquiry, viewing, viewingTimes). */
export function listingParamEntryUrl(point: { path: string; param: string }, listingId: string): string {
  return `${point.path}?${new URLSearchParams({ [point.param]: listingId }).toString()}`;
}

/** The address of the enquiry entry point for a listing. */
export function enquiryEntryUrl(enquiry: NonNullable<EntryPoints['enquiry']>, listingId: string): string {
  return listingParamEntryUrl(enquiry, listingId);
}
