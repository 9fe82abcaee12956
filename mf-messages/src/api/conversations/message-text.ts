// A message's text as stored, and what is wrong with one before it is sent.
import { hasForbiddenCharacters, hasVisibleCharacter } from 'listing-domain';
import { MESSAGE_LIMITS, MOVE_IN_PATTERN, PHONE_PATTERN } from './message-limits.ts';

/** The text as sent: one kind of line break, no spaces around it. */
export function cleanMessage(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim();
}

/** What can be wrong with a form's field before it is sent (the page says it in the person's language). */
export type MessageProblem =
  | { kind: 'empty' }
  | { kind: 'too-long'; length: number; max: number }
  | { kind: 'hidden-characters' }
  | { kind: 'phone' }
  | { kind: 'move-in' };

/** What to fix in a message before it can be sent, or undefined when it can be. */
export function messageProblem(text: string): MessageProblem | undefined {
  const cleaned = cleanMessage(text);
  if (!hasVisibleCharacter(cleaned)) return { kind: 'empty' };
  if (cleaned.length > MESSAGE_LIMITS.textMaxLength)
    return { kind: 'too-long', length: cleaned.length, max: MESSAGE_LIMITS.textMaxLength };
  if (hasForbiddenCharacters(cleaned.replace(/\n/g, ' '))) return { kind: 'hidden-characters' };
  return undefined;
}

/** What to fix in an enquiry's phone number ('' is none), or undefined. */
export function phoneProblem(phone: string): MessageProblem | undefined {
  const cleaned = phone.trim();
  return cleaned === '' || PHONE_PATTERN.test(cleaned) ? undefined : { kind: 'phone' };
}

/** What to fix in an enquiry's move-in day ('' is none), or undefined. */
export function moveInProblem(day: string): MessageProblem | undefined {
  return day === '' || MOVE_IN_PATTERN.test(day) ? undefined : { kind: 'move-in' };
}
