import { useState } from 'react';
import { useSessionUser } from 'shared-firebase';

/**
 * Whether the visitor was already signed in when the page opened (false while unknown). A sign-in
 * made on the page itself does not count: that one goes where the sign-in sends it.
 */
export function useSignedInOnArrival(): boolean {
  const user = useSessionUser();
  const [arrival, setArrival] = useState<'unknown' | 'signed-in' | 'signed-out'>('unknown');
  if (arrival === 'unknown' && user !== undefined) setArrival(user ? 'signed-in' : 'signed-out');
  return arrival === 'signed-in';
}
