import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { PagedListings } from '../../../components/paged-listings.tsx';
import styles from '../../../components/paged-listings.module.css';

const HEADERS = { rent: 'Places for rent', sale: 'Places for sale' } as const;

function isCategory(value: string | undefined): value is keyof typeof HEADERS {
  return value === 'rent' || value === 'sale';
}

export function CategoryPage() {
  const { categoryName } = useParams();
  const header = isCategory(categoryName) ? HEADERS[categoryName] : 'Page not found';
  useEffect(() => {
    document.title = header;
  }, [header]);

  if (!isCategory(categoryName)) {
    return (
      <section>
        <h1 className={styles.header}>Page not found</h1>
        <p>There is no category “{categoryName}”.</p>
        <Link to="/">Back to Explore</Link>
      </section>
    );
  }
  return (
    <section>
      <h1 className={styles.header}>{header}</h1>
      <PagedListings
        queryKey={['category', categoryName]}
        filter={{ type: categoryName }}
        emptyText={`No listings for ${categoryName}`}
      />
    </section>
  );
}
