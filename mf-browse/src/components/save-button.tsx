import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { isHomeSaved, saveAfterSignIn, setHomeSaved, shouldAskSaved } from 'shared-firebase';
import styles from './save-button.module.css';

export const SAVE_FAILED = 'The home could not be saved. Please try again.';
export const UNSAVE_FAILED = 'The home could not be removed from your saved homes. Please try again.';

/** The query of whether a listing is saved; the Saved page and the hearts share it. */
export const savedKey = (id: string) => ['saved', id] as const;

/**
 * The heart of a home: saves it for the signed-in user, or removes it. A visitor who is not
 * signed in goes to sign in, and comes back with the home saved. Whether it is saved is asked only
 * when someone may be signed in on this browser, so a visitor's page loads nothing for it.
 * `look`: 'overlay' over a photo, 'plain' beside other buttons.
 */
export function SaveButton({
  listing,
  look = 'overlay',
}: {
  listing: { id: string; name: string };
  look?: 'overlay' | 'plain';
}) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const saved = useQuery({
    queryKey: savedKey(listing.id),
    queryFn: () => isHomeSaved(listing.id),
    enabled: shouldAskSaved(),
    // Asked again whenever a heart shows: who is signed in may have changed on another page.
    staleTime: 0,
  });
  const isSaved = saved.data === true;

  const toggle = useMutation({
    mutationFn: (save: boolean) => setHomeSaved(listing, save),
    onMutate: async (save) => {
      // An answer on its way from before the tap must not undo it.
      await client.cancelQueries({ queryKey: savedKey(listing.id) });
      client.setQueryData(savedKey(listing.id), save);
    },
    onSuccess: (signedIn, save) => {
      if (signedIn) {
        void client.invalidateQueries({ queryKey: ['saved-homes'] });
        return;
      }
      client.setQueryData(savedKey(listing.id), false);
      saveAfterSignIn(listing, `${location.pathname}${location.search}`);
      if (save) void navigate('/sign-in');
    },
    onError: (_error, save) => {
      client.setQueryData(savedKey(listing.id), !save);
      toast.error(save ? SAVE_FAILED : UNSAVE_FAILED);
    },
  });

  return (
    <button
      type="button"
      className={look === 'overlay' ? styles.overlay : styles.plain}
      aria-pressed={isSaved}
      aria-label={`Save ${listing.name}`}
      title={isSaved ? 'Saved' : 'Save'}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate(!isSaved)}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill={isSaved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z"
        />
      </svg>
    </button>
  );
}
