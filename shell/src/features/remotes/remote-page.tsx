import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from 'design-system/spinner';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import { forgetRemote, loadRemotePage } from './remote-registry.ts';

// One lazy component per page. A failed load removes its entry: React caches a rejected
// lazy() forever, so the next render after a failure must get a fresh one.
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyRemotePage(remote: string, page: string) {
  const key = `${remote}/${page}`;
  let component = lazyPages.get(key);
  if (!component) {
    component = lazy(async () => {
      try {
        return { default: await loadRemotePage(remote, page) };
      } catch (error) {
        lazyPages.delete(key);
        throw error;
      }
    });
    lazyPages.set(key, component);
  }
  return component;
}

interface RemotePageProps {
  remote: string;
  page: string;
  /** The remote's name for people, as the deployment gives it ("Browsing"). */
  label: string;
}

/** A page of a remote, loaded at run time, with a Retry fallback when the remote fails. */
export function RemotePage({ remote, page, label }: RemotePageProps) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const Page = lazyRemotePage(remote, page);

  async function retry() {
    await forgetRemote(remote).catch(() => undefined);
    setAttempt((n) => n + 1);
  }

  return (
    <RemoteErrorBoundary key={`${pathname}#${attempt}`} remoteLabel={label} onRetry={() => void retry()}>
      <Suspense fallback={<Spinner area />}>
        {/* eslint-disable-next-line react-hooks/static-components -- cached per page in lazyPages; only a failed load makes a new one */}
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
