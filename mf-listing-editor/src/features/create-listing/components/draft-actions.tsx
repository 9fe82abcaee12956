import { useLingui } from '@lingui/react/macro';
import { Button } from 'design-system/button';
import styles from './listing-drafts.module.css';

interface DraftActionsProps {
  busy: boolean;
  /** Saves the form as a draft, then with `preview` opens its preview. */
  onSave: (preview: boolean) => void;
  /** Whether a remote shows previews (none when this one runs alone). */
  canPreview: boolean;
  /** Deletes the draft (a saved one only). */
  onDelete?: () => void;
}

/** The create form's draft actions (issue 52), after its Create Listing button. */
export function DraftActions({ busy, onSave, canPreview, onDelete }: DraftActionsProps) {
  const { t } = useLingui();
  return (
    <div className={styles.actions}>
      <Button variant="secondary" wide disabled={busy} onClick={() => onSave(false)}>
        {t`Save draft`}
      </Button>
      {canPreview ? (
        <Button variant="secondary" wide disabled={busy} onClick={() => onSave(true)}>
          {t`Save and preview`}
        </Button>
      ) : null}
      {onDelete ? (
        <Button variant="quiet" wide disabled={busy} onClick={onDelete}>
          {t`Delete draft`}
        </Button>
      ) : null}
    </div>
  );
}
