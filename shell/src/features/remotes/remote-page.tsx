import { Suspense, useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { useLoaded } from 'design-system/loaded-component';
import { Spinner } from 'design-system/spinner';
import { usePageLanguage } from '../../lib/page-language.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import { forgetRemote, loadRemotePage } from './remote-registry.ts';
import {
  FirstScreenHandover,
  hasServerFirstScreen,
  PaintedFirstScreen,
  ServerFirstScreen,
} from './server-first-screen.tsx';

/**
 * The page, loaded into state (no Suspense reveal delay, see useLoaded); a failure goes to the
 * boundary. Until it has loaded, the first screen the server rendered into the HTML, if any.
 */
function RemotePageContent({ remote, page, pathname }: { remote: string; page: string; pathname: string }) {
  const load = useCallback(() => loadRemotePage(remote, page), [remote, page]);
  const Page = useLoaded(`${remote}/${page}`, load);
  if (!Page) return hasServerFirstScreen(pathname) ? <ServerFirstScreen /> : <Spinner area />;
  // A remote may still expose a page that loads its own code through lazy(): the boundary is for those.
  return (
    <Suspense fallback={<Spinner area />}>
      {/* eslint-disable-next-line react-hooks/static-components -- one component per page, kept once loaded */}
      <Page />
      <FirstScreenHandover />
    </Suspense>
  );
}

interface RemotePageProps {
  remote: string;
  page: string;
  /** The remote's name for people, as the deployment gives it ("Browsing"). */
  label: string;
  /** The languages the remote's pages speak (issue 88). */
  locales: readonly string[];
}

/** A page of a remote, loaded at run time, with a Retry fallback when the remote fails. */
export function RemotePage({ remote, page, label, locales }: RemotePageProps) {
  const { pathname } = useLocation();
  usePageLanguage(locales);
  const [attempt, setAttempt] = useState(0);

  async function retry() {
    await forgetRemote(remote).catch(() => undefined);
    setAttempt((n) => n + 1);
  }

  // Keyed by address and attempt: each visit and each Retry mounts afresh, and so loads again
  // what failed.
  return (
    <RemoteErrorBoundary
      key={`${pathname}#${attempt}`}
      remoteLabel={label}
      onRetry={() => void retry()}
      painted={<PaintedFirstScreen />}
    >
      <RemotePageContent remote={remote} page={page} pathname={pathname} />
    </RemoteErrorBoundary>
  );
}
