import { formPageClass } from 'design-system/form-layout';
import { Button } from 'design-system/button';
import { PageHeader } from 'design-system/page-header';
import { Spinner } from 'design-system/spinner';
import { Link, useNavigate } from 'react-router';
import { useSessionUser } from 'shared-firebase';
import { signOutUser } from '../../../api/auth/account-auth.ts';
import { DeleteAccount } from './delete-account.tsx';
import { MailSettings } from './mail-settings.tsx';
import { PersonalDetails } from './personal-details.tsx';
import { UserListings } from './user-listings.tsx';
import styles from './profile-page.module.css';
import { Trans, useLingui } from '@lingui/react/macro';

export function ProfilePage() {
  const { t } = useLingui();
  const user = useSessionUser();
  const navigate = useNavigate();

  if (!user) return <Spinner label={t`Loading profile`} />;

  async function logout() {
    // Leave the private page first, or the auth gate would send the user to /sign-in.
    void navigate('/');
    await signOutUser();
  }

  return (
    <section className={formPageClass}>
      <PageHeader title={t`My Profile`}>
        <Button onClick={() => void logout()}>
          <Trans>Logout</Trans>
        </Button>
      </PageHeader>
      <PersonalDetails user={user} />
      <Link to="/create-listing" className={styles.create}>
        <Trans>Sell or rent your home</Trans>
      </Link>
      <Link to="/saved" className={styles.saved}>
        <Trans>Saved homes</Trans>
      </Link>
      <UserListings uid={user.uid} />
      <MailSettings uid={user.uid} />
      <DeleteAccount uid={user.uid} />
    </section>
  );
}
