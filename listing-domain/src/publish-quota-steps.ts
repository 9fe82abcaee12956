// What a listing create writes into the user's publishing quota (publish-quota.ts), in the same
// batch. The rules decide with the server's clock, so the choice here is a first guess that
// publishing tries, then the other choice once (mf-listing-editor's listing writes).
import { PUBLISH_LIMIT, PUBLISH_WINDOW_MS, type PublishQuota } from './publish-quota.ts';

/** 'continue': count one more in the current window; 'restart': open a new window with this create. */
export type QuotaStep = 'continue' | 'restart';

/** Whether the quota's window is over at `nowMs` (this device's clock). */
export function windowOver(quota: PublishQuota, nowMs: number): boolean {
  return nowMs > quota.windowStartMs + PUBLISH_WINDOW_MS;
}

/** The step the rules most likely accept, by this device's clock; null: the limit is reached. */
export function firstQuotaStep(quota: PublishQuota | null, nowMs: number): QuotaStep | null {
  if (!quota) return 'restart';
  if (windowOver(quota, nowMs)) return 'restart';
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
