import { buttonClass } from 'design-system/button';
import { MissingPage } from 'design-system/missing-page';
import { Link } from 'react-router';
import { usePageLanguage } from '../lib/page-language.ts';

const ENGLISH = ['en'];

export function NotFoundPage() {
  // The shell's own words are English (issue 88: its catalogue is yet to come).
  usePageLanguage(ENGLISH);
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
