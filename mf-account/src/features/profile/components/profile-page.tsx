import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { signOutUser } from 'shared-firebase';
import { Loading } from '../../../components/loading.tsx';
import { useSessionUser } from '../../../hooks/use-session-user.ts';
import { DeleteAccount } from './delete-account.tsx';
import { PersonalDetails } from './personal-details.tsx';
import { UserListings } from './user-listings.tsx';
import styles from './profile-page.module.css';

export function ProfilePage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = 'My Profile';
  }, []);

  if (!user) return <Loading label="Loading profile" />;

  async function logout() {
    // Leave the private page first, or the auth gate would send the user to /sign-in.
    navigate('/');
    await signOutUser();
  }

  return (
    <section className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>My Profile</h1>
        <button type="button" className={styles.logout} onClick={() => void logout()}>
          Logout
        </button>
      </header>
      <PersonalDetails user={user} />
      <Link to="/create-listing" className={styles.create}>
        Sell or rent your home
      </Link>
      <Link to="/saved" className={styles.saved}>
        Saved homes
      </Link>
      <UserListings uid={user.uid} />
      <DeleteAccount />
    </section>
  );
}
