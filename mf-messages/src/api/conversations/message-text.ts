// A message's text as stored, and what is wrong with one before it is sent.
import { hasForbiddenCharacters, hasVisibleCharacter } from 'listing-domain';
import { MESSAGE_LIMITS, MOVE_IN_PATTERN, PHONE_PATTERN } from './message-limits.ts';

/** The text as sent: one kind of line break, no spaces around it. */
export function cleanMessage(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim();
}

/** What to fix in a message before it can be sent, or undefined when it can be. */
export function messageProblem(text: string): string | undefined {
  const cleaned = cleanMessage(text);
  if (!hasVisibleCharacter(cleaned)) return 'Write a message.';
  if (cleaned.length > MESSAGE_LIMITS.textMaxLength)
    return `A message is at most ${MESSAGE_LIMITS.textMaxLength} characters (${cleaned.length} now).`;
  if (hasForbiddenCharacters(cleaned.replace(/\n/g, ' '))) return 'Remove invisible or control characters.';
  return undefined;
}

/** What to fix in an enquiry's phone number ('' is none), or undefined. */
export function phoneProblem(phone: string): string | undefined {
  const cleaned = phone.trim();
  return cleaned === '' || PHONE_PATTERN.test(cleaned)
    ? undefined
    : 'Enter a phone number of digits, spaces and + ( ) . - only.';
}

/** What to fix in an enquiry's move-in day ('' is none), or undefined. */
export function moveInProblem(day: string): string | undefined {
  return day === '' || MOVE_IN_PATTERN.test(day) ? undefined : 'Choose a day, or leave it empty.';
}
