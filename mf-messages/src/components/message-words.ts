// What the message forms say in the person's language (issue 88): a field's problem, the sender's
// quota, the characters used. The checks are the api's; the words are the page's.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { withValues } from 'design-system/slice-i18n';
import { MESSAGE_LIMITS } from '../api/conversations/message-limits.ts';
import type { MessageProblem } from '../api/conversations/message-text.ts';

/** What to fix, as the form says it beside the field. */
export function problemText(i18n: I18n, problem: MessageProblem): string {
  switch (problem.kind) {
    case 'empty':
      return i18n._(msg`Write a message.`);
    case 'too-long':
      return withValues(i18n, msg({ message: 'A message is at most {max} characters ({length} now).' }), {
        max: problem.max,
        length: problem.length,
      });
    case 'hidden-characters':
      return i18n._(msg`Remove invisible or control characters.`);
    case 'phone':
      return i18n._(msg`Enter a phone number of digits, spaces and + ( ) . - only.`);
    case 'move-in':
      return i18n._(msg`Choose a day, or leave it empty.`);
  }
}

/** How long the sender's quota asks them to wait (the server's rules hold it too). */
export function sendLimitText(i18n: I18n, wait: 'minute' | 'hour', seconds: number): string {
  if (wait === 'minute')
    return withValues(
      i18n,
      msg({
        message:
          'You have sent {limit} messages in a minute. You can send again in {seconds, plural, one {# second} other {# seconds}}.',
      }),
      { limit: MESSAGE_LIMITS.messagesPerMinute, seconds },
    );
  return withValues(
    i18n,
    msg({
      message:
        'You can write about {limit} new homes an hour. You can write about another in {minutes, plural, one {# minute} other {# minutes}}.',
    }),
    { limit: MESSAGE_LIMITS.conversationsPerHour, minutes: Math.ceil(seconds / 60) },
  );
}

/** "12 / 2000 characters", and how many too many. */
export function characterCountText(i18n: I18n, length: number, max: number): string {
  const over = length - max;
  return over > 0
    ? withValues(i18n, msg({ message: '{length} / {max} characters: {over} too many' }), { length, max, over })
    : withValues(i18n, msg({ message: '{length} / {max} characters' }), { length, max });
}
