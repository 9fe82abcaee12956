// The publishing limit (firestore.rules, publishing/{uid}): at most PUBLISH_LIMIT listing creates in
// one PUBLISH_WINDOW_MS window per user, and the error a page shows when it is reached. What each
// create writes into the quota is decided by publish-quota-steps.ts, loaded with the Firestore code.

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
