import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'design-system/button';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { continueAfterSignIn, currentUser, signedInUid, takeAfterSignInAction } from 'shared-firebase';
import type { SearchCircle } from 'listing-domain';
import { SAVED_SEARCH_LIMIT } from '../../../api/saved-searches/saved-search-limit.ts';
import type { SearchCriteria } from '../../../api/search/load-search.ts';
import styles from './search-page.module.css';

/** The kind of the after-sign-in action that saves a search (shared-firebase's note). */
const SAVE_SEARCH_ACTION = 'save-search';
const SEARCH_SAVED = msg`Search saved. You will be told of new homes that match it.`;
const SAVE_SEARCH_FAILED = msg`The search could not be saved. Please try again.`;
const limit = SAVED_SEARCH_LIMIT;
const LIMIT_REACHED = msg`You have ${limit} saved searches, the most you can keep. Delete one to save another.`;

type State = { state: 'idle' | 'saving' } | { state: 'saved'; newMatches: number };

/**
 * "Save this search" (issue 37): keeps the search (its address, and what the server matches new
 * listings with) for the signed-in person, alerts on. A visitor is asked to sign in and comes back
 * with it saved. The saved-search code loads on the click, never with the page.
 */
export function SaveSearch({
  criteria,
  query,
  summary,
  near,
}: {
  criteria: SearchCriteria;
  query: string;
  summary: string;
  /** Around a place (issue 51): the circle its alerts keep to. */
  near?: SearchCircle | undefined;
}) {
  const { i18n, t } = useLingui();
  const [save, setSave] = useState<State>({ state: 'idle' });
  const navigate = useNavigate();
  const returned = useRef(false);

  async function run() {
    setSave({ state: 'saving' });
    try {
      const api = await import('../../../api/saved-searches/saved-searches.ts');
      const saved = await api.saveSearch(criteria, query, summary, near);
      setSave({ state: 'saved', newMatches: saved.newMatches });
      toast.success(i18n._(SEARCH_SAVED), { toastId: 'search-saved' });
    } catch (error) {
      setSave({ state: 'idle' });
      toast.error(
        i18n._(error instanceof Error && error.name === 'SavedSearchLimitError' ? LIMIT_REACHED : SAVE_SEARCH_FAILED),
      );
    }
  }

  // Back from signing in to save this very search: saved now (around a place, once its centre is
  // known: the place is looked up after the page loads).
  const ready = !criteria.radiusKm || near !== undefined;
  useEffect(() => {
    if (returned.current || !ready) return;
    returned.current = true;
    const kept = takeAfterSignInAction(SAVE_SEARCH_ACTION);
    if (kept?.query !== query) return;
    void signedInUid().then(run, () => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival (when the search is known)
  }, [ready]);

  async function onSave() {
    if (save.state !== 'idle') return;
    const signedIn = currentUser() ?? (await signedInUid().catch(() => null));
    if (!signedIn) {
      const address = `/search${query ? `?${query}` : ''}`;
      continueAfterSignIn(address, { kind: SAVE_SEARCH_ACTION, data: { query } });
      void navigate('/sign-in');
      return;
    }
    await run();
  }

  if (save.state === 'saved')
    return (
      <p className={styles.saveSearch} role="status">
        <Trans>
          Search saved. <Link to="/saved-searches">Your saved searches</Link>
        </Trans>
      </p>
    );
  return (
    <Button variant="secondary" busy={save.state === 'saving'} onClick={() => void onSave()}>
      {t`Save this search`}
    </Button>
  );
}
