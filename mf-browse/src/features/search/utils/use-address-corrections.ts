import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';

/**
 * A hostile or stale search address, corrected: says once what was changed (in the page's
 * language) and writes the address back normalised, in place of the one typed (Back does not
 * return to it).
 */
export function useAddressCorrections(corrections: readonly MessageDescriptor[], normalised: string): void {
  const [, setParams] = useSearchParams();
  const { i18n } = useLingui();
  useEffect(() => {
    if (corrections.length === 0) return;
    const changes = corrections.map((correction) => i18n._(correction)).join('; ');
    toast.info(i18n._(msg`Some search settings were changed: ${changes}.`), { toastId: 'search-corrections' });
    setParams(new URLSearchParams(normalised), { replace: true });
    // Once per address corrected: the language is the page's, as it was.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [corrections, normalised, setParams]);
}
