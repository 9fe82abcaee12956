import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { buttonClass } from 'design-system/button';
import { controlClass, Field } from 'design-system/field';
import { PageHeader } from 'design-system/page-header';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { enquiryEntryUrl } from 'site-contract';
import { useEnquiryEntry } from '../../../hooks/use-enquiry-entry.ts';
import { toast } from 'react-toastify/unstyled';
import { landlordQuery } from '../../../api/landlords/landlord-query.ts';
import { buttonRole } from '../../../components/button-role.ts';
import { LoadFailed } from 'design-system/load-failed';
import { Spinner } from 'design-system/spinner';
import { useFailureToast } from '../../../hooks/use-failure-toast.ts';
import { buildMailto } from '../utils/mailto.ts';
import styles from './contact-page.module.css';

export const LANDLORD_ERROR = msg`Could not get landlord data`;

export function ContactPage() {
  const { landlordId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const listingName = searchParams.get('listingName') ?? '';
  const [message, setMessage] = useState('');
  // The listing the visitor came from (the listing page's Contact Landlord says it): a landlord
  // who keeps their e-mail private (issue 36), or whose address is not verified (issue 47), is
  // written to about it in the site instead.
  const fromListing: unknown = (useLocation().state as { listingId?: unknown } | null)?.listingId;
  const enquiry = useEnquiryEntry();
  const messageId = useId();
  const query = useQuery(landlordQuery(landlordId));
  const landlord = query.data;
  const missing = query.isSuccess && landlord === null;
  const { i18n, t } = useLingui();
  const missingText = i18n._(LANDLORD_ERROR);

  useEffect(() => {
    if (missing) toast.error(missingText);
  }, [missing, missingText]);
  useFailureToast(query.errorUpdateCount, LANDLORD_ERROR);

  if (query.isPending) return <Spinner label={t`Loading landlord`} />;

  const name = landlord?.name ?? '';
  const mailto = landlord?.email ? buildMailto(landlord.email, listingName, message) : null;
  return (
    <section className={styles.page}>
      <PageHeader title={t`Contact Landlord`} />
      {query.isLoadingError ? (
        <LoadFailed
          message={t`The landlord's details could not be loaded.`}
          labels={{ retry: t`Retry`, retrying: t`Retrying…` }}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : landlord && landlord.email === null ? (
        <>
          <p className={styles.name}>{t`Contact ${name}`}</p>
          {/* Private by choice (issue 36), or not verified yet (issue 47): written to in the site. */}
          <p>
            {landlord.emailPrivate ? t`${name} keeps their e-mail private.` : t`${name} is written to in the site.`}
          </p>
          {enquiry && typeof fromListing === 'string' ? (
            <Link className={buttonClass('primary', { wide: true })} to={enquiryEntryUrl(enquiry, fromListing)}>
              {t`Send an enquiry`}
            </Link>
          ) : enquiry ? (
            <p>{t`You can write to them in the site: open their listing and choose Send an enquiry.`}</p>
          ) : null}
        </>
      ) : landlord ? (
        <>
          <p className={styles.name}>{t`Contact ${name}`}</p>
          <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
            <Field label={t`Message`} id={messageId}>
              <textarea
                id={messageId}
                name="message"
                className={controlClass('textarea')}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                rows={6}
              />
            </Field>
            {mailto ? (
              <a {...buttonRole} className={buttonClass('primary', { wide: true })} href={mailto}>
                {t`Send Message`}
              </a>
            ) : (
              <p role="alert">{t`This landlord cannot be contacted by e-mail.`}</p>
            )}
          </form>
        </>
      ) : (
        // The toast says what went wrong; the page says what it means, in other words, so the
        // message shows once.
        <p>{t`There is no landlord to contact for this listing.`}</p>
      )}
    </section>
  );
}
