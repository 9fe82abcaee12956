import { describe, expect, test, vi } from 'vitest';
import { readFirebaseSettings } from './firebase-settings.ts';

// Records which Firebase SDK entry points this file's imports evaluate.
const { loaded, recordLoad } = vi.hoisted(() => {
  const loaded = new Set<string>();
  /** A vi.mock factory: the real module, noted in `loaded` when first imported. */
  const recordLoad = (name: string) => async (importOriginal: () => Promise<unknown>) => {
    loaded.add(name);
    return importOriginal();
  };
  return { loaded, recordLoad };
});
vi.mock('firebase/app', recordLoad('firebase/app'));
vi.mock('firebase/auth', recordLoad('firebase/auth'));
vi.mock('firebase/firestore/lite', recordLoad('firebase/firestore/lite'));
vi.mock('firebase/storage', recordLoad('firebase/storage'));

// The tests share the module state of one page load, so they run in order.
describe('the Firebase app, created with the first SDK', () => {
  test("on a page whose HTML read its first screen, the package's entry loads no Firebase SDK and holds no app", async () => {
    // What the shell's route preload script leaves on such a page (a page without it warms up
    // the Firestore SDK at once, see listings/listings.ts).
    const preload = {
      remotes: undefined,
      manifests: {},
      reads: { 'newest-listings': { response: new Promise(() => {}), startedAt: 0 } },
    };
    Reflect.set(globalThis, '__MARKETPLACE_PRELOAD__', preload);
    const entry = await import('../index.ts');
    await new Promise((resolve) => setTimeout(resolve, 50)); // any import started at evaluation
    Reflect.deleteProperty(globalThis, '__MARKETPLACE_PRELOAD__');
    expect([...loaded]).toEqual([]);
    expect(entry.firebaseAppCount()).toBe(0);
  });

  test('the first SDK service creates the one app with the configured settings, then they are fixed', async () => {
    const { configureFirebase, firebaseAppCount } = await import('../index.ts');
    const settings = readFirebaseSettings({
      VITE_FIREBASE_PROJECT_ID: 'demo-unit',
      VITE_FIREBASE_USE_EMULATORS: 'true',
    });
    configureFirebase(settings);

    const { firebaseCore } = await import('./firebase-app.ts');
    const core = firebaseCore();
    expect(loaded.has('firebase/app')).toBe(true);
    expect(core.settings).toBe(settings);
    expect(core.app.options.projectId).toBe('demo-unit');
    expect(firebaseCore()).toBe(core);
    expect(firebaseAppCount()).toBe(1);
    expect(() => configureFirebase(readFirebaseSettings({}))).toThrow('Firebase is already initialised');
  });
});
