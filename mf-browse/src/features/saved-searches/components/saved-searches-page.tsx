import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'design-system/button';
import { Checkbox } from 'design-system/checkbox';
import { EmptyState } from 'design-system/empty-state';
import { controlClass } from 'design-system/field';
import { LoadFailed } from 'design-system/load-failed';
import { PageHeader } from 'design-system/page-header';
import { Spinner } from 'design-system/spinner';
import { VisuallyHidden, visuallyHiddenClass } from 'design-system/visually-hidden';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import {
  deleteSavedSearch,
  markSearchSeen,
  renameSavedSearch,
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCH_NAME_MAX,
  setSearchAlerts,
  setSearchEmail,
  type SavedSearch,
} from '../../../api/saved-searches/saved-searches.ts';
import { savedSearchesQuery } from '../../../api/saved-searches/saved-searches-query.ts';
import { pluralForm } from '../../../lib/plural-form.ts';
import { withValues } from 'design-system/slice-i18n';
import styles from './saved-searches-page.module.css';

const CHANGE_FAILED = msg`The saved search could not be changed. Please try again.`;
const NEW_HOMES = msg({ message: '{form, select, one {{count} new home} other {{count} new homes}}' });

function SavedSearchItem({ search }: { search: SavedSearch }) {
  const { i18n, t } = useLingui();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [busy, setBusy] = useState(false);
  // The switches show a click at once; a change that fails puts them back (and says so).
  const [alerts, setAlerts] = useState(search.alerts);
  const [email, setEmail] = useState(search.email);
  const nameId = useId();
  const searchName = search.name;
  const refresh = () => client.invalidateQueries({ queryKey: savedSearchesQuery.queryKey });

  async function change(action: () => Promise<void>, undo?: () => void) {
    setBusy(true);
    try {
      await action();
      await refresh();
    } catch {
      undo?.();
      toast.error(i18n._(CHANGE_FAILED));
    } finally {
      setBusy(false);
    }
  }

  async function rename(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    await change(() => renameSavedSearch(search.id, name));
    setRenaming(false);
  }

  async function open() {
    // Its new matches are seen once it is opened (a failure only leaves the count).
    await markSearchSeen(search.id).catch(() => undefined);
    void navigate(`/search${search.query ? `?${search.query}` : ''}`);
  }

  return (
    <li className={styles.item}>
      {renaming ? (
        <form className={styles.rename} onSubmit={(e) => void rename(e)}>
          <label htmlFor={nameId}>{t`Name of the search`}</label>
          <input
            id={nameId}
            className={controlClass()}
            value={name}
            maxLength={SAVED_SEARCH_NAME_MAX}
            onChange={(e) => setName(e.target.value)}
          />
          <Button type="submit" busy={busy}>
            {t`Save name`}
          </Button>
          <Button variant="quiet" onClick={() => setRenaming(false)}>
            {t`Cancel`}
          </Button>
        </form>
      ) : (
        <h2 className={styles.name}>
          <a
            href={`/search${search.query ? `?${search.query}` : ''}`}
            onClick={(e) => {
              e.preventDefault();
              void open();
            }}
          >
            {search.name}
          </a>
          {search.newMatches > 0 ? (
            <span className={styles.new}>
              {withValues(i18n, NEW_HOMES, {
                count: search.newMatches,
                form: pluralForm(i18n, search.newMatches),
              })}
            </span>
          ) : null}
        </h2>
      )}
      {/* The search's name is the group's: "Alerts" and the rest are read with it. */}
      <fieldset className={styles.actions}>
        <legend className={visuallyHiddenClass}>{search.name}</legend>
        <Checkbox
          label={t`Alerts`}
          checked={alerts}
          disabled={busy}
          onChange={(on) => {
            setAlerts(on);
            void change(
              () => setSearchAlerts(search.id, on),
              () => setAlerts(!on),
            );
          }}
        />
        <Checkbox
          label={t`E-mail me (once a day at most)`}
          checked={email}
          disabled={busy || !alerts}
          onChange={(on) => {
            setEmail(on);
            void change(
              () => setSearchEmail(search.id, on),
              () => setEmail(!on),
            );
          }}
        />
        {!renaming ? (
          <Button variant="quiet" onClick={() => setRenaming(true)}>
            {t`Rename`}
          </Button>
        ) : null}
        <Button variant="quiet" busy={busy} onClick={() => void change(() => deleteSavedSearch(search.id))}>
          <Trans>
            Delete<VisuallyHidden> {searchName}</VisuallyHidden>
          </Trans>
        </Button>
      </fieldset>
    </li>
  );
}

/**
 * A person's saved searches (issue 37): each opens its search (and so its new matches are seen),
 * can be renamed, have its alerts turned on or off, or be deleted; 20 at most, said at the limit.
 */
export function SavedSearchesPage() {
  const { t } = useLingui();
  const query = useQuery(savedSearchesQuery);
  const limit = SAVED_SEARCH_LIMIT;
  return (
    <section>
      <PageHeader title={t`Saved searches`}>
        <Link to="/notifications">{t`Alerts`}</Link>
      </PageHeader>
      {query.isPending ? (
        <Spinner area label={t`Loading your saved searches`} />
      ) : query.isError ? (
        <LoadFailed
          message={t`Your saved searches could not be loaded.`}
          labels={{ retry: t`Retry`, retrying: t`Retrying…` }}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <EmptyState action={<Link to="/search">{t`Search homes`}</Link>}>
          <Trans>
            No saved searches yet. Search for homes and choose Save this search: you will be told of new homes that
            match it.
          </Trans>
        </EmptyState>
      ) : (
        <>
          {query.data.length >= SAVED_SEARCH_LIMIT ? (
            <p role="status">
              {t`You have ${limit} saved searches, the most you can keep. Delete one to save another.`}
            </p>
          ) : null}
          <ul className={styles.list}>
            {query.data.map((search) => (
              <SavedSearchItem key={search.id} search={search} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
