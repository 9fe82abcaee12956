import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { buttonClass } from 'design-system/button';
import { LoadFailed } from 'design-system/load-failed';
import { MissingPage } from 'design-system/missing-page';
import { PageHeader, useDocumentTitle } from 'design-system/page-header';
import { Spinner } from 'design-system/spinner';
import { useEntryPoint } from 'design-system/use-entry-point';
import { Link, useSearchParams } from 'react-router';
import { useSessionUser } from 'shared-firebase';
import { listingParamEntryUrl } from 'site-contract';
import { draftPreviewQuery } from '../../../api/drafts/draft-preview-query.ts';
import { BackToExplore } from '../../../components/back-to-explore.tsx';
import { ListingBody } from './listing-page.tsx';
import styles from './draft-preview-page.module.css';

export const PREVIEW_NOTE = msg`Preview of your draft: visitors will see this page once you publish it. Until then only you can see it.`;
export const PREVIEW_ACTIONS_NOTE = msg`Visitors will find Contact Landlord, Share and Save here.`;

/**
 * `/listing-preview?draft=`: the owner's draft as its listing's page will show it (issue 52), the
 * same page body, with a note that it is a preview and the way back to the draft's form (the
 * editor's `draft` entry point), where it is published.
 */
export function DraftPreviewPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const draftId = params.get('draft') ?? '';
  const user = useSessionUser();
  const query = useQuery({ ...draftPreviewQuery(draftId), enabled: !!user });
  const draft = query.data;
  const draftForm = useEntryPoint('draft');
  const draftName = draft?.name ?? '';
  useDocumentTitle(draft ? t`Preview: ${draftName}` : undefined);

  if (query.isError) {
    return (
      <section>
        <PageHeader title={t`This preview could not be loaded`} />
        <LoadFailed
          message={t`Check your connection and try again.`}
          labels={{ retry: t`Retry`, retrying: t`Retrying…` }}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      </section>
    );
  }
  if (draft === undefined) return <Spinner label={t`Loading preview`} />;
  if (draft === null) {
    return (
      <MissingPage title={t`Draft not found`} action={<BackToExplore />}>
        <p>
          <Trans>This draft does not exist: it was published or deleted.</Trans>
        </p>
      </MissingPage>
    );
  }
  const backToDraft = draftForm ? (
    <Link className={buttonClass('primary', { wide: true })} to={listingParamEntryUrl(draftForm, draft.id)}>
      <Trans>Edit or publish the draft</Trans>
    </Link>
  ) : null;
  return (
    <ListingBody
      listing={draft}
      note={
        <p className={styles.banner} role="note">
          {t(PREVIEW_NOTE)}
        </p>
      }
      preview={
        <div className={styles.panel}>
          <p className={styles.actionsNote}>{t(PREVIEW_ACTIONS_NOTE)}</p>
          {backToDraft}
        </div>
      }
    />
  );
}
