// A signed-in person's badges (issue 53): `badges/{uid}`, a small document the server keeps, each
// slice's server code its own fields (the browsing slice's unread alerts, the messages slice's
// unread conversations and when the inbox last changed). The page listens to it once, whoever
// asks (the nav's counts, an open inbox): one listener per signed-in person and page, with the
// full SDK, loaded by the first to ask (the nav's badges load after the page is drawn). Nothing
// is listened to for visitors.
//
// A listener holds a connection open for as long as it listens; opened with the page, the page
// would never look loaded to what waits for the network to go quiet (crawlers, test tools, a
// browser's own "loading"). So in a page's first seconds the document is read once (the lite
// SDK, one request that ends) and the listener opens LISTEN_AFTER_MS after the page's start: a
// change in those seconds is in its first answer.
import { useEffect, useRef, useState } from 'react';
import type { SessionUser } from 'listing-domain';
import type { FirestoreSdk } from '../sdk/firestore-surface.ts';
import type { LiveFirestoreSdk } from '../sdk/live-firestore-surface.ts';
import { LISTEN_AFTER_MS } from './badges-timing.ts';

export { LISTEN_AFTER_MS };
export const BADGES_COLLECTION = 'badges';

/** The person's badges document as the server wrote it ({} when there is none yet). */
export type Badges = Readonly<Record<string, unknown>>;
/** null: not known (nobody signed in, not heard yet, or the listen failed). */
type Listener = (badges: Badges | null) => void;
type ObserveAuth = (callback: (user: SessionUser | null) => void) => () => void;

const NONE: Badges = Object.freeze({});

export interface BadgesSources {
  loadLiveFirestore: () => Promise<LiveFirestoreSdk>;
  loadFirestore: () => Promise<FirestoreSdk>;
  observeAuth: ObserveAuth;
  /** Milliseconds since the page started (performance.now()). */
  pageTime?: () => number;
}

/** `observeBadges` over the SDKs and a session (tests give theirs stand-ins). */
export function badgesObserver({
  loadLiveFirestore,
  loadFirestore,
  observeAuth,
  pageTime = () => performance.now(),
}: BadgesSources): (listener: Listener) => () => void {
  const listeners = new Set<Listener>();
  let latest: Badges | null = null;
  let followed: string | null = null;
  let stopAuth: (() => void) | undefined;
  let stopListening: (() => void) | undefined;

  const publish = (badges: Badges | null) => {
    latest = badges;
    for (const listener of listeners) listener(badges);
  };

  const follow = (uid: string | null) => {
    if (uid === followed) return; // a token refresh: the same person
    followed = uid;
    stopListening?.();
    stopListening = undefined;
    publish(null);
    if (!uid) return;
    let stopped = false;
    let heard = false;
    let stopSnapshot: (() => void) | undefined;
    const listen = () => {
      loadLiveFirestore().then(
        (sdk) => {
          if (stopped) return;
          stopSnapshot = sdk.onSnapshot(
            sdk.doc(sdk.db, BADGES_COLLECTION, uid),
            (snapshot) => {
              heard = true;
              publish(snapshot.data() ?? NONE);
            },
            // A badge is a hint: a refused or failed listen shows nothing rather than an error.
            () => publish(null),
          );
        },
        () => publish(null),
      );
    };
    const wait = LISTEN_AFTER_MS - pageTime();
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (wait > 0) {
      loadFirestore()
        .then((sdk) => sdk.getDoc(sdk.doc(sdk.db, BADGES_COLLECTION, uid)))
        .then(
          (snapshot) => {
            if (!stopped && !heard) publish(snapshot.data() ?? NONE);
          },
          () => undefined, // the listener tries again
        );
      timer = setTimeout(listen, wait);
    } else listen();
    stopListening = () => {
      stopped = true;
      clearTimeout(timer);
      stopSnapshot?.();
    };
  };

  const stopAll = () => {
    stopAuth?.();
    stopAuth = undefined;
    stopListening?.();
    stopListening = undefined;
    followed = null;
    latest = null;
  };

  return function observeBadges(listener: Listener): () => void {
    listeners.add(listener);
    listener(latest);
    stopAuth ??= observeAuth((user) => follow(user?.uid ?? null));
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) stopAll();
    };
  };
}

/** A badges hook over `observe` (null until the document is heard). */
export function badgesHook(observe: (listener: Listener) => () => void): () => Badges | null {
  return function useBadges() {
    const [badges, setBadges] = useState<Badges | null>(null);
    useEffect(() => observe(setBadges), []);
    return badges;
  };
}

/** A count of the badges document (a number the server wrote, 0 otherwise). */
export function badgeCount(badges: Badges | null, field: string): number {
  const value = badges?.[field];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
}

/** A moment of the badges document, in milliseconds (a Firestore timestamp the server wrote; 0 otherwise). */
export function badgeMoment(badges: Badges | null, field: string): number {
  const value = badges?.[field];
  const isMoment = (v: unknown): v is { toMillis: () => number } =>
    typeof v === 'object' && v !== null && typeof (v as { toMillis?: unknown }).toMillis === 'function';
  return isMoment(value) ? value.toMillis() : 0;
}

/**
 * A hook that calls `onNews` each time the moment `field` of the person's badges moves on from
 * what the page first heard (none, for a person whose document the server has not written yet):
 * an open inbox reads its pages again when the inbox changed.
 */
export function badgeNewsHook(useBadges: () => Badges | null): (field: string, onNews: () => void) => void {
  return function useBadgeNews(field, onNews) {
    const badges = useBadges();
    const heard = badges !== null;
    const moment = badgeMoment(badges, field);
    const known = useRef<number | null>(null);
    const latestOnNews = useRef(onNews);
    useEffect(() => {
      latestOnNews.current = onNews;
    });
    useEffect(() => {
      if (!heard) {
        known.current = null; // not heard yet, or nobody signed in: the next person starts afresh
        return;
      }
      const before = known.current;
      known.current = moment;
      if (before !== null && moment > before) latestOnNews.current();
    }, [heard, moment]);
  };
}
