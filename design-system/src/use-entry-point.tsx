import { useEffect, useState } from 'react';
import { deployedEntryPoints, inlineEntryPoints, type EntryPoints } from 'site-contract';

/**
 * An entry point of the deployment this page is part of (`enquiry`, `listing`…: a page another
 * remote serves, issue 36 and 48), for a remote that links to it without naming its path. Known at
 * the first render on a built page (its deployment block); undefined while a dev server answers,
 * and when no remote declares it (a remote run standalone).
 */
export function useEntryPoint<K extends keyof EntryPoints>(name: K): EntryPoints[K] | undefined {
  const [entry, setEntry] = useState<EntryPoints[K] | undefined>(() => inlineEntryPoints()?.[name]);
  useEffect(() => {
    let active = true;
    void deployedEntryPoints().then((entries) => {
      if (active) setEntry(entries[name]);
    });
    return () => {
      active = false;
    };
  }, [name]);
  return entry;
}
