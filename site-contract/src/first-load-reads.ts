// Reads a page's HTML starts before any JavaScript has loaded (the shell's first-load script,
// shell/src/first-load/first-load.ts), so the first screen's data is on its way while the code
// downloads. Each remote defines its routes' requests (routes.json) and its data functions take
// the answers here, from what the script leaves in FirstLoadState. No SDK: a few lines each app
// that reads early bundles.
import type { FirstLoadGlobal, FirstLoadState, StartedRead } from './first-load.ts';

const FIRST_LOAD_GLOBAL: FirstLoadGlobal = '__MARKETPLACE_PRELOAD__';

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

/** The reads the script started (none outside a page). */
function startedReads(): FirstLoadState['reads'] | undefined {
  const preload: unknown = Reflect.get(globalThis, FIRST_LOAD_GLOBAL);
  if (typeof preload !== 'object' || preload === null || !('reads' in preload)) return undefined;
  const reads = preload.reads;
  return typeof reads === 'object' && reads !== null ? (reads as FirstLoadState['reads']) : undefined;
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
