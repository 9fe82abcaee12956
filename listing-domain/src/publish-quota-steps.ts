// What a listing create or edit writes into the user's quota (publish-quota.ts), in the same
// batch. The rules decide with the server's clock, so the choice here is a first guess that
// publishing tries, then the other choice once (mf-listing-editor's listing writes).
import { PUBLISH_RATE, type PublishQuota, type QuotaRate } from './publish-quota.ts';

/** 'continue': count one more in the current window; 'restart': open a new window with this create. */
export type QuotaStep = 'continue' | 'restart';

/** Whether the quota's window is over at `nowMs` (this device's clock). */
export function windowOver(quota: PublishQuota, nowMs: number, rate: QuotaRate = PUBLISH_RATE): boolean {
  return nowMs > quota.windowStartMs + rate.windowMs;
}

/** The step the rules most likely accept, by this device's clock; null: the limit is reached. */
export function firstQuotaStep(
  quota: PublishQuota | null,
  nowMs: number,
  rate: QuotaRate = PUBLISH_RATE,
): QuotaStep | null {
  if (!quota) return 'restart';
  if (windowOver(quota, nowMs, rate)) return 'restart';
  return quota.count < rate.limit ? 'continue' : null;
}

/** The other step to try when the rules refused the first (the device's clock differs from the server's). */
export function otherQuotaStep(
  quota: PublishQuota | null,
  step: QuotaStep,
  rate: QuotaRate = PUBLISH_RATE,
): QuotaStep | null {
  if (!quota) return null;
  if (step === 'restart') return quota.count < rate.limit ? 'continue' : null;
  return 'restart';
}

/** Seconds until the window of a full quota is over, by this device's clock. */
export function secondsUntilWindowOver(quota: PublishQuota, nowMs: number, rate: QuotaRate = PUBLISH_RATE): number {
  return (quota.windowStartMs + rate.windowMs - nowMs) / 1000;
}
