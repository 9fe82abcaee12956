import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';

/**
 * A hostile or stale search address, corrected: says once what was changed and writes the address
 * back normalised, in place of the one typed (Back does not return to it).
 */
export function useAddressCorrections(corrections: readonly string[], normalised: string): void {
  const [, setParams] = useSearchParams();
  useEffect(() => {
    if (corrections.length === 0) return;
    toast.info(`Some search settings were changed: ${corrections.join('; ')}.`, { toastId: 'search-corrections' });
    setParams(new URLSearchParams(normalised), { replace: true });
  }, [corrections, normalised, setParams]);
}
