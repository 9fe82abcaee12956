import type { FocusEvent, KeyboardEvent } from 'react';

/** The links on which Space is down now. */
const spaceDownOn = new WeakSet<HTMLAnchorElement>();

/**
 * For a link the spec calls a button ('Contact Landlord' goes to the contact page, 'Send Message'
 * opens a mail link): it stays a link (its address shows, it opens in a new tab) but announces
 * itself as a button, and, as a button does, Space activates it too (a link follows only Enter).
 */
export const buttonRole = {
  role: 'button',
  onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    // Space would scroll the page; a button acts when the key comes back up.
    if (event.key !== ' ') return;
    event.preventDefault();
    spaceDownOn.add(event.currentTarget);
  },
  onKeyUp(event: KeyboardEvent<HTMLAnchorElement>) {
    // Only a Space pressed here: one pressed on another control, then released here, does nothing.
    if (event.key === ' ' && spaceDownOn.delete(event.currentTarget)) event.currentTarget.click();
  },
  onBlur(event: FocusEvent<HTMLAnchorElement>) {
    spaceDownOn.delete(event.currentTarget);
  },
} as const;
