// The contact page's mail link. The landlord's address comes from stored data, and the Auth service
// accepts addresses at sign-up that would do more than address a mail inside a mailto: link
// (a percent-encoded CR/LF adds headers, `?` and `&` add fields, `%` re-encodes what follows): only
// a plain address makes a link.
/* eslint-disable lingui/no-unlocalized-strings -- patterns of an address, no words */
const LOCAL_PART = "[A-Za-z0-9!'*+^_`{|}~-]+(?:\\.[A-Za-z0-9!'*+^_`{|}~-]+)*";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const PLAIN_ADDRESS = new RegExp(`^${LOCAL_PART}@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`);
/* eslint-enable lingui/no-unlocalized-strings */

/** A plain e-mail address: no percent-encoding, query or header characters, a dotted domain. */
export function isSafeEmailAddress(address: string): boolean {
  return address.length <= 254 && PLAIN_ADDRESS.test(address);
}

/** mailto: link with an URL-encoded subject and body; null for an unsafe address. */
export function buildMailto(address: string, subject: string, body: string): string | null {
  if (!isSafeEmailAddress(address)) return null;
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
