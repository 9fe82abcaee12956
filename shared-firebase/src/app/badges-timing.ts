/**
 * How long after a page's start its badges listener opens (until then, one read): a listener
 * holds a connection open, and a page that opened one at once would never go quiet for what
 * waits on the network (person-badges.ts; decision record 032).
 */
export const LISTEN_AFTER_MS = 5000;
