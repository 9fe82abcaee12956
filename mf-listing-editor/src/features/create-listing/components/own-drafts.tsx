import { useQuery } from '@tanstack/react-query';
import { cardClass } from 'design-system/card';
import { Link } from 'react-router';
import { useSessionUser } from 'shared-firebase';
import { ownDraftsQuery } from '../../../api/drafts/draft-queries.ts';
import { draftFormUrl } from './draft-urls.ts';
import styles from './listing-drafts.module.css';

const startedLabel = (date: Date | null) =>
  date ? `Started ${date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })}` : '';

/** The owner's drafts above a new listing's form (issue 52): each continues where it was left. */
export function OwnDrafts() {
  const user = useSessionUser();
  const drafts = useQuery({ ...ownDraftsQuery(user?.uid ?? ''), enabled: !!user }).data ?? [];
  if (drafts.length === 0) return null;
  return (
    <section className={`${cardClass()} ${styles.drafts}`} aria-labelledby="own-drafts-title">
      <h2 id="own-drafts-title">Your drafts</h2>
      <ul>
        {drafts.map((draft) => (
          <li key={draft.id}>
            <Link to={draftFormUrl(draft.id)}>{draft.name}</Link>
            <span className={styles.started}>{startedLabel(draft.timestamp)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
