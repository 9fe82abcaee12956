import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { getUser } from 'shared-firebase';
import { buttonRole } from '../../../components/button-role.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { Loading } from '../../../components/loading.tsx';
import { useFailureToast } from '../../../hooks/use-failure-toast.ts';
import { buildMailto } from '../utils/mailto.ts';
import styles from './contact-page.module.css';

export const LANDLORD_ERROR = 'Could not get landlord data';

export function ContactPage() {
  const { landlordId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const listingName = searchParams.get('listingName') ?? '';
  const [message, setMessage] = useState('');
  const messageId = useId();
  const query = useQuery({ queryKey: ['user', landlordId], queryFn: () => getUser(landlordId) });
  const landlord = query.data;
  const missing = query.isSuccess && landlord === null;

  useEffect(() => {
    if (missing) toast.error(LANDLORD_ERROR);
  }, [missing]);
  useFailureToast(query.errorUpdateCount, LANDLORD_ERROR);
  useEffect(() => {
    document.title = 'Contact Landlord';
  }, []);

  if (query.isPending) return <Loading label="Loading landlord" />;

  const mailto = landlord ? buildMailto(landlord.email, listingName, message) : null;
  return (
    <section className={styles.page}>
      <h1>Contact Landlord</h1>
      {query.isLoadingError ? (
        <LoadFailed
          message="The landlord's details could not be loaded."
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : landlord ? (
        <>
          <p className={styles.name}>Contact {landlord.name}</p>
          <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
            <label htmlFor={messageId} className={styles.label}>
              Message
            </label>
            <textarea
              id={messageId}
              name="message"
              className={styles.textarea}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              rows={6}
            />
            {mailto ? (
              <a {...buttonRole} className={styles.send} href={mailto}>
                Send Message
              </a>
            ) : (
              <p role="alert">This landlord cannot be contacted by e-mail.</p>
            )}
          </form>
        </>
      ) : (
        // The toast says what went wrong; the page says what it means, in other words, so the
        // message shows once.
        <p>There is no landlord to contact for this listing.</p>
      )}
    </section>
  );
}
