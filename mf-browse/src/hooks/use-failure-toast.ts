import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { toast } from 'react-toastify/unstyled';

export const FETCH_ERROR = msg`Could not fetch listings`;

/**
 * Toasts each failed read of a query, given its `errorUpdateCount`: a retry that fails again says
 * so again (`isError` stays true from one failure to the next, so it cannot tell them apart), and
 * an error already in the cache when the page mounts is not toasted twice.
 */
export function useFailureToast(errorUpdateCount: number, message: MessageDescriptor = FETCH_ERROR) {
  const { i18n } = useLingui();
  const text = i18n._(message);
  const toasted = useRef(errorUpdateCount);
  useEffect(() => {
    if (errorUpdateCount > toasted.current) toast.error(text);
    toasted.current = errorUpdateCount;
  }, [errorUpdateCount, text]);
}

/** An error toast (one import of the toasts for the remote's pages). */
export function showError(message: string) {
  toast.error(message);
}
