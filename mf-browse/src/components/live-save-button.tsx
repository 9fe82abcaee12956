import { useLingui } from '@lingui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { browseKeys } from '../api/query-keys.ts';
import { savedHomeQuery } from '../api/saved/saved-home-query.ts';
import { showError } from '../hooks/use-failure-toast.ts';
import { HeartButton } from './heart-button.tsx';
import { SAVE_FAILED, toggleSaved, UNSAVE_FAILED } from './save-toggle.ts';

/**
 * The heart where someone may be signed in: asks whether the home is saved (the hearts of a page
 * ask together, in one read), and saves or removes it at once, undoing the change if that fails.
 */
export default function LiveSaveButton({
  listing,
  look,
}: {
  listing: { id: string; name: string };
  look: 'overlay' | 'plain';
}) {
  const { i18n } = useLingui();
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const savedQuery = savedHomeQuery(listing.id);
  const saved = useQuery(savedQuery);
  const [busy, setBusy] = useState(false);
  const isSaved = saved.data === true;

  async function toggle(save: boolean) {
    setBusy(true);
    // An answer on its way from before the tap must not undo it.
    await client.cancelQueries({ queryKey: savedQuery.queryKey });
    client.setQueryData(savedQuery.queryKey, save);
    try {
      if ((await toggleSaved(listing, save, `${location.pathname}${location.search}`)) === 'done') {
        void client.invalidateQueries({ queryKey: browseKeys.savedHomes() });
      } else {
        client.setQueryData(savedQuery.queryKey, false);
        if (save) void navigate('/sign-in');
      }
    } catch {
      client.setQueryData(savedQuery.queryKey, !save);
      showError(i18n._(save ? SAVE_FAILED : UNSAVE_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <HeartButton
      name={listing.name}
      pressed={isSaved}
      // Not before the answer: a tap then would save what is already saved.
      busy={busy || saved.isPending}
      look={look}
      onClick={() => void toggle(!isSaved)}
    />
  );
}
