import { useEffect, useRef } from 'react';
import { toast } from 'react-toastify/unstyled';

export const FETCH_ERROR = 'Could not fetch listings';

/**
 * Toasts each failed read of a query, given its `errorUpdateCount`: a retry that fails again says
 * so again (`isError` stays true from one failure to the next, so it cannot tell them apart), and
 * an error already in the cache when the page mounts is not toasted twice.
 */
export function useFailureToast(errorUpdateCount: number, message = FETCH_ERROR) {
  const toasted = useRef(errorUpdateCount);
  useEffect(() => {
    if (errorUpdateCount > toasted.current) toast.error(message);
    toasted.current = errorUpdateCount;
  }, [errorUpdateCount, message]);
}

/** An error toast (one import of the toasts for the remote's pages). */
export function showError(message: string) {
  toast.error(message);
}
