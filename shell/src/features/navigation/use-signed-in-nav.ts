import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { maySignedInSessionExist, observeAuthState } from 'shared-firebase';

/**
 * Whether someone is signed in, for the nav's signed-in entries (an inbox and its count), asked
 * only when the deployment has such an entry and this browser may have a session: a visitor who
 * never signed in does not download the Auth SDK for the nav. The browser's hint is read again on
 * every page change (a sign-in in this tab goes to another page).
 */
export function useSignedInForNav(wanted: boolean): boolean {
  useLocation(); // re-read the hint on every page change
  const hint = wanted && maySignedInSessionExist();
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    if (!hint) return undefined;
    return observeAuthState((user) => setSignedIn(user !== null));
  }, [hint]);
  return hint && signedIn;
}
