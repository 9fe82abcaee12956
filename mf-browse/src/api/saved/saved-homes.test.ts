// @vitest-environment jsdom
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { finishSaveAfterSignIn, saveAfterSignIn } from './saved-homes.ts';

const writeSaved = vi.fn<(uid: string, id: string, name: string) => Promise<void>>();
vi.mock('./saved-operations.ts', () => ({ writeSaved: (...args: [string, string, string]) => writeSaved(...args) }));
// The session as shared-firebase has it (its after-sign-in note is the real one: sessionStorage).
vi.mock('shared-firebase', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared-firebase')>()),
  signedInUid: () => Promise.resolve('uid-1'),
}));
const { takeReturnAfterSignIn } = await import('shared-firebase');

beforeEach(() => {
  sessionStorage.clear();
  writeSaved.mockReset();
  writeSaved.mockResolvedValue(undefined);
});

describe('saving a home after signing in', () => {
  test('the sign-in page goes back where the heart was tapped, and the home is saved there, once', async () => {
    saveAfterSignIn({ id: 'home-1', name: 'Sunny home' }, '/category/rent/home-1');
    expect(takeReturnAfterSignIn()).toBe('/category/rent/home-1');
    await Promise.all([finishSaveAfterSignIn(), finishSaveAfterSignIn()]); // two hearts asking together
    expect(writeSaved).toHaveBeenCalledWith('uid-1', 'home-1', 'Sunny home');
    await finishSaveAfterSignIn();
    expect(writeSaved).toHaveBeenCalledTimes(1);
  });

  test('nothing kept: nothing saved, and the sign-in goes where the spec says', async () => {
    expect(takeReturnAfterSignIn()).toBeUndefined();
    await finishSaveAfterSignIn();
    expect(writeSaved).not.toHaveBeenCalled();
  });

  test('a save that fails is not retried forever: the visitor taps the heart again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    writeSaved.mockRejectedValueOnce(new Error('offline'));
    saveAfterSignIn({ id: 'home-2', name: 'Loft' }, '/offers');
    await finishSaveAfterSignIn();
    await finishSaveAfterSignIn();
    expect(writeSaved).toHaveBeenCalledTimes(1);
  });

  test('a page of another origin is never kept to go back to', () => {
    saveAfterSignIn({ id: 'home-3', name: 'Flat' }, '//evil.example/x');
    expect(takeReturnAfterSignIn()).toBeUndefined();
  });
});
