// The publishing limit (firestore.rules, publishing/{uid}): at most PUBLISH_LIMIT listing creates in
// one PUBLISH_WINDOW_MS window per user. Every create writes the user's quota document in the same
// batch; this module decides what that write says. The rules decide with the server's clock, so the
// choice here is a first guess that publishing tries, then the other choice once (see
// listing-operations.ts writeNewListing).

export const PUBLISH_LIMIT = 10;
export const PUBLISH_WINDOW_MS = 60_000;

/** The quota document as stored (windowStart in milliseconds). */
export interface PublishQuota {
  windowStartMs: number;
  count: number;
}

/** A new listing was refused because its owner published PUBLISH_LIMIT listings within a minute. */
export class PublishLimitError extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(
      `You can publish at most ${PUBLISH_LIMIT} listings a minute. Try again in ${seconds} second${seconds === 1 ? '' : 's'}; your listing is still here.`,
    );
    this.name = 'PublishLimitError';
    this.retryAfterSeconds = seconds;
  }
}

/** 'continue': count one more in the current window; 'restart': open a new window with this create. */
export type QuotaStep = 'continue' | 'restart';

/** The step the rules most likely accept, by this device's clock; null: the limit is reached. */
export function firstQuotaStep(quota: PublishQuota | null, nowMs: number): QuotaStep | null {
  if (!quota) return 'restart';
  if (nowMs > quota.windowStartMs + PUBLISH_WINDOW_MS) return 'restart';
  return quota.count < PUBLISH_LIMIT ? 'continue' : null;
}

/** The other step to try when the rules refused the first (the device's clock differs from the server's). */
export function otherQuotaStep(quota: PublishQuota | null, step: QuotaStep): QuotaStep | null {
  if (!quota) return null;
  if (step === 'restart') return quota.count < PUBLISH_LIMIT ? 'continue' : null;
  return 'restart';
}

/** Seconds until the window of a full quota is over, by this device's clock. */
export function secondsUntilWindowOver(quota: PublishQuota, nowMs: number): number {
  return (quota.windowStartMs + PUBLISH_WINDOW_MS - nowMs) / 1000;
}
