import { expect, test } from 'vitest';
import { STATUS_CHANGE_GAP_SECONDS, statusChangeableAt, statusRefusedMessage } from './listing-status.ts';

test('a status may change again STATUS_CHANGE_GAP_SECONDS after its last change, and the refusal says when', () => {
  const changed = new Date('2026-11-27T11:47:02');
  expect(statusChangeableAt(changed)?.getTime()).toBe(changed.getTime() + STATUS_CHANGE_GAP_SECONDS * 1000);
  expect(statusChangeableAt(null)).toBeNull();
  const soon = statusRefusedMessage(changed, new Date('2026-11-27T11:47:03'));
  expect(soon).toMatch(/at most once in 3 seconds\. You can change it again at .*47.*05/);
  // Past that moment, or with no change known, the refusal has another cause: wait and try again.
  expect(statusRefusedMessage(changed, new Date('2026-11-27T11:48:00'))).toBe(
    'Could not change the status. Wait a few seconds and try again.',
  );
  expect(statusRefusedMessage(undefined)).toBe('Could not change the status. Wait a few seconds and try again.');
});
