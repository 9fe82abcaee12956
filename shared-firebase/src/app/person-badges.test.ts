import { describe, expect, test, vi } from 'vitest';
import type { SessionUser } from 'listing-domain';
import type { FirestoreSdk } from '../sdk/firestore-surface.ts';
import type { LiveFirestoreSdk } from '../sdk/live-firestore-surface.ts';
import { badgeCount, badgeMoment, badgesObserver, LISTEN_AFTER_MS, type BadgesSources } from './person-badges.ts';

/** A listening SDK whose documents the test changes by hand, and what was listened to. */
function fakeLiveSdk() {
  const listened: string[] = [];
  const stopped: string[] = [];
  const onData = new Map<string, (data: Record<string, unknown> | undefined) => void>();
  const sdk = {
    db: {},
    doc: (_db: unknown, ...segments: string[]) => segments.join('/'),
    onSnapshot: (path: string, next: (snapshot: { data: () => unknown }) => void) => {
      listened.push(path);
      onData.set(path, (data) => next({ data: () => data }));
      return () => stopped.push(path);
    },
  } as unknown as LiveFirestoreSdk;
  const change = (path: string, data: Record<string, unknown> | undefined) => onData.get(path)?.(data);
  return { sdk, listened, stopped, change };
}

/** A session the test signs in and out by hand. */
function fakeSession() {
  let callback: ((user: SessionUser | null) => void) | undefined;
  const observe = vi.fn((cb: (user: SessionUser | null) => void) => {
    callback = cb;
    return () => (callback = undefined);
  });
  const as = (uid: string | null) => callback?.(uid ? ({ uid } as SessionUser) : null);
  return { observe, as };
}

/** A lite SDK whose one read answers `data`, and the paths it read. */
function fakeLiteSdk(data: Record<string, unknown> | undefined) {
  const read: string[] = [];
  const sdk = {
    db: {},
    doc: (_db: unknown, ...segments: string[]) => segments.join('/'),
    getDoc: (path: string) => {
      read.push(path);
      return Promise.resolve({ data: () => data });
    },
  } as unknown as FirestoreSdk;
  return { sdk, read };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Sources for a page well past its start: the listener opens at once. */
const later = (live: { sdk: LiveFirestoreSdk }, observeAuth: BadgesSources['observeAuth']): BadgesSources => ({
  loadLiveFirestore: () => Promise.resolve(live.sdk),
  loadFirestore: () => Promise.reject(new Error('no read expected')),
  observeAuth,
  pageTime: () => 60_000,
});

describe('the badges document, one listener per signed-in person and page', () => {
  test('two who ask share one listener; they hear each change; visitors listen to nothing', async () => {
    const live = fakeLiveSdk();
    const session = fakeSession();
    const observe = badgesObserver(later(live, session.observe));
    const heardByNav: unknown[] = [];
    const heardByInbox: unknown[] = [];
    const stopNav = observe((badges) => heardByNav.push(badges));
    const stopInbox = observe((badges) => heardByInbox.push(badges));
    session.as(null);
    await settle();
    expect(live.listened).toEqual([]);

    session.as('ana');
    await settle();
    live.change('badges/ana', { alerts: 2, inbox: 1 });
    expect(live.listened).toEqual(['badges/ana']);
    expect(session.observe).toHaveBeenCalledTimes(1);
    expect(heardByNav.at(-1)).toEqual({ alerts: 2, inbox: 1 });
    expect(heardByInbox.at(-1)).toEqual({ alerts: 2, inbox: 1 });

    // A token refresh (the same person) listens again to nothing new.
    session.as('ana');
    await settle();
    expect(live.listened).toEqual(['badges/ana']);

    // Another person: the first's counts go at once, the other's document is listened to.
    session.as('ben');
    await settle();
    expect(live.stopped).toEqual(['badges/ana']);
    expect(heardByNav.at(-1)).toBeNull(); // not known
    live.change('badges/ben', undefined); // no document yet: known, nothing to count
    expect(heardByNav.at(-1)).toEqual({});

    stopNav();
    expect(live.stopped).toEqual(['badges/ana']);
    stopInbox();
    expect(live.stopped).toEqual(['badges/ana', 'badges/ben']);
  });

  test('one who comes later hears the last badges at once', async () => {
    const live = fakeLiveSdk();
    const session = fakeSession();
    const observe = badgesObserver(later(live, session.observe));
    const stop = observe(() => undefined);
    session.as('ana');
    await settle();
    live.change('badges/ana', { alerts: 3 });
    const heard: unknown[] = [];
    observe((badges) => heard.push(badges));
    expect(heard).toEqual([{ alerts: 3 }]);
    stop();
  });

  test('signed out before the SDK came: nothing is listened to', async () => {
    const live = fakeLiveSdk();
    const session = fakeSession();
    let loaded: (sdk: LiveFirestoreSdk) => void = () => undefined;
    const observe = badgesObserver({
      ...later(live, session.observe),
      loadLiveFirestore: () => new Promise((resolve) => (loaded = resolve)),
    });
    const stop = observe(() => undefined);
    session.as('ana');
    session.as(null);
    loaded(live.sdk);
    await settle();
    expect(live.listened).toEqual([]);
    stop();
  });
});

describe('in a page’s first seconds', () => {
  test('the document is read once, and listened to once the page is past its start', async () => {
    vi.useFakeTimers();
    try {
      const live = fakeLiveSdk();
      const lite = fakeLiteSdk({ inbox: 1 });
      const session = fakeSession();
      const observe = badgesObserver({
        loadLiveFirestore: () => Promise.resolve(live.sdk),
        loadFirestore: () => Promise.resolve(lite.sdk),
        observeAuth: session.observe,
        pageTime: () => 1200,
      });
      const heard: unknown[] = [];
      const stop = observe((badges) => heard.push(badges));
      session.as('ana');
      await vi.advanceTimersByTimeAsync(0);
      expect(lite.read).toEqual(['badges/ana']);
      expect(live.listened).toEqual([]);
      expect(heard.at(-1)).toEqual({ inbox: 1 });

      await vi.advanceTimersByTimeAsync(LISTEN_AFTER_MS - 1200);
      expect(live.listened).toEqual(['badges/ana']);
      live.change('badges/ana', { inbox: 2 });
      expect(heard.at(-1)).toEqual({ inbox: 2 });
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  test('signed out before the listener opened: it never opens', async () => {
    vi.useFakeTimers();
    try {
      const live = fakeLiveSdk();
      const session = fakeSession();
      const observe = badgesObserver({
        loadLiveFirestore: () => Promise.resolve(live.sdk),
        loadFirestore: () => Promise.resolve(fakeLiteSdk(undefined).sdk),
        observeAuth: session.observe,
        pageTime: () => 0,
      });
      const stop = observe(() => undefined);
      session.as('ana');
      session.as(null);
      await vi.advanceTimersByTimeAsync(LISTEN_AFTER_MS);
      expect(live.listened).toEqual([]);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('reading the document the server wrote', () => {
  test('a count is a positive whole number; anything else is none', () => {
    expect(badgeCount({ alerts: 4 }, 'alerts')).toBe(4);
    expect(badgeCount({ alerts: -1 }, 'alerts')).toBe(0);
    expect(badgeCount({ alerts: '4' }, 'alerts')).toBe(0);
    expect(badgeCount({}, 'alerts')).toBe(0);
    expect(badgeCount(null, 'alerts')).toBe(0);
  });

  test('a moment is a timestamp’s milliseconds; anything else is 0', () => {
    expect(badgeMoment({ inboxAt: { toMillis: () => 1234 } }, 'inboxAt')).toBe(1234);
    expect(badgeMoment({ inboxAt: 1234 }, 'inboxAt')).toBe(0);
    expect(badgeMoment({}, 'inboxAt')).toBe(0);
  });
});
