// @vitest-environment jsdom
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { completeSaveAfterSignIn, saveAfterSignIn, setUp } from './saved-homes.ts';

const writeSaved = vi.fn<(uid: string, id: string, name: string) => Promise<void>>();
setUp({ signedInUid: () => Promise.resolve('uid-1'), isValidDocumentId: () => true });
vi.mock('./saved-operations.ts', () => ({ writeSaved: (...args: [string, string, string]) => writeSaved(...args) }));

beforeEach(() => {
  sessionStorage.clear();
  writeSaved.mockReset();
  writeSaved.mockResolvedValue(undefined);
});

describe('saving a home after signing in', () => {
  test('saves the home kept before, once, and gives back the page it was tapped on', async () => {
    saveAfterSignIn({ id: 'home-1', name: 'Sunny home' }, '/category/rent/home-1');
    await expect(completeSaveAfterSignIn()).resolves.toBe('/category/rent/home-1');
    expect(writeSaved).toHaveBeenCalledWith('uid-1', 'home-1', 'Sunny home');
    await expect(completeSaveAfterSignIn()).resolves.toBeUndefined();
    expect(writeSaved).toHaveBeenCalledTimes(1);
  });

  test('nothing kept: nothing saved, and the sign-in goes where the spec says', async () => {
    await expect(completeSaveAfterSignIn()).resolves.toBeUndefined();
    expect(writeSaved).not.toHaveBeenCalled();
  });

  test.each([
    ['another origin', '//evil.example/x'],
    ['an absolute address', 'https://evil.example/'],
  ])('never goes back to %s', async (_case, returnTo) => {
    saveAfterSignIn({ id: 'home-1', name: 'Sunny home' }, returnTo);
    await expect(completeSaveAfterSignIn()).resolves.toBeUndefined();
    expect(writeSaved).not.toHaveBeenCalled();
  });

  test('a home kept more than half an hour ago is forgotten', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
    saveAfterSignIn({ id: 'home-1', name: 'Sunny home' }, '/');
    vi.setSystemTime(Date.UTC(2026, 0, 1, 0, 31));
    await expect(completeSaveAfterSignIn()).resolves.toBeUndefined();
    vi.useRealTimers();
    expect(writeSaved).not.toHaveBeenCalled();
  });

  test('a save that fails gives nothing back: the sign-in goes on as usual', async () => {
    writeSaved.mockRejectedValue(new Error('offline'));
    saveAfterSignIn({ id: 'home-1', name: 'Sunny home' }, '/offers');
    await expect(completeSaveAfterSignIn()).resolves.toBeUndefined();
  });
});
