import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify/unstyled';

/**
 * A form's submit handler with a busy state: ignores submits while one runs, and toasts
 * `failureMessage` when the action throws (the inputs stay as the user typed them).
 */
export function useFormAction(action: () => Promise<void>, failureMessage: string) {
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    // A new attempt: what earlier ones said no longer applies, and must not sit beside its outcome.
    toast.dismiss();
    setBusy(true);
    try {
      await action();
    } catch {
      toast.error(failureMessage);
    } finally {
      setBusy(false);
    }
  }

  return { busy, onSubmit: (event: FormEvent) => void submit(event) };
}
