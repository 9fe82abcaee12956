import type { KeyboardEvent } from 'react';

/**
 * For a link the spec calls a button ('Contact Landlord' goes to the contact page, 'Send Message'
 * opens a mail link): it stays a link (its address shows, it opens in a new tab) but announces
 * itself as a button, and, as a button does, Space activates it too (a link follows only Enter).
 */
export const buttonRole = {
  role: 'button',
  onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    // Space would scroll the page; a button acts when the key comes back up.
    if (event.key === ' ') event.preventDefault();
  },
  onKeyUp(event: KeyboardEvent<HTMLAnchorElement>) {
    if (event.key === ' ') event.currentTarget.click();
  },
} as const;
