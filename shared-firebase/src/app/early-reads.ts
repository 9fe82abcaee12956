// Reads a page's HTML starts before any JavaScript has loaded (the shell's route preload script,
// shell/src/app/route-preload.inline.js), so the first screen's data is on its way while the code
// downloads. The request definitions live here (listings/listing-early-reads.ts) and the shell
// writes them into index.html at build time; the data functions pick up the answers.

/** An HTTP request the HTML starts; `{arg}` in the URL is the route parameter it is for. */
export interface EarlyReadRequest {
  method: 'GET' | 'POST';
  url: string;
  /** Sent as text/plain, so the browser needs no CORS preflight. */
  body?: string;
  /**
   * Where the answer lists the photo the page shows first (keys from the JSON root to an array of
   * REST string values); the script preloads the first http(s) one while the code still loads.
   */
  photos?: (string | number)[];
}

/** What the preload script left for a key: the response on its way and when it was asked for. */
interface StartedRead {
  response: Promise<Response>;
  startedAt: number;
}

/** An answer older than this is not used: the SDK reads afresh. */
export const EARLY_READ_MAX_AGE_MS = 30_000;

/** The name under which the page's early read of `name` (for route argument `arg`) is kept. */
export function earlyReadKey(name: string, arg?: string): string {
  return arg === undefined ? name : `${name}/${arg}`;
}

function isStartedRead(value: unknown): value is StartedRead {
  return (
    typeof value === 'object' &&
    value !== null &&
    'response' in value &&
    value.response instanceof Promise &&
    'startedAt' in value &&
    typeof value.startedAt === 'number'
  );
}

/** The reads the script started (it sets window.__MARKETPLACE_PRELOAD__; none outside a page). */
function startedReads(): object | undefined {
  const preload: unknown = Reflect.get(globalThis, '__MARKETPLACE_PRELOAD__');
  if (typeof preload !== 'object' || preload === null || !('reads' in preload)) return undefined;
  const reads = preload.reads;
  return typeof reads === 'object' && reads !== null ? reads : undefined;
}

/** Whether the page's HTML started a read for its first screen (the page may need no SDK read). */
export function hasEarlyReads(): boolean {
  const reads = startedReads();
  return reads !== undefined && Object.keys(reads).length > 0;
}

/**
 * The JSON answer of the early read kept under `key`, once: a second call, a failed or refused
 * request, or an answer older than EARLY_READ_MAX_AGE_MS gives undefined, and the caller reads
 * through the SDK as usual.
 */
export async function takeEarlyRead(key: string): Promise<unknown> {
  const reads = startedReads();
  if (!reads) return undefined;
  const read: unknown = Reflect.get(reads, key);
  if (!isStartedRead(read)) return undefined;
  Reflect.deleteProperty(reads, key);
  if (performance.now() - read.startedAt > EARLY_READ_MAX_AGE_MS) return undefined;
  try {
    const response = await read.response;
    return response.ok ? ((await response.json()) as unknown) : undefined;
  } catch {
    return undefined;
  }
}
