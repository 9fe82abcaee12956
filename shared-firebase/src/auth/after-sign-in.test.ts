// @vitest-environment jsdom
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { continueAfterSignIn, takeAfterSignInAction, takeReturnAfterSignIn } from './after-sign-in.ts';

beforeEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('after sign-in', () => {
  test('gives the page to go back to once, and leaves the action for its remote, once', () => {
    continueAfterSignIn('/category/rent/home-1', { kind: 'save-home', data: { id: 'home-1', name: 'Sunny home' } });
    expect(takeReturnAfterSignIn()).toBe('/category/rent/home-1');
    expect(takeReturnAfterSignIn()).toBeUndefined();
    expect(takeAfterSignInAction('other-kind')).toBeUndefined();
    expect(takeAfterSignInAction('save-home')).toEqual({ id: 'home-1', name: 'Sunny home' });
    expect(takeAfterSignInAction('save-home')).toBeUndefined();
    expect(takeReturnAfterSignIn()).toBeUndefined();
  });

  test('nothing kept: nowhere to go back to, and the sign-in goes where the spec says', () => {
    expect(takeReturnAfterSignIn()).toBeUndefined();
  });

  test.each([
    ['another origin', '//evil.example/x'],
    ['a backslash origin', '/\\evil.example'],
    ['an absolute URL', 'https://evil.example/'],
  ])('never goes back to %s', (_name, returnTo) => {
    continueAfterSignIn(returnTo, { kind: 'save-home', data: { id: 'x', name: 'x' } });
    expect(takeReturnAfterSignIn()).toBeUndefined();
  });

  test('forgets what is older than half an hour', () => {
    vi.useFakeTimers();
    continueAfterSignIn('/offers', { kind: 'save-home', data: { id: 'a', name: 'A' } });
    vi.advanceTimersByTime(31 * 60_000);
    expect(takeReturnAfterSignIn()).toBeUndefined();
    expect(takeAfterSignInAction('save-home')).toBeUndefined();
  });

  test('a stored value that is not ours is ignored', () => {
    sessionStorage.setItem('marketplace:after-sign-in', '{"returnTo": 5}');
    expect(takeReturnAfterSignIn()).toBeUndefined();
    sessionStorage.setItem('marketplace:after-sign-in', 'not json');
    expect(takeReturnAfterSignIn()).toBeUndefined();
  });
});
