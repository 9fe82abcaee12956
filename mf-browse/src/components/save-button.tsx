import { useLingui } from '@lingui/react';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { shouldAskSaved } from '../api/saved/should-ask-saved.ts';
import { showError } from '../hooks/use-failure-toast.ts';
import { HeartButton } from './heart-button.tsx';

// The heart of someone who may be signed in: asks whether the home is saved (React Query and the
// saved homes' code come with it). A visitor's heart is the plain button below.
const LiveSaveButton = lazy(() => import('./live-save-button.tsx'));

/**
 * The heart of a home: saves it for the signed-in user, or removes it. A visitor who is not
 * signed in goes to sign in, and comes back with the home saved. Whether it is saved is asked only
 * when someone may be signed in on this browser, so a visitor's page loads nothing for it.
 */
export function SaveButton({
  listing,
  look = 'overlay',
}: {
  listing: { id: string; name: string };
  look?: 'overlay' | 'plain';
}) {
  if (!shouldAskSaved()) return <VisitorSaveButton listing={listing} look={look} />;
  return (
    <Suspense fallback={<HeartButton name={listing.name} pressed={false} busy look={look} />}>
      <LiveSaveButton listing={listing} look={look} />
    </Suspense>
  );
}

/** A visitor's heart: the first tap loads what saving needs (sign in first, unless someone is signed in). */
function VisitorSaveButton({ listing, look }: { listing: { id: string; name: string }; look: 'overlay' | 'plain' }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const [state, setState] = useState<'idle' | 'busy' | 'saved'>('idle');

  async function tap() {
    setState('busy');
    const toggle = await import('./save-toggle.ts');
    const save = state !== 'saved';
    try {
      const outcome = await toggle.toggleSaved(listing, save, `${location.pathname}${location.search}`);
      if (outcome === 'sign-in') void navigate('/sign-in');
      setState(outcome === 'done' && save ? 'saved' : 'idle');
    } catch {
      showError(i18n._(save ? toggle.SAVE_FAILED : toggle.UNSAVE_FAILED));
      setState(save ? 'idle' : 'saved');
    }
  }

  return (
    <HeartButton
      name={listing.name}
      pressed={state === 'saved'}
      busy={state === 'busy'}
      look={look}
      onClick={() => void tap()}
    />
  );
}
