import { useEffect } from 'react';
import { PagedListings } from '../../../components/paged-listings.tsx';
import styles from '../../../components/paged-listings.module.css';

export function OffersPage() {
  useEffect(() => {
    document.title = 'Offers';
  }, []);
  return (
    <section>
      <h1 className={styles.header}>Offers</h1>
      <PagedListings queryKey={['offers']} filter={{ offer: true }} emptyText="There are no current offers" />
    </section>
  );
}
