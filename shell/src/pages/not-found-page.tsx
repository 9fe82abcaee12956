import { buttonClass } from 'design-system/button';
import { MissingPage } from 'design-system/missing-page';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <MissingPage
      title="Page not found"
      action={
        <Link to="/" className={buttonClass('secondary')}>
          Back to Explore
        </Link>
      }
    >
      <p>The page you are looking for does not exist.</p>
    </MissingPage>
  );
}
