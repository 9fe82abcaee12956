import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'design-system/button';
import { Select } from 'design-system/field';
import {
  STATUS_CHANGE_GAP_SECONDS,
  statusChangeableAt,
  statusesFor,
  type Listing,
  type ListingStatus,
} from 'listing-domain';
import { numbersLocale, STATUS_WORDS } from '../../../components/listing-words.ts';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify/unstyled';
import { setListingStatus } from '../../../api/listings/listing-status.ts';
import styles from './listing-page.module.css';

/** The one toast that says how a status change went: a later change replaces it (issue 53: they stacked). */
const STATUS_TOAST = 'listing-status';

function sayStatus(type: 'success' | 'error', message: string) {
  if (toast.isActive(STATUS_TOAST)) toast.update(STATUS_TOAST, { render: message, type, autoClose: 5000 });
  else toast[type](message, { toastId: STATUS_TOAST });
}

/** The owner's choice of where the home stands (issue 36), with the day it last changed. */
export function ListingStatusForm({ listing }: { listing: Listing }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const current = listing.status ?? 'available';
  const [chosen, setChosen] = useState<ListingStatus>(current);
  const [saving, setSaving] = useState(false);
  // When the status last changed, as far as this page knows: a refused change says when the next is possible.
  const [changedAt, setChangedAt] = useState<Date | null>(listing.statusChangedAt ?? null);

  const locale = numbersLocale(i18n);
  const sinceDay = listing.statusChangedAt?.toLocaleDateString(locale, { dateStyle: 'medium' });

  /** Why a change was refused: too soon after the last (the rules' gap), or anything else. */
  function refusedMessage(last: Date | null): string {
    const next = statusChangeableAt(last);
    if (!next || next <= new Date()) return t`Could not change the status. Wait a few seconds and try again.`;
    const at = next.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit', second: '2-digit' });
    const gap = STATUS_CHANGE_GAP_SECONDS;
    return t`Could not change the status: a home's status changes at most once in ${gap} seconds. You can change it again at ${at}.`;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await setListingStatus(listing, chosen);
      setChangedAt(new Date());
      const label = t(STATUS_WORDS[chosen]);
      sayStatus('success', t`Status: ${label}`);
    } catch {
      // The choice goes back to the status the home has (issue 53): the badge and the select agree.
      setChosen(current);
      sayStatus('error', refusedMessage(changedAt));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={styles.statusForm} onSubmit={(event) => void submit(event)} aria-label={t`Status of this home`}>
      <label htmlFor={`${id}-status`}>
        <Trans>Status</Trans>
      </label>
      <div className={styles.statusRow}>
        <Select id={`${id}-status`} value={chosen} onChange={(e) => setChosen(e.target.value as ListingStatus)}>
          {statusesFor(listing.type).map((status) => (
            <option key={status} value={status}>
              {t(STATUS_WORDS[status])}
            </option>
          ))}
        </Select>
        <Button type="submit" variant="secondary" busy={saving} disabled={chosen === current}>
          <Trans>Update</Trans>
        </Button>
      </div>
      {listing.statusChangedAt ? (
        <p className={styles.statusDate}>
          <Trans>Since {sinceDay}</Trans>
        </p>
      ) : null}
    </form>
  );
}
