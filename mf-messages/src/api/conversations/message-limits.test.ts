// The rules enforce what the forms check: these fail when the two drift.
import { describe, expect, test } from 'vitest';
import { repositoryRules } from '../../../../scripts/lib/compose-rules.mjs';
import { MESSAGE_LIMITS, MOVE_IN_PATTERN, PHONE_PATTERN } from './message-limits.ts';
import { messageProblem, moveInProblem, phoneProblem } from './message-text.ts';

/** The rules Firebase deploys, composed from the repository's fragments. */
const { rules } = repositoryRules();

describe('firestore.rules uses the messaging limits', () => {
  test.each([
    ['text length', `validDescription(text) && text.size() <= ${MESSAGE_LIMITS.textMaxLength}`],
    ['messages a minute', `data.sent <= ${MESSAGE_LIMITS.messagesPerMinute}`],
    ['conversations an hour', `data.started <= ${MESSAGE_LIMITS.conversationsPerHour}`],
    ['phone', `data.phone.matches('${PHONE_PATTERN.source.slice(1, -1)}')`],
    ['move-in', `data.moveIn.matches('${MOVE_IN_PATTERN.source.slice(1, -1)}')`],
    ['page size', `request.query.limit <= 50`],
  ])('%s', (_what, expected) => {
    expect(rules).toContain(expected);
  });
  test('a page is within what the rules allow', () => {
    expect(MESSAGE_LIMITS.pageSize + 1).toBeLessThanOrEqual(50);
  });
});

describe('what the forms refuse before sending', () => {
  test('a message', () => {
    expect(messageProblem('  ')).toEqual({ kind: 'empty' });
    expect(messageProblem('\u200B')).toEqual({ kind: 'empty' });
    expect(messageProblem('x'.repeat(2001))).toEqual({ kind: 'too-long', length: 2001, max: 2000 });
    expect(messageProblem('pay\u0000me')).toEqual({ kind: 'hidden-characters' });
    expect(messageProblem('Hello,\n\nis it free?')).toBeUndefined();
  });
  test('a phone number and a move-in day, both optional', () => {
    expect(phoneProblem('')).toBeUndefined();
    expect(phoneProblem('+44 (0)20 7946 0000')).toBeUndefined();
    expect(phoneProblem('call me')).toEqual({ kind: 'phone' });
    expect(moveInProblem('')).toBeUndefined();
    expect(moveInProblem('2027-03-01')).toBeUndefined();
    expect(moveInProblem('soon')).toEqual({ kind: 'move-in' });
  });
});
