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

let known: Promise<EntryPoints> | undefined;

/**
 * The entry points in the page's own deployment block (built pages), at once; undefined when the
 * page has none (dev servers, standalone): then deployedEntryPoints() says.
 */
let parsed: { text: string; entries: EntryPoints | undefined } | undefined;

export function inlineEntryPoints(): EntryPoints | undefined {
  const text = typeof document === 'undefined' ? undefined : document.getElementById(BLOCK_ID)?.textContent;
  if (!text) return undefined;
  if (parsed?.text !== text) {
    let entries: EntryPoints | undefined;
    try {
      entries = entriesOf(JSON.parse(text));
    } catch {
      entries = undefined;
    }
    parsed = { text, entries };
  }
  return parsed.entries;
}

/** The site's entry points, once per page ({} when the page is not part of a deployed site). */
export function deployedEntryPoints(): Promise<EntryPoints> {
  known ??= (async () => {
    const inline = inlineEntryPoints();
    if (inline) return inline;
    try {
      const response = await fetch('/remotes.json', { cache: 'no-cache' });
      return response.ok ? (entriesOf(await response.json()) ?? {}) : {};
    } catch {
      return {};
    }
  })();
  return known;
}

/** The address of an entry point that takes a listing's id in its parameter (enquiry, viewing, viewingTimes). */
export function listingParamEntryUrl(point: { path: string; param: string }, listingId: string): string {
  return `${point.path}?${new URLSearchParams({ [point.param]: listingId }).toString()}`;
}

/** The address of the enquiry entry point for a listing. */
export function enquiryEntryUrl(enquiry: NonNullable<EntryPoints['enquiry']>, listingId: string): string {
  return listingParamEntryUrl(enquiry, listingId);
}
