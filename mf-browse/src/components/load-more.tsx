import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { LISTED_WORDS, type ListedThings } from './listed-words.ts';
import { Button } from 'design-system/button';
import { Spinner } from 'design-system/spinner';
import type { Ref } from 'react';
import styles from './load-more.module.css';

/** The end of a paged list: a spinner while the next page loads, 'Load More' while one exists. */
export function LoadMore({
  fetching,
  hasMore,
  onLoad,
  what,
  buttonRef,
}: {
  fetching: boolean;
  hasMore: boolean;
  onLoad: () => void;
  /** What the list holds, for the spinner's name ("listings", "saved homes"). */
  what: ListedThings;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const { i18n } = useLingui();
  if (fetching) return <Spinner label={i18n._(LISTED_WORDS[what].loadingMore)} />;
  if (!hasMore) return null;
  return (
    <div className={styles.more}>
      <Button ref={buttonRef} variant="secondary" onClick={onLoad}>
        <Trans>Load More</Trans>
      </Button>
    </div>
  );
}
