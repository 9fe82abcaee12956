import { Button } from 'design-system/button';
import { Select } from 'design-system/field';
import { STATUS_LABELS, statusesFor, statusRefusedMessage, type Listing, type ListingStatus } from 'listing-domain';
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
  const id = useId();
  const current = listing.status ?? 'available';
  const [chosen, setChosen] = useState<ListingStatus>(current);
  const [saving, setSaving] = useState(false);
  // When the status last changed, as far as this page knows: a refused change says when the next is possible.
  const [changedAt, setChangedAt] = useState<Date | null>(listing.statusChangedAt ?? null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await setListingStatus(listing, chosen);
      setChangedAt(new Date());
      sayStatus('success', `Status: ${STATUS_LABELS[chosen]}`);
    } catch {
      // The choice goes back to the status the home has (issue 53): the badge and the select agree.
      setChosen(current);
      sayStatus('error', statusRefusedMessage(changedAt));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={styles.statusForm} onSubmit={(event) => void submit(event)} aria-label="Status of this home">
      <label htmlFor={`${id}-status`}>Status</label>
      <div className={styles.statusRow}>
        <Select id={`${id}-status`} value={chosen} onChange={(e) => setChosen(e.target.value as ListingStatus)}>
          {statusesFor(listing.type).map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
        <Button type="submit" variant="secondary" busy={saving} disabled={chosen === current}>
          Update
        </Button>
      </div>
      {listing.statusChangedAt ? (
        <p className={styles.statusDate}>
          Since {listing.statusChangedAt.toLocaleDateString(undefined, { dateStyle: 'medium' })}
        </p>
      ) : null}
    </form>
  );
}
