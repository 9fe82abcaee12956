import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { cardClass } from 'design-system/card';
import { Link } from 'react-router';
import { useSessionUser } from 'shared-firebase';
import { ownDraftsQuery } from '../../../api/drafts/draft-queries.ts';
import { draftFormUrl } from './draft-urls.ts';
import styles from './listing-drafts.module.css';
import { pageLocale } from '../../../lib/page-locale.ts';

/** "Started 5 Dec 2026", the day the page's way (English: the reader's, as before). */
function startedLabel(i18n: I18n, date: Date | null): string {
  if (!date) return '';
  const locale = pageLocale(i18n);
  const day = date.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  return i18n._(msg`Started ${day}`);
}

/** The owner's drafts above a new listing's form (issue 52): each continues where it was left. */
export function OwnDrafts() {
  const { i18n, t } = useLingui();
  const user = useSessionUser();
  const drafts = useQuery({ ...ownDraftsQuery(user?.uid ?? ''), enabled: !!user }).data ?? [];
  if (drafts.length === 0) return null;
  return (
    <section className={`${cardClass()} ${styles.drafts}`} aria-labelledby="own-drafts-title">
      <h2 id="own-drafts-title">{t`Your drafts`}</h2>
      <ul>
        {drafts.map((draft) => (
          <li key={draft.id}>
            <Link to={draftFormUrl(draft.id)}>{draft.name}</Link>
            <span className={styles.started}>{startedLabel(i18n, draft.timestamp)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
