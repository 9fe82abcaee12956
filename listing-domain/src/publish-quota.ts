// The write limits (firestore.rules): at most PUBLISH_LIMIT listing creates (publishing/{uid}) and
// at most EDIT_LIMIT listing edits (editing/{uid}) per user in one window of a minute, and the
// errors a page shows when one is reached. What each write adds to its quota is decided by
// publish-quota-steps.ts.

export const PUBLISH_LIMIT = 10;
export const PUBLISH_WINDOW_MS = 60_000;
export const EDIT_LIMIT = 30;
export const EDIT_WINDOW_MS = 60_000;

/** A write limit: at most `limit` writes in a window of `windowMs`. */
export interface QuotaRate {
  limit: number;
  windowMs: number;
}

export const PUBLISH_RATE: QuotaRate = { limit: PUBLISH_LIMIT, windowMs: PUBLISH_WINDOW_MS };
export const EDIT_RATE: QuotaRate = { limit: EDIT_LIMIT, windowMs: EDIT_WINDOW_MS };

/** A quota document as stored (windowStart in milliseconds). */
export interface PublishQuota {
  windowStartMs: number;
  count: number;
}

/** A write refused because its quota is full for now; `retryAfterSeconds` says when it opens. */
abstract class WriteLimitError extends Error {
  readonly retryAfterSeconds: number;
  protected constructor(retryAfterSeconds: number, sentence: (wait: string) => string) {
    const wait = Math.max(1, Math.ceil(retryAfterSeconds));
    super(sentence(`${wait} second${wait === 1 ? '' : 's'}`));
    this.retryAfterSeconds = wait;
  }
}

/** A new listing was refused because its owner published PUBLISH_LIMIT listings within a minute. */
export class PublishLimitError extends WriteLimitError {
  constructor(retryAfterSeconds: number) {
    super(
      retryAfterSeconds,
      (wait) =>
        `You can publish at most ${PUBLISH_LIMIT} listings a minute. Try again in ${wait}; your listing is still here.`,
    );
    this.name = 'PublishLimitError';
  }
}

/** An edit was refused because its owner saved EDIT_LIMIT edits within a minute. */
export class EditLimitError extends WriteLimitError {
  constructor(retryAfterSeconds: number) {
    super(
      retryAfterSeconds,
      (wait) => `You can save at most ${EDIT_LIMIT} edits a minute. Try again in ${wait}; your changes are still here.`,
    );
    this.name = 'EditLimitError';
  }
}
