import { Trans, useLingui } from '@lingui/react/macro';
import { roundButtonClass } from 'design-system/round-button';
import { useEffect, useState } from 'react';
import styles from './share-button.module.css';

export const LINK_COPIED_MS = 2000;

/**
 * Copies the page address and shows 'Link Copied!' for 2 seconds. `look`: an icon over the photo
 * (phones and tablets) or a labelled button in the listing's side card (the desktop layout).
 */
export function ShareButton({ look = 'overlay' }: { look?: 'overlay' | 'inline' }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), LINK_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function share() {
    await navigator.clipboard.writeText(window.location.href);
    setCopied(true);
  }

  return (
    <>
      <button
        type="button"
        className={look === 'overlay' ? `${roundButtonClass} ${styles.share}` : styles.inline}
        aria-label={look === 'overlay' ? t`Share` : undefined}
        onClick={() => void share()}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7c0 .3 0 .5.1.8L8.4 11.2a3 3 0 1 0 0 3.6l6.7 3.4A3 3 0 1 0 18 16Z"
          />
        </svg>
        {look === 'inline' ? t`Share` : null}
      </button>
      {copied && (
        <p className={look === 'overlay' ? styles.copied : styles.copiedInline} role="status">
          <Trans>Link Copied!</Trans>
        </p>
      )}
    </>
  );
}
