import { describe, expect, test } from 'vitest';
import { EDIT_LIMIT, EDIT_RATE, EditLimitError, PUBLISH_LIMIT, PublishLimitError } from './publish-quota.ts';
import { firstQuotaStep, otherQuotaStep, secondsUntilWindowOver } from './publish-quota-steps.ts';

const start = 1_000_000;

describe('the publishing quota', () => {
  test('a first listing opens a window', () => {
    expect(firstQuotaStep(null, start)).toBe('restart');
  });

  test('within the window creates count on until the limit', () => {
    expect(firstQuotaStep({ windowStartMs: start, count: 1 }, start + 5_000)).toBe('continue');
    expect(firstQuotaStep({ windowStartMs: start, count: PUBLISH_LIMIT - 1 }, start + 59_000)).toBe('continue');
    expect(firstQuotaStep({ windowStartMs: start, count: PUBLISH_LIMIT }, start + 59_000)).toBeNull();
  });

  test('after the window a create opens a new one, whatever the count', () => {
    expect(firstQuotaStep({ windowStartMs: start, count: PUBLISH_LIMIT }, start + 60_001)).toBe('restart');
  });

  test('when the server refused the first step, the other is tried only if it can pass', () => {
    expect(otherQuotaStep({ windowStartMs: start, count: 3 }, 'continue')).toBe('restart');
    expect(otherQuotaStep({ windowStartMs: start, count: 3 }, 'restart')).toBe('continue');
    expect(otherQuotaStep({ windowStartMs: start, count: PUBLISH_LIMIT }, 'restart')).toBeNull();
    expect(otherQuotaStep(null, 'restart')).toBeNull();
  });

  test('the limit error says how long to wait and that nothing is lost', () => {
    const wait = secondsUntilWindowOver({ windowStartMs: start, count: PUBLISH_LIMIT }, start + 45_500);
    const error = new PublishLimitError(wait);
    expect(error.retryAfterSeconds).toBe(15);
    expect(error.message).toBe(
      'You can publish at most 10 listings a minute. Try again in 15 seconds; your listing is still here.',
    );
    expect(new PublishLimitError(-3).message).toContain('Try again in 1 second;');
  });

  test('edits have their own limit, with the same steps', () => {
    expect(firstQuotaStep({ windowStartMs: start, count: PUBLISH_LIMIT }, start + 5_000, EDIT_RATE)).toBe('continue');
    expect(firstQuotaStep({ windowStartMs: start, count: EDIT_LIMIT }, start + 5_000, EDIT_RATE)).toBeNull();
    expect(otherQuotaStep({ windowStartMs: start, count: EDIT_LIMIT }, 'restart', EDIT_RATE)).toBeNull();
    expect(
      new EditLimitError(secondsUntilWindowOver({ windowStartMs: start, count: 30 }, start + 59_000, EDIT_RATE))
        .message,
    ).toBe('You can save at most 30 edits a minute. Try again in 1 second; your changes are still here.');
  });
});
