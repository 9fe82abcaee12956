import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { Spinner } from './spinner.tsx';

// What has loaded, by key, for the life of the page: a later render has it at once.
const loaded = new Map<string, unknown>();

type Outcome<T> = { key: string; value: T } | { key: string; error: unknown };

/**
 * What `load` gives, once it has: undefined until then; a failure is thrown, for the nearest error
 * boundary (which remounts to try again: a failure is not kept). `load` must be stable for a key.
 *
 * Loaded into state instead of through lazy() and Suspense: a Suspense boundary that has shown its
 * fallback shows its content 300 ms after that at the earliest (React's fallback throttle), which
 * held a page's first paint back by up to that much after its code had arrived.
 */
export function useLoaded<T>(key: string, load: () => Promise<T>): T | undefined {
  const [outcome, setOutcome] = useState<Outcome<T>>();
  const done = loaded.has(key);
  useEffect(() => {
    if (done) return;
    let current = true;
    // As a transition: React renders what arrived (a whole page) in slices of a few milliseconds,
    // so a tap meanwhile is answered; set plainly, its render was one long task (~100 ms at a
    // phone's speed on the search page, the largest part of its TBT).
    load().then(
      (value) => {
        loaded.set(key, value);
        if (current) startTransition(() => setOutcome({ key, value }));
      },
      (error: unknown) => {
        if (current) startTransition(() => setOutcome({ key, error }));
      },
    );
    return () => {
      current = false;
    };
  }, [key, load, done]);
  if (done) return loaded.get(key) as T;
  if (outcome?.key !== key) return undefined;
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}

/**
 * A component whose code loads when it is first rendered (a page's own chunk), with a spinner over
 * the page area meanwhile: lazy() without Suspense's reveal delay (see useLoaded). `loadCode`
 * loads it ahead (site-contract's PageCode: the shell awaits it before mounting a remote's page),
 * after which it renders its content at once.
 */
export function loadedComponent(
  key: string,
  load: () => Promise<ComponentType>,
): ComponentType & { loadCode: () => Promise<void> } {
  function Loaded() {
    const Component = useLoaded(key, load);
    if (!Component) return <Spinner area />;
    // eslint-disable-next-line react-hooks/static-components -- one component per key, kept once loaded
    return <Component />;
  }
  Loaded.displayName = `Loaded(${key})`;
  Loaded.loadCode = async () => {
    if (!loaded.has(key)) loaded.set(key, await load());
  };
  return Loaded;
}
